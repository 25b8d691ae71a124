import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '@intake/config';
import { CHAT_LIMITS, ChatEvents, type TurnEngine } from '@intake/contracts';
import { chunkText, composeOfflineReply, type GuideEngine } from '@intake/guide-engine';
import { APP_CONFIG } from '../../platform/tokens.js';
import type { ChatTurnResult } from '../chat-response.js';
import { composeReply } from '../chat-reply.wording.js';
import { decideTurn, planTurn, requireSession, textToExtract, type TurnPlan } from '../chat-session.decider.js';
import { ChatSessionRepository } from '../chat-session.repository.js';
import { NO_ENGINE, valuesOf, type ChatSessionState } from '../chat-session.reducer.js';
import { chatReference, renderCompletionEmail } from '../completion.email.js';
import { GUIDE_ENGINE } from '../guide.tokens.js';
import { TakeChatTurn } from './take-chat-turn.command.js';

/** A fallback in either half of the turn is what the state reports. */
function turnEngine(extraction: TurnEngine, reply: TurnEngine | null): TurnEngine {
  if (extraction.fallback) return extraction;
  return reply ?? extraction;
}

export function offlineWording(state: ChatSessionState) {
  return (plan: TurnPlan): string =>
    withPreface(
      plan,
      composeOfflineReply({
        mode: state.mode,
        visitorKind: plan.visitorKind,
        persona: state.persona,
        message: '',
        captured: plan.fields.map((f) => ({ field: f.field, value: f.value })),
        nextField: plan.askedField ?? 'problem',
        askCount: plan.askCount,
        collected: valuesOf(plan.collected),
        history: [],
      }),
    );
}

const withPreface = (plan: TurnPlan, text: string) => (plan.preface ? `${plan.preface} ${text}` : text);

/**
 * One visitor message: extract (engine), let the session machine move (pure), word the reply
 * (engine, or a fixed text), then append the turn. The engine calls happen outside the
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
    const values = valuesOf(state.collected);
    const history = state.history.slice(-CHAT_LIMITS.promptHistoryTurns).map((h) => ({ role: h.role, content: h.content }));

    const text = textToExtract(state, cmd.message);
    const extraction = text
      ? await this.engine.extract({ message: text, mode: state.mode, collected: values, askedField: state.lastAsked, history }, { signal: cmd.options.signal })
      : { intent: { kind: 'answer' as const }, fields: [], engine: NO_ENGINE };
    const plan = planTurn(state, cmd.message, extraction.fields, now, extraction.intent);

    let reply: string;
    let replyEngine: TurnEngine | null = null;
    if (plan.replyKind === 'engine' && plan.askedField) {
      const out = await this.engine.reply(
        {
          mode: state.mode,
          visitorKind: plan.visitorKind,
          persona: state.persona,
          message: cmd.message,
          captured: plan.fields.map((f) => ({ field: f.field, value: f.value })),
          nextField: plan.askedField,
          askCount: plan.askCount,
          collected: valuesOf(plan.collected),
          history,
        },
        { onChunk: cmd.options.onChunk, signal: cmd.options.signal },
      );
      reply = withPreface(plan, out.text);
      replyEngine = out.engine;
    } else {
      reply = composeReply(plan, state, () => offlineWording(state)(plan));
      if (cmd.options.onChunk) for (const chunk of chunkText(reply)) cmd.options.onChunk(chunk);
    }

    const render = (s: ChatSessionState, o: { to?: string; name?: string; projectTitle?: string }) =>
      renderCompletionEmail(s, o, this.config.contactEmail, chatReference(s.sessionId, this.config.jwtSecret!));
    const outcome = { basis: state, message: cmd.message, plan, reply, engine: turnEngine(extraction.engine, replyEngine), now };
    const { after, appended } = await this.sessions.decide(cmd.sessionId, (s) => decideTurn(s, outcome, extraction.fields, render, offlineWording(s)), {
      metadata: { actor: 'visitor', ip: cmd.options.ip },
    });
    const [turn] = appended;
    if (turn?.type !== ChatEvents.TurnTaken) throw new Error(`decideTurn appended ${turn?.type ?? 'nothing'} first, not ${ChatEvents.TurnTaken}`);
    return { state: after, response: turn.data.reply.content };
  }
}
