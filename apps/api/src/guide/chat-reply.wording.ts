import { GUIDE_TEXT, NOT_SPECIFIED } from '@intake/contracts';
import { FIELD_LABELS, acknowledge, consultationMessage, explanationFor, questionFor, type VisitorKind } from '@intake/guide-engine';
import type { ChatSessionState, CollectedValue } from './chat-session.reducer.js';
import type { TurnPlan } from './chat-session.decider.js';

/** Said before the engine's words when the visitor confirmed what the guide had read. */
export const CONFIRMATION_THANKS = 'Thanks for confirming.';

const SUMMARY_FIELDS = ['title', 'problem', 'solution', 'needs', 'stage', 'target_population', 'team', 'funding', 'urgency', 'additional_info'];

/** An investor backs problems and solutions; they do not have one: their summary says what they told. */
const INVESTOR_LABELS: Record<string, string> = {
  problem: 'Areas of interest',
  solution: 'Investment focus',
  needs: 'What you are looking for',
};

export function summaryLabel(field: string, kind: VisitorKind = 'general'): string {
  if (kind === 'investor' && INVESTOR_LABELS[field]) return INVESTOR_LABELS[field]!;
  const label = (FIELD_LABELS[field] ?? field).replace(/^(?:the|your)\s+/, '');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The wrap-up: what the guide understood, and the question that brings up the Yes/No buttons. */
export function wrapUpText(collected: Record<string, CollectedValue>, kind: VisitorKind = 'general'): string {
  const lines = SUMMARY_FIELDS.filter((f) => collected[f] && collected[f]!.value !== NOT_SPECIFIED).map(
    (f) => `- **${summaryLabel(f, kind)}:** ${collected[f]!.value}`,
  );
  const given = (field: string) => (collected[field] && collected[field]!.value !== NOT_SPECIFIED ? collected[field]!.value : null);
  const identity = [given('full_name'), given('affiliation')].filter(Boolean).join(', ') || null;
  const email = collected.email?.value ?? null;
  const who = identity && email ? `${identity} (${email})` : (identity ?? email ?? '');
  if (who) lines.push(`- **Contact:** ${who}`);
  return [
    "Here's a summary of what you've shared:",
    '',
    ...lines,
    '',
    'Shall I send this to our team, so the right person replies within 2-3 business days? Do you agree to proceed?',
  ].join('\n');
}

/** Every reply that is not free text from an engine; an 'engine' plan gets the offline wording. */
export function composeReply(plan: TurnPlan, state: ChatSessionState, offlineEngineText: () => string): string {
  const captured = plan.fields.map((f) => ({ field: f.field, value: f.value }));
  switch (plan.replyKind) {
    case 'already_complete':
      return GUIDE_TEXT.alreadyComplete;
    case 'consent_reminder':
      return GUIDE_TEXT.consentReminder;
    case 'completion':
      return GUIDE_TEXT.completion;
    case 'revise':
      return GUIDE_TEXT.restartAfterNo;
    case 'contact_reminder':
      return GUIDE_TEXT.contactReminder;
    case 'contact_request': {
      const ack = acknowledge(captured);
      return ack ? `${ack} ${GUIDE_TEXT.contactRequest}` : GUIDE_TEXT.contactRequest;
    }
    case 'wrap_up':
      return wrapUpText(plan.collected, plan.visitorKind);
    case 'consultation': {
      const intro = consultationMessage(state.persona!, plan.collected.full_name?.value ?? null);
      if (plan.machineAfter === 'wrapping_up') return `${intro}\n\n${wrapUpText(plan.collected, plan.visitorKind)}`;
      return plan.askedField ? `${intro} ${questionFor(plan.askedField, plan.visitorKind, plan.askCount)}` : intro;
    }
    case 'explain': {
      const topic = plan.intent.kind === 'question' ? plan.intent.topic : 'general';
      const explanation = explanationFor(topic);
      if (state.machine === 'wrapping_up') return `${explanation}\n\n${wrapUpText(plan.collected, plan.visitorKind)}`;
      return plan.askedField ? `${explanation} ${questionFor(plan.askedField, plan.visitorKind, plan.askCount)}` : explanation;
    }
    case 'correct_field':
      return `Sorry about that. What should I note as ${FIELD_LABELS[plan.askedField ?? 'problem'] ?? plan.askedField}? Please type it in your own words.`;
    case 'engine':
      return offlineEngineText();
  }
}
