import { Module, type OnModuleInit } from '@nestjs/common';
import { ProcessorRegistry } from '../platform/processors/processor-registry.js';
import { responseReviewsProjection } from './response-review.projection.js';
import { ResponseDetailsController } from './response-details.controller.js';
import { ResponseReviewsController } from './response-reviews.controller.js';

/** Staff's review of responses: status and notes (docs/admin-workspace.md). */
@Module({ controllers: [ResponseReviewsController, ResponseDetailsController] })
export class ResponsesModule implements OnModuleInit {
  constructor(private readonly registry: ProcessorRegistry) {}

  onModuleInit(): void {
    this.registry.register(responseReviewsProjection);
  }
}
