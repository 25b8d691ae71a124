import { getShortestPaths } from 'xstate/graph';
import { chatSessionMachine, isConfirm, isNo, isYes, stageOf, stepSession, type ChatSessionEvent, type SessionPosition } from './chat-session.machine.js';
import { contactFieldToAsk, contentDone, hasEmail, nextContentField, progressOf } from './chat-progress.js';

const start = (over: Partial<SessionPosition['context']> = {}): SessionPosition => ({
  state: 'consent',
  context: { mode: 'guide', persona: null, autoConfirm: false, collected: {}, ...over },
});

const say = (text: string, collected: Record<string, string> = {}): ChatSessionEvent => ({ type: 'VISITOR.MESSAGE', text, collected });

function walk(position: SessionPosition, ...events: ChatSessionEvent[]): SessionPosition['state'][] {
  const states: SessionPosition['state'][] = [];
  let p = position;
  for (const e of events) {
    p = stepSession(p, e);
    states.push(p.state);
  }
  return states;
}

const problem = { problem: 'Nurses chart twice' };
const two = { ...problem, solution: 'A voice assistant' };
const three = { ...two, needs: 'Funding' };
const withEmail = { ...three, email: 'ada@example.org' };

describe('chat session machine', () => {
  it("matches 'Confirm' case-insensitively and only on its own", () => {
    for (const t of ['Confirm', 'confirm', 'CONFIRM.', '  cOnFiRm!  ']) expect(isConfirm(t)).toBe(true);
    for (const t of ['I confirm', 'confirmed it yesterday', 'yes']) expect(isConfirm(t)).toBe(false);
  });

  it('reads yes and no at the wrap-up', () => {
    for (const t of ['Yes', 'yes please', 'Sure', 'ok', 'I agree', 'Go ahead', 'yh thats rite', 'yeh fine', 'yesss']) expect(isYes(t)).toBe(true);
    for (const t of ['No', 'not yet', 'Wait, one more thing', 'I want to change the problem']) expect(isNo(t)).toBe(true);
  });

  it('walks the guide flow: consent, collecting, contact, wrapping up, complete', () => {
    expect(
      walk(
        start(),
        say('We have an idea'),
        say('Confirm'),
        say('...', problem),
        say('...', two),
        say('...', three),
        say('ada@example.org', withEmail),
        say('Yes', withEmail),
      ),
    ).toEqual(['consent', 'collecting', 'collecting', 'collecting', 'contact', 'wrapping_up', 'complete']);
  });

  it('a declined address asks for the name once: any answer to that settles the contact step', () => {
    const declined = { ...three, email: 'Not specified' };
    const contact = { state: 'contact' as const, context: { ...start().context, collected: three } };
    expect(contactFieldToAsk(three)).toBe('email');
    expect(contactFieldToAsk(declined)).toBe('full_name');
    expect(contactFieldToAsk({ ...declined, full_name: 'Ada Obi' })).toBe('affiliation');
    expect(
      walk(contact, say("I'd rather not", declined), say('Ada Obi', { ...declined, full_name: 'Ada Obi', affiliation: 'Not specified' }), say('Yes')),
    ).toEqual(['contact', 'wrapping_up', 'complete']);
    expect(walk(contact, say("I'd rather not", declined), say('skip', { ...declined, full_name: 'Not specified', affiliation: 'Not specified' }))).toEqual([
      'contact',
      'wrapping_up',
    ]);
    // The client's completion call needs no name once the address was declined.
    expect(walk({ ...contact, context: { ...contact.context, collected: declined } }, { type: 'COMPLETE.REQUESTED' })).toEqual(['complete']);
    expect(walk(contact, { type: 'COMPLETE.REQUESTED' })).toEqual(['contact']);
  });

  it('goes straight to wrapping up when the content arrived before consent', () => {
    expect(walk(start(), say('Confirm', withEmail))).toEqual(['wrapping_up']);
    expect(walk(start(), say('Confirm', three))).toEqual(['contact']);
  });

  it('persona flow: auto-confirm and a persona turn Confirm into a contact request, the email into questions', () => {
    const persona = start({ persona: 'clinicians', autoConfirm: true });
    expect(walk(persona, say('Confirm'), say('no email here'), say('ada@example.org', { email: 'ada@example.org' }))).toEqual([
      'contact',
      'contact',
      'collecting',
    ]);
    // Without the auto-confirm flag the stored persona changes nothing.
    expect(walk(start({ persona: 'clinicians' }), say('Confirm'))).toEqual(['collecting']);
  });

  it("a 'No' at the wrap-up lets the visitor revise before the summary returns", () => {
    expect(walk(start(), say('Confirm', withEmail), say('No'), say('The problem is really triage', withEmail))).toEqual([
      'wrapping_up',
      'revising',
      'wrapping_up',
    ]);
    expect(stageOf('revising')).toBe('collecting');
  });

  it('an addition at the wrap-up shows the summary again', () => {
    expect(walk(start(), say('Confirm', withEmail), say('We also have a pilot site', { ...withEmail, stage: 'prototype' }))).toEqual([
      'wrapping_up',
      'wrapping_up',
    ]);
  });

  it('legacy mode needs its twelve fields: nine before the contact stage', () => {
    const legacy = start({ mode: 'legacy' });
    expect(walk(legacy, say('Confirm', three))).toEqual(['collecting']);
    const nine = {
      ...three,
      target_population: 'adults',
      stage: 'prototype',
      category: 'Digital Health/AI',
      urgency: 'soon',
      commitment_level: 'full-time',
      background: 'nurse',
    };
    expect(walk(legacy, say('Confirm', nine))).toEqual(['contact']);
    expect(progressOf('legacy', nine)).toMatchObject({ total: 12, percent: 75 });
    expect(progressOf('legacy', { ...nine, email: 'a@b.co', full_name: 'Ada', affiliation: 'X' }).percent).toBe(100);
  });

  it('counts progress over the mode fields, an email only when it is one', () => {
    expect(progressOf('guide', two)).toEqual({ completed: ['problem', 'solution'], missing: ['needs'], total: 3, percent: 67 });
    expect(progressOf('legacy', { email: 'not an email' }).completed).toEqual([]);
    expect(nextContentField('guide', two)).toBe('needs');
    expect(nextContentField('legacy', three)).toBe('target_population');
  });

  it('lets the client complete a conversation that is wrapping up, and nothing earlier', () => {
    expect(walk(start(), say('Confirm', withEmail), { type: 'COMPLETE.REQUESTED' })).toEqual(['wrapping_up', 'complete']);
    expect(walk(start(), say('Confirm', problem), { type: 'COMPLETE.REQUESTED' })).toEqual(['collecting', 'collecting']);
  });

  it('takes document fields in any stage without moving out of consent', () => {
    expect(walk(start(), { type: 'FIELDS.ADDED', collected: three })).toEqual(['consent']);
    expect(walk(start(), say('Confirm', problem), { type: 'FIELDS.ADDED', collected: three })).toEqual(['collecting', 'contact']);
  });
});

// Model-based: every state reachable under every event, with the invariants of the issue.
describe('chat session machine graph', () => {
  const events: ChatSessionEvent[] = [
    say('hello'),
    say('Confirm'),
    say('Confirm', three),
    say('more', problem),
    say('more', three),
    say('ada@example.org', { email: 'ada@example.org' }),
    say('ada@example.org', withEmail),
    say('Yes', withEmail),
    say('No', withEmail),
    { type: 'CONTACT.PROVIDED', collected: withEmail },
    { type: 'FIELDS.ADDED', collected: three },
    { type: 'COMPLETE.REQUESTED' },
  ];
  const reachable = [false, true].flatMap((persona) =>
    getShortestPaths(chatSessionMachine, {
      events,
      input: { mode: 'guide', persona: persona ? 'investors' : null, autoConfirm: persona },
      serializeState: (s) => JSON.stringify([s.value, s.context.collected]),
    } as Parameters<typeof getShortestPaths<typeof chatSessionMachine>>[1]).map((p) => p.state),
  );

  it('reaches every stage', () => {
    expect(new Set(reachable.map((s) => s.value))).toEqual(new Set(['consent', 'collecting', 'revising', 'contact', 'wrapping_up', 'complete']));
  });

  it('never wraps up or completes without every guide field and an email', () => {
    for (const s of reachable.filter((s) => s.matches('wrapping_up') || s.matches('complete'))) {
      expect(contentDone('guide', s.context.collected)).toBe(true);
      expect(hasEmail(s.context.collected)).toBe(true);
    }
  });

  it('never leaves consent without Confirm', () => {
    for (const s of reachable.filter((s) => !s.matches('consent'))) expect(s.context.collected).toBeDefined();
    const fromConsent = events.filter((e) => e.type !== 'VISITOR.MESSAGE' || !isConfirm(e.text));
    for (const e of fromConsent) expect(stepSession(start(), e).state).toBe('consent');
  });

  it('never rests in collecting with all content fields and an email', () => {
    for (const s of reachable.filter((s) => s.matches('collecting'))) {
      expect(contentDone('guide', s.context.collected) && hasEmail(s.context.collected)).toBe(false);
    }
  });
});
