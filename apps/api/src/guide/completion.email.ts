import { createHmac } from 'node:crypto';
import {
  CHAT_COMPLETION_TEMPLATE_PREFIX,
  emailContentText,
  greetingFor,
  NOT_SPECIFIED,
  type EmailContent,
  type EmailJob,
  type VisitorGoal,
} from '@intake/contracts';
import { findGoal } from '@intake/guide-engine';
import { visitorKindOf } from './chat-session.decider.js';
import { valuesOf, type ChatSessionState } from './chat-session.reducer.js';

/**
 * The reference a completion email prints: derived from the session id with a server secret, so
 * it names the conversation for staff without being the session id, which is all GET
 * /api/session/{id} and POST /api/export ask for (an email is forwarded, printed, read by others).
 */
export function chatReference(sessionId: string, secret: string): string {
  const digest = createHmac('sha256', secret).update(`chat-reference:${sessionId}`).digest('hex').toUpperCase();
  return `II-${digest.slice(0, 5)}-${digest.slice(5, 10)}`;
}

/** One completion email per session, by construction. */
export const completionEmailId = (sessionId: string) => `chat-completion-${sessionId}`;

export function parseCompletionEmailId(emailId: string): string | null {
  return emailId.startsWith('chat-completion-') ? emailId.slice('chat-completion-'.length) : null;
}

export type CompletionTemplate = VisitorGoal | 'completion';

/** The visitor's goal: said outright, or read from the support they asked for. */
export function goalOf(values: Record<string, string>): CompletionTemplate {
  const said = values.goal?.toLowerCase();
  if (said === 'funding' || said === 'technical' || said === 'regulatory' || said === 'collaboration') return said;
  const needs = values.needs && values.needs !== NOT_SPECIFIED ? values.needs : '';
  return (needs && findGoal(needs)) || 'completion';
}

// Visitor spec §3 "Email templates by goal": completion, funding, technical, regulatory, collaboration.
// Each paragraph is one string: mail clients wrap it; a line break inside a sentence shows as one.
const TEMPLATES: Record<CompletionTemplate, { subject: string; body: string[] }> = {
  completion: {
    subject: 'Thank you for telling us about your project',
    body: ['Our team will review what you shared and match you with the right people in the consortium.'],
  },
  funding: {
    subject: 'Your project and funding: next steps',
    body: [
      'You told us funding is what would help most. Our funding team will look at which grants, investors and consortium programmes fit your project and stage, and suggest the best route with you.',
    ],
  },
  technical: {
    subject: 'Your project and technical support: next steps',
    body: [
      'You told us technical help is what would help most. Our technical team will look at which engineers, data scientists, biostatisticians or designers in the consortium fit what you are building.',
    ],
  },
  regulatory: {
    subject: 'Your project and regulatory guidance: next steps',
    body: [
      'You told us regulatory guidance is what would help most. Our regulatory experts will look at your pathway (trial protocol, IRB, FDA, compliance) and where you are in it.',
    ],
  },
  collaboration: {
    subject: 'Your project and collaborators: next steps',
    body: [
      'You told us the right collaborators are what would help most. Our team will look for the clinical, scientific, business or design partners in the consortium who fit your project.',
    ],
  },
};

const INVESTOR_EMAIL_LABELS: Record<string, string> = { problem: 'Areas of interest', solution: 'Investment focus', needs: 'Looking for' };

const SUMMARY: [string, string][] = [
  ['title', 'Project'],
  ['problem', 'Problem'],
  ['solution', 'Solution'],
  ['needs', 'Support needed'],
  ['stage', 'Stage'],
  ['target_population', 'Who it is for'],
  ['additional_info', 'Also mentioned'],
];

/** The visitor's completion email: the summary, the goal's next steps, and the 2-3 business day promise. */
export function renderCompletionEmail(
  state: ChatSessionState,
  overrides: { to?: string; name?: string; projectTitle?: string },
  replyTo: string,
  reference: string,
): { email: EmailJob; goal: CompletionTemplate } {
  const values = valuesOf(state.collected);
  const goal = goalOf(values);
  const template = TEMPLATES[goal];
  const title = overrides.projectTitle?.trim() || values.title;
  // An investor's summary names what they told (areas of interest, investment focus), as the wrap-up does.
  const investor = visitorKindOf(state, values) === 'investor';
  const rows = SUMMARY.map(([field, label]) => ({
    label: investor && INVESTOR_EMAIL_LABELS[field] ? INVESTOR_EMAIL_LABELS[field] : label,
    value: field === 'title' ? title : values[field],
  })).filter((r): r is { label: string; value: string } => Boolean(r.value) && r.value !== NOT_SPECIFIED);
  const content: EmailContent = {
    blocks: [
      // The name only when it reads as a person's name and nothing else (greetingFor): whoever
      // types an address can type any "name", and a greeting is where a phishing line reads as
      // ours ("Dear Visit http://...").
      { type: 'paragraph', text: greetingFor(overrides.name ?? values.full_name) },
      { type: 'paragraph', text: 'Thank you for talking with the Innovation Intake guide. Here is a summary of what you shared:' },
      rows.length > 0 ? { type: 'fields', rows } : { type: 'paragraph', text: '(no details were recorded)' },
      ...template.body.map((text) => ({ type: 'paragraph' as const, text })),
      { type: 'paragraph', text: 'A member of our team will reply within 2-3 business days.' },
      { type: 'paragraph', text: `Your reference: ${reference}` },
    ],
    closing: ['The Innovation Intake team'],
  };
  const to = overrides.to ?? values.email ?? '';
  return {
    goal,
    email: {
      email_id: completionEmailId(state.sessionId),
      to: [to],
      subject: template.subject,
      text: emailContentText(content),
      content,
      reply_to: replyTo,
      template: `${CHAT_COMPLETION_TEMPLATE_PREFIX}${goal}`,
    },
  };
}
