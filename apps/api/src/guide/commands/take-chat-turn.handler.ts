import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '@intake/config';
import { ChatEvents } from '@intake/contracts';
import type { GuideEngine } from '@intake/guide-engine';
import { APP_CONFIG } from '../../platform/tokens.js';
import type { ChatTurnResult } from '../chat-response.js';
import { decideTurn, planTurn, requireSession } from '../chat-session.decider.js';
import { ChatSessionRepository } from '../chat-session.repository.js';
import type { ChatSessionState } from '../chat-session.reducer.js';
import { offlineWording, turnEngine, understandTurn, wordReply } from '../chat-turn.pipeline.js';
import { chatReference, renderCompletionEmail } from '../completion.email.js';
import { GUIDE_ENGINE } from '../guide.tokens.js';
import { TakeChatTurn } from './take-chat-turn.command.js';

/**
 * One visitor message, the pipeline of chat-turn.pipeline.ts top to bottom: understand (engine),
 * decide (pure), word (engine or fixed wording), append. The engine calls happen outside the
 * compare-and-set loop; if another writer got in first, the turn is decided again on top.
 */
@CommandHandler(TakeChatTurn)
export class TakeChatTurnHandler implements ICommandHandler<TakeChatTurn> {
  constructor(
    private readonly sessions: ChatSessionRepository,
    private readonly commands: CommandBus,
    @Inject(GUIDE_ENGINE) private readonly engine: GuideEngine,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(cmd: TakeChatTurn): Promise<ChatTurnResult> {
    if (cmd.options.start) await this.commands.execute(cmd.options.start);
    const state = await this.sessions.load(cmd.sessionId);
    requireSession(state);
    const now = new Date();
    const io = { signal: cmd.options.signal, onChunk: cmd.options.onChunk };

    const understood = await understandTurn(this.engine, state, cmd.message, io);
    const plan = planTurn(state, cmd.message, understood.fields, now, understood.intent);
    const worded = await wordReply(this.engine, state, cmd.message, plan, this.config.contactEmail, io);

    const render = (s: ChatSessionState, o: { to?: string; name?: string; projectTitle?: string }) =>
      renderCompletionEmail(s, o, this.config.contactEmail, chatReference(s.sessionId, this.config.jwtSecret!));
    const outcome = {
      basis: state,
      message: cmd.message,
      plan,
      reply: worded.text,
      engine: turnEngine(understood.engine, worded.engine),
      now,
      contactAddress: this.config.contactEmail,
    };
    const { after, appended } = await this.sessions.decide(cmd.sessionId, (s) => decideTurn(s, outcome, understood.fields, render, offlineWording(s)), {
      metadata: { actor: 'visitor', ip: cmd.options.ip },
    });
    const [turn] = appended;
    if (turn?.type !== ChatEvents.TurnTaken) throw new Error(`decideTurn appended ${turn?.type ?? 'nothing'} first, not ${ChatEvents.TurnTaken}`);
    return { state: after, response: turn.data.reply.content };
  }
}
