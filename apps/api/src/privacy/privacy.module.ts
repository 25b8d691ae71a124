import { Module } from '@nestjs/common';
import { ChatSessionEviction } from '../guide/chat-session.eviction.js';
import { GuideModule } from '../guide/guide.module.js';
import { PROJECTIONS } from '../projections.js';
import { ErasePersonalDataHandler } from './commands/erase-personal-data.handler.js';
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
    { provide: ERASURE_READ_MODELS, useValue: PROJECTIONS },
    {
      provide: EVICT_ERASED,
      inject: [ChatSessionEviction],
      useFactory: (chats: ChatSessionEviction): EvictErased => (streamIds) => void chats.evict(streamIds),
    },
    ErasePersonalDataHandler,
    PersonalDataRetention,
    RetentionScheduler,
  ],
  exports: [PersonalDataRetention],
})
export class PrivacyModule {}
