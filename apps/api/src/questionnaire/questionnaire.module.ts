import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { QuestionnaireEvents, type EventOfType, type QuestionnaireEvent } from '@intake/contracts';
import type { Queue } from 'bullmq';
import { NotificationsModule, staffNoticeReactor } from '../notifications/index.js';
import { APP_CONFIG, EMAIL_QUEUE } from '../platform/tokens.js';
import { DropOffQuery } from './drop-off.query.js';
import { questionnaireStaffNotice } from './questionnaire-staff-notice.email.js';
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
  imports: [NotificationsModule],
  controllers: [QuestionnaireController, FormMetadataController],
  providers: [
    DropOffQuery,
    IpLocationService,
    StartQuestionnaireHandler,
    RecordAnswerHandler,
    RecordStepHandler,
    SubmitQuestionnaireHandler,
    TrackFormConsentHandler,
  ],
})
export class QuestionnaireModule implements OnModuleInit {
  constructor(
    private readonly registry: ProcessorRegistry,
    @Inject(EMAIL_QUEUE) private readonly emailQueue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.register(
      questionnaireSubmissionsProjection,
      questionnaireSessionsProjection,
      // The staff's notice of each submission, from the event itself (an erased one has no recipient data left to matter: the worker withdraws it).
      staffNoticeReactor<EventOfType<QuestionnaireEvent, typeof QuestionnaireEvents.Submitted>>(
        'questionnaire-staff-notices',
        [QuestionnaireEvents.Submitted],
        this.emailQueue,
        async (event) => questionnaireStaffNotice(event.data, this.config.adminNotifyEmail, this.config.publicUrl),
      ),
    );
  }
}
