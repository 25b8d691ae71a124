import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { ResponseReviewEvents, type EventOfType, type ResponseReviewEvent } from '@intake/contracts';
import type { Queue } from 'bullmq';
import { NotificationsModule, staffNoticeReactor } from '../notifications/index.js';
import { ProcessorRegistry } from '../platform/processors/processor-registry.js';
import { APP_CONFIG, EMAIL_QUEUE } from '../platform/tokens.js';
import { assignmentNotice } from './assignment-notice.email.js';
import { responseReviewsProjection } from './response-review.projection.js';
import { ResponseDetailQuery } from './response-detail.query.js';
import { ResponseDetailsController } from './response-details.controller.js';
import { ResponseReviewsController } from './response-reviews.controller.js';
import { ResponseReviewsQuery } from './response-reviews.query.js';
import { StaffAccountsDirectory } from '../admin/index.js';
import { STAFF_DIRECTORY, type StaffDirectory } from './staff-directory.js';
import { responseAnswersProjection } from './response-answers.projection.js';
import { ResponseInsightsController } from './response-insights.controller.js';
import { ResponseSummaryQuery } from './response-summary.query.js';
import { responseTagsProjection } from './response-tags.projection.js';

type Assigned = EventOfType<ResponseReviewEvent, typeof ResponseReviewEvents.Assigned>;

/** Staff's review of responses: status, notes, assignment, tags, summaries (docs/admin-workspace.md). */
@Module({
  imports: [NotificationsModule],
  controllers: [ResponseReviewsController, ResponseInsightsController, ResponseDetailsController],
  // The admin context's staff accounts, through its surface (roles and addresses live there).
  providers: [ResponseReviewsQuery, ResponseDetailQuery, ResponseSummaryQuery, { provide: STAFF_DIRECTORY, useClass: StaffAccountsDirectory }],
})
export class ResponsesModule implements OnModuleInit {
  constructor(
    private readonly registry: ProcessorRegistry,
    @Inject(EMAIL_QUEUE) private readonly emailQueue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STAFF_DIRECTORY) private readonly staff: StaffDirectory,
  ) {}

  onModuleInit(): void {
    this.registry.register(
      responseReviewsProjection,
      responseAnswersProjection,
      responseTagsProjection,
      // The assignee's email, through the staff notice budget (a burst becomes one digest each).
      // None to oneself, and none to an account without an address.
      staffNoticeReactor<Assigned>('response-assignment-notices', [ResponseReviewEvents.Assigned], this.emailQueue, async (event) => {
        if (event.data.assignee === event.data.by) return null;
        const member = await this.staff.find(event.data.assignee);
        return member?.email ? assignmentNotice(event.data, event.eventId, member.email, this.config.publicUrl) : null;
      }),
    );
  }
}
