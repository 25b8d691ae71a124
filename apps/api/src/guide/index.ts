/**
 * The guide context's public surface (docs/architecture.md, "Rooms"): its module, the commands
 * the admin's debug tab sends, and what the privacy catalogue erases.
 */
export { chatConversationsProjection } from './chat-conversations.projection.js';
export { ChatSessionEviction } from './chat-session.eviction.js';
export { ProvideChatContact } from './commands/provide-chat-contact.command.js';
export { StartChatSession } from './commands/start-chat-session.command.js';
export { TakeChatTurn } from './commands/take-chat-turn.command.js';
export { GuideModule } from './guide.module.js';
export { guidePersonalData } from './guide.personal-data.js';
