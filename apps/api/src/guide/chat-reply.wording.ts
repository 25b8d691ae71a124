import { GUIDE_TEXT, NOT_SPECIFIED, findEmailLike } from '@intake/contracts';
import { FIELD_LABELS, acknowledge, consultationMessage, explanationFor, questionFor, tellsAboutTheProject, type VisitorKind } from '@intake/guide-engine';
import type { ChatSessionState, CollectedValue } from './chat-session.reducer.js';
import type { TurnPlan } from './chat-session.decider.js';
import { summaryValue } from './summary-value.js';

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
    (f) => `- **${summaryLabel(f, kind)}:** ${summaryValue(collected[f]!.value)}`,
  );
  const given = (field: string) => (collected[field] && collected[field]!.value !== NOT_SPECIFIED ? collected[field]!.value : null);
  // "self-employed", "independent": an organisation typed in lower case opens with a capital, as a name does.
  const affiliation = given('affiliation');
  const identity = [given('full_name'), affiliation && affiliation.charAt(0).toUpperCase() + affiliation.slice(1)].filter(Boolean).join(', ') || null;
  const email = given('email');
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

/** Said when the visitor would rather not give an address: where to write, and how to finish without one. */
export const emailDeclinedText = (contactAddress: string | undefined) =>
  `No problem, you can finish without an email address. If you'd like to talk to the team, write to ${contactAddress || 'the contact address shown on this page'}.`;

/** Asked once after a declined address, so the team knows who wrote; any answer moves on. */
export const NAME_REQUEST = "So the team knows who it's from, what name should I put on your summary, and your organisation if you have one? (Or type skip.)";

/** The same, when the name is known: only the organisation. */
export const ORGANISATION_REQUEST = "So the team knows who it's from, which organisation are you with, if any? (Or type skip.)";

/** The completion without an address: no summary is emailed, and the visitor knows where to write. */
export const completionWithoutEmailText = (contactAddress: string | undefined) =>
  `Thank you! Your conversation is complete and our team has your summary. As you left no email address we can't send you a copy; write to ${contactAddress || 'the contact address shown on this page'} whenever you'd like to hear from us.`;

const declinedEmail = (collected: Record<string, CollectedValue>) => collected.email?.value === NOT_SPECIFIED;

/**
 * Every reply that is not free text from an engine; an 'engine' plan gets the offline wording.
 * `contactAddress` is the consortium's mailbox (CONTACT_EMAIL), given to a visitor who keeps their own.
 */
export function composeReply(plan: TurnPlan, state: ChatSessionState, offlineEngineText: () => string, contactAddress?: string): string {
  const captured = plan.fields.map((f) => ({ field: f.field, value: f.value }));
  switch (plan.replyKind) {
    case 'already_complete':
      return GUIDE_TEXT.alreadyComplete;
    case 'consent_reminder':
      return GUIDE_TEXT.consentReminder;
    case 'completion':
      return declinedEmail(plan.collected) ? completionWithoutEmailText(contactAddress) : GUIDE_TEXT.completion;
    case 'revise':
      return GUIDE_TEXT.restartAfterNo;
    case 'contact_reminder':
      // "ten of our pharmacies have offered it since May": more about the project, kept for the
      // team; "pls cc my CD: …": an address, not theirs; "I couldn't find an address" is for a
      // message that held none where one was meant.
      if (plan.note && findEmailLike(plan.note)) return `${GUIDE_TEXT.contactNotTheirs} ${GUIDE_TEXT.contactRequest}`;
      return plan.note && plan.intent.kind === 'answer' && tellsAboutTheProject(plan.note)
        ? `${GUIDE_TEXT.contactNoted} ${GUIDE_TEXT.contactRequest}`
        : GUIDE_TEXT.contactReminder;
    case 'contact_request': {
      if (plan.askedField === 'full_name') return `${emailDeclinedText(contactAddress)} ${NAME_REQUEST}`;
      if (plan.askedField === 'affiliation') return `${emailDeclinedText(contactAddress)} ${ORGANISATION_REQUEST}`;
      const ack = acknowledge(captured);
      return ack ? `${ack} ${GUIDE_TEXT.contactRequest}` : GUIDE_TEXT.contactRequest;
    }
    case 'wrap_up':
      // Declined in this very message (who they are was known already): said once, before the summary.
      if (declinedEmail(plan.collected) && plan.fields.some((f) => f.field === 'email'))
        return `${emailDeclinedText(contactAddress)}\n\n${wrapUpText(plan.collected, plan.visitorKind)}`;
      return wrapUpText(plan.collected, plan.visitorKind);
    case 'consultation': {
      const intro = consultationMessage(state.persona!, plan.collected.full_name?.value ?? null);
      if (plan.machineAfter === 'wrapping_up') return `${intro}\n\n${wrapUpText(plan.collected, plan.visitorKind)}`;
      return plan.askedField ? `${intro} ${questionFor(plan.askedField, plan.visitorKind, plan.askCount)}` : intro;
    }
    case 'explain': {
      const explanation = plan.intent.kind === 'question' ? explanationFor(plan.intent.topic, plan.intent.language) : explanationFor('general');
      if (state.machine === 'wrapping_up') return `${explanation}\n\n${wrapUpText(plan.collected, plan.visitorKind)}`;
      return plan.askedField ? `${explanation} ${questionFor(plan.askedField, plan.visitorKind, plan.askCount)}` : explanation;
    }
    case 'correct_field':
      return `Sorry about that. What should I note as ${FIELD_LABELS[plan.askedField ?? 'problem'] ?? plan.askedField}? Please type it in your own words.`;
    case 'engine':
      return offlineEngineText();
  }
}
