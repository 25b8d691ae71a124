import { Module } from '@nestjs/common';
import { chatConversationsProjection, ChatSessionEviction, GuideModule } from '../guide/index.js';
import { documentOperationsProjection, DocumentsModule } from '../documents/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { questionnaireSubmissionsProjection } from '../questionnaire/index.js';
import { workWithUsProjection } from '../work-with-us/index.js';
import { ErasePersonalDataHandler } from './commands/erase-personal-data.handler.js';
import { PersonalDataFinder } from './personal-data-finder.js';
import { QueuedPersonalData } from './queued-personal-data.js';
import { PERSONAL_DATA_CONTEXT_LIST } from './personal-data-contexts.js';
import { PersonalDataController } from './personal-data.controller.js';
import { ERASURE_READ_MODELS, EVICT_ERASED, PERSONAL_DATA_CONTEXTS, type EvictErased } from './privacy.tokens.js';
import { PersonalDataRetention } from './retention/personal-data-retention.service.js';
import { RetentionScheduler } from './retention/retention.scheduler.js';

/** Personal-data erasure (admin endpoint) and the scheduled retention job. */
@Module({
  // The queues, whose jobs the erasure scrubs (QueuedPersonalData).
  imports: [GuideModule, NotificationsModule, DocumentsModule],
  controllers: [PersonalDataController],
  providers: [
    { provide: PERSONAL_DATA_CONTEXTS, useValue: PERSONAL_DATA_CONTEXT_LIST },
    // The read models the lookups by email and id search (streamsByEmail, streamsById,
    // relatedStreams); the others only serve the retention job, which does not wait.
    {
      provide: ERASURE_READ_MODELS,
      useValue: [workWithUsProjection, questionnaireSubmissionsProjection, chatConversationsProjection, documentOperationsProjection],
    },
    {
      provide: EVICT_ERASED,
      inject: [ChatSessionEviction],
      useFactory:
        (chats: ChatSessionEviction): EvictErased =>
        (streamIds) =>
          void chats.evict(streamIds),
    },
    PersonalDataFinder,
    QueuedPersonalData,
    ErasePersonalDataHandler,
    PersonalDataRetention,
    RetentionScheduler,
  ],
  exports: [PersonalDataRetention],
})
export class PrivacyModule {}
