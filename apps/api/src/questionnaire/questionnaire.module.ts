import { Module, type OnModuleInit } from '@nestjs/common';
import { IpLocationService } from '../platform/geo/ip-location.service.js';
import { ProcessorRegistry } from '../platform/processors/processor-registry.js';
import { RecordAnswerHandler } from './commands/record-answer.handler.js';
import { RecordStepHandler } from './commands/record-step.handler.js';
import { StartQuestionnaireHandler } from './commands/start-questionnaire.handler.js';
import { SubmitQuestionnaireHandler } from './commands/submit-questionnaire.handler.js';
import { TrackFormConsentHandler } from './commands/track-form-consent.handler.js';
import { FormMetadataController } from './form-metadata.controller.js';
import { questionnaireSessionsProjection } from './questionnaire-sessions.projection.js';
import { questionnaireSubmissionsProjection } from './questionnaire-submissions.projection.js';
import { QuestionnaireController } from './questionnaire.controller.js';

@Module({
  controllers: [QuestionnaireController, FormMetadataController],
  providers: [IpLocationService, StartQuestionnaireHandler, RecordAnswerHandler, RecordStepHandler, SubmitQuestionnaireHandler, TrackFormConsentHandler],
})
export class QuestionnaireModule implements OnModuleInit {
  constructor(private readonly registry: ProcessorRegistry) {}

  onModuleInit(): void {
    this.registry.register(questionnaireSubmissionsProjection, questionnaireSessionsProjection);
  }
}
