import { CONFIRM_PATTERN, EUROPEAN_NO, EUROPEAN_YES, type ChatMode, type ChatStage, type PersonaFlow } from '@intake/contracts';
import { and, assign, createActor, setup, type AnyActorScope } from 'xstate';
import { contactSettled, contentDone, declinedEmail, hasEmail } from './chat-progress.js';

export interface ChatSessionContext {
  mode: ChatMode;
  persona: PersonaFlow | null;
  autoConfirm: boolean;
  /** Every value collected so far, by canonical field name. */
  collected: Record<string, string>;
}

export type ChatSessionEvent =
  /** A visitor message; `collected` already holds what it added. */
  | { type: 'VISITOR.MESSAGE'; text: string; collected: Record<string, string> }
  /** The contact form of guide mode. */
  | { type: 'CONTACT.PROVIDED'; collected: Record<string, string> }
  /** Another writer (a document) added fields. */
  | { type: 'FIELDS.ADDED'; collected: Record<string, string> }
  /** The client reports the conversation complete and asks for the email. */
  | { type: 'COMPLETE.REQUESTED' };

export interface ChatSessionInput {
  mode: ChatMode;
  persona: PersonaFlow | null;
  autoConfirm: boolean;
}

const YES =
  /^\s*(?:yes+|y|yeah|yeh|yh|ya|yea|yep|yup|sure|ok(?:ay)?|k|kk|i\s+agree|agreed?|proceed|go\s+ahead|confirm(?:ed)?|send\s+it|please\s+do|sounds\s+good|correct|that'?s\s+(?:right|correct))\b/i;
const NO = /^\s*(?:no|nope|n|not\s+yet|wait|hold\s+on|change|edit|i\s+(?:want|would\s+like)\s+to\s+(?:change|add|edit))\b/i;

export const isConfirm = (text: string) => CONFIRM_PATTERN.test(text);
export const isYes = (text: string) => YES.test(text) || EUROPEAN_YES.test(text);
export const isNo = (text: string) => (NO.test(text) || EUROPEAN_NO.test(text)) && !isYes(text);

/**
 * The server's session machine (issue 5): consent greeting → 'Confirm' → collecting → contact →
 * wrapping up → complete. Pure: the server steps it with `transition()` to decide each turn, and
 * the browser's chat machine mirrors its stage from the replies. Persona flow (visitor spec §4):
 * with auto-confirm and a stored persona, 'Confirm' leads straight to the contact request.
 */
export const chatSessionMachine = setup({
  types: {} as { context: ChatSessionContext; events: ChatSessionEvent; input: ChatSessionInput },
  actions: {
    // Values are only ever added or replaced, never removed, so an event's view merges over ours.
    take: assign({ collected: ({ event, context }) => ('collected' in event ? { ...context.collected, ...event.collected } : context.collected) }),
  },
  guards: {
    confirmed: ({ event }) => event.type === 'VISITOR.MESSAGE' && isConfirm(event.text),
    personaFlow: ({ context }) => context.persona !== null && context.autoConfirm,
    contentDone: ({ context }) => contentDone(context.mode, context.collected),
    // A visitor who will not give an address finishes without one (the email then stays unsent),
    // once asked their name (contactSettled).
    readyToWrapUp: ({ context }) => contentDone(context.mode, context.collected) && contactSettled(context.collected),
    // The client's completion call needs no name: a declined address is enough to finish.
    mayComplete: ({ context }) => contentDone(context.mode, context.collected) && (hasEmail(context.collected) || declinedEmail(context.collected)),
    hasEmail: ({ context }) => hasEmail(context.collected),
    saidYes: ({ event }) => event.type === 'VISITOR.MESSAGE' && isYes(event.text),
    saidNo: ({ event }) => event.type === 'VISITOR.MESSAGE' && isNo(event.text),
  },
}).createMachine({
  id: 'chatSession',
  // XState builds an initial snapshot, without input, for every pure `transition()`: a context
  // factory that threw there would cost an exception on every step.
  context: ({ input }) => ({ mode: input?.mode ?? 'guide', persona: input?.persona ?? null, autoConfirm: input?.autoConfirm ?? false, collected: {} }),
  initial: 'consent',
  states: {
    consent: {
      on: {
        'VISITOR.MESSAGE': [
          { guard: and(['confirmed', 'personaFlow']), target: 'contact', actions: 'take' },
          { guard: 'confirmed', target: 'collecting', actions: 'take' },
        ],
        // Documents may arrive before consent; they are kept, the stage does not move.
        'FIELDS.ADDED': { actions: 'take' },
      },
    },
    collecting: {
      always: [
        { guard: 'readyToWrapUp', target: 'wrapping_up' },
        { guard: 'contentDone', target: 'contact' },
      ],
      on: {
        'VISITOR.MESSAGE': { target: 'collecting', reenter: true, actions: 'take' },
        'CONTACT.PROVIDED': { target: 'collecting', reenter: true, actions: 'take' },
        'FIELDS.ADDED': { target: 'collecting', reenter: true, actions: 'take' },
      },
    },
    /** After a 'No' at the wrap-up: the next message is a correction, whatever is complete. */
    revising: {
      on: {
        'VISITOR.MESSAGE': { target: 'collecting', actions: 'take' },
        'CONTACT.PROVIDED': { target: 'collecting', actions: 'take' },
        'FIELDS.ADDED': { actions: 'take' },
      },
    },
    contact: {
      always: [
        { guard: 'readyToWrapUp', target: 'wrapping_up' },
        // Persona flow: the email came first; the questions follow.
        { guard: 'hasEmail', target: 'collecting' },
      ],
      on: {
        'VISITOR.MESSAGE': { target: 'contact', reenter: true, actions: 'take' },
        'CONTACT.PROVIDED': { target: 'contact', reenter: true, actions: 'take' },
        'FIELDS.ADDED': { target: 'contact', reenter: true, actions: 'take' },
        // The client's completion call may bring the address itself (send-completion-email).
        'COMPLETE.REQUESTED': { guard: 'mayComplete', target: 'complete' },
      },
    },
    wrapping_up: {
      on: {
        'VISITOR.MESSAGE': [
          { guard: 'saidYes', target: 'complete' },
          { guard: 'saidNo', target: 'revising' },
          // Anything else is an addition; the summary is shown again.
          { target: 'wrapping_up', reenter: true, actions: 'take' },
        ],
        'CONTACT.PROVIDED': { actions: 'take' },
        'FIELDS.ADDED': { actions: 'take' },
        'COMPLETE.REQUESTED': { target: 'complete' },
      },
    },
    complete: {
      tags: ['complete'],
      on: { 'FIELDS.ADDED': { actions: 'take' } },
    },
  },
});

export type SessionMachineState = 'consent' | 'collecting' | 'revising' | 'contact' | 'wrapping_up' | 'complete';

/** The stage the client sees (conv_stage): revising is collecting from the visitor's side. */
export const stageOf = (state: SessionMachineState): ChatStage => (state === 'revising' ? 'collecting' : state);

export interface SessionPosition {
  state: SessionMachineState;
  context: ChatSessionContext;
}

/**
 * The scope every step runs in. xstate's own `transition(machine, snapshot, event)` builds an
 * inert scope per call, creating an actor each time: four fifths of a step's cost, on every
 * visitor message and every event a projection folds. This machine has no actions to execute,
 * no children and no system ids, so one scope that ignores everything serves every step.
 */
let inertScope: AnyActorScope | undefined;
function scope(): AnyActorScope {
  if (!inertScope) {
    // Only its identity is used; the input is any valid one.
    const self = createActor(chatSessionMachine, { input: { mode: 'guide', persona: null, autoConfirm: false } });
    const ignore = () => {};
    inertScope = { self, system: self.system, id: '', sessionId: '', logger: ignore, defer: ignore, emit: ignore, stopChild: ignore, actionExecutor: ignore };
  }
  return inertScope;
}

/** One pure step of the session machine from a position rebuilt from events. */
export function stepSession(position: SessionPosition, event: ChatSessionEvent): SessionPosition {
  const snapshot = chatSessionMachine.resolveState({ value: position.state, context: position.context });
  const next = chatSessionMachine.transition(snapshot, event, scope());
  return { state: next.value as SessionMachineState, context: next.context };
}
