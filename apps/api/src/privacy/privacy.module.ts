import { Module } from '@nestjs/common';
import { ChatSessionEviction } from '../guide/chat-session.eviction.js';
import { GuideModule } from '../guide/guide.module.js';
import { documentOperationsProjection } from '../documents/documents.projection.js';
import { chatConversationsProjection } from '../guide/chat-conversations.projection.js';
import { questionnaireSubmissionsProjection } from '../questionnaire/questionnaire-submissions.projection.js';
import { workWithUsProjection } from '../work-with-us/work-with-us.projection.js';
import { ErasePersonalDataHandler } from './commands/erase-personal-data.handler.js';
import { PersonalDataFinder } from './personal-data-finder.js';
import { PERSONAL_DATA_CONTEXT_LIST } from './personal-data-contexts.js';
import { PersonalDataController } from './personal-data.controller.js';
import { ERASURE_READ_MODELS, EVICT_ERASED, PERSONAL_DATA_CONTEXTS, type EvictErased } from './privacy.tokens.js';
import { PersonalDataRetention } from './retention/personal-data-retention.service.js';
import { RetentionScheduler } from './retention/retention.scheduler.js';

/** Personal-data erasure (admin endpoint) and the scheduled retention job. */
@Module({
  imports: [GuideModule],
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
    ErasePersonalDataHandler,
    PersonalDataRetention,
    RetentionScheduler,
  ],
  exports: [PersonalDataRetention],
})
export class PrivacyModule {}
