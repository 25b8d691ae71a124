import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { ChatEvents, type ChatEvent, type EventOfType } from '@intake/contracts';
import type { Queue } from 'bullmq';
import { NotificationsModule, staffNoticeReactor } from '../notifications/index.js';
import { createGuideEngine } from '@intake/guide-engine';
import { IpLocationService } from '../platform/geo/ip-location.service.js';
import { ProcessorRegistry } from '../platform/processors/processor-registry.js';
import { APP_CONFIG, EMAIL_QUEUE } from '../platform/tokens.js';
import { chatStaffNotice } from './chat-staff-notice.email.js';
import { chatConversationsProjection } from './chat-conversations.projection.js';
import { ChatSessionCache } from './chat-session.cache.js';
import { ChatSessionEviction } from './chat-session.eviction.js';
import { ChatSessionRepository } from './chat-session.repository.js';
import { ProvideChatContactHandler } from './commands/provide-chat-contact.handler.js';
import { RecordChatSessionHandler } from './commands/record-chat-session.handler.js';
import { RequestCompletionEmailHandler } from './commands/request-completion-email.handler.js';
import { StartChatSessionHandler } from './commands/start-chat-session.handler.js';
import { TakeChatTurnHandler } from './commands/take-chat-turn.handler.js';
import { GuideController } from './guide.controller.js';
import { GUIDE_ENGINE } from './guide.tokens.js';
import { LegacyChatController } from './legacy-chat.controller.js';

/** The AI guide chat: guide and legacy chat calls, session calls, the admin projection. */
@Module({
  imports: [NotificationsModule],
  controllers: [GuideController, LegacyChatController],
  providers: [
    { provide: GUIDE_ENGINE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createGuideEngine(config) },
    ChatSessionCache,
    ChatSessionEviction,
    ChatSessionRepository,
    IpLocationService,
    StartChatSessionHandler,
    TakeChatTurnHandler,
    ProvideChatContactHandler,
    RequestCompletionEmailHandler,
    RecordChatSessionHandler,
  ],
  // The personal-data erasure evicts erased sessions from this instance's session cache.
  exports: [ChatSessionEviction],
})
export class GuideModule implements OnModuleInit {
  constructor(
    private readonly registry: ProcessorRegistry,
    private readonly sessions: ChatSessionRepository,
    @Inject(EMAIL_QUEUE) private readonly emailQueue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.register(
      chatConversationsProjection,
      // The staff's notice of each completed chat, read from the session as it stands (an erased one sends none).
      staffNoticeReactor<EventOfType<ChatEvent, typeof ChatEvents.Completed>>('chat-staff-notices', [ChatEvents.Completed], this.emailQueue, async (event) => {
        const state = await this.sessions.loadCurrent(event.data.session_id);
        return state.exists && !state.erased ? chatStaffNotice(state, this.config.adminNotifyEmail, this.config.publicUrl) : null;
      }),
    );
  }
}
