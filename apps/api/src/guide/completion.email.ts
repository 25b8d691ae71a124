import { createHmac } from 'node:crypto';
import {
  CHAT_COMPLETION_TEMPLATE_PREFIX,
  emailContentText,
  greetingFor,
  NOT_SPECIFIED,
  type EmailContent,
  type EmailJob,
  type VisitorGoal,
  unlinkedText,
  unlinkedTitle,
} from '@intake/contracts';
import { findGoal } from '@intake/guide-engine';
import { visitorKindOf } from './chat-session.decider.js';
import { valuesOf, type ChatSessionState } from './chat-session.reducer.js';
import { summaryValue } from './summary-value.js';

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

/** "not funding,", "rather than money": what the visitor says they do not need. */
const NOT_THIS =
  /\b(?:not|no longer|rather than|instead of|other than)\s+(?:really\s+|just\s+|about\s+)?(?:\w+\s+){0,2}?(?:funding|money|investment|cash|grants?|funds)\b/gi;

/** The visitor's goal: read from the support they asked for (as it reads now), or said outright. */
export function goalOf(values: Record<string, string>): CompletionTemplate {
  const said = values.goal?.toLowerCase();
  const needs = values.needs && values.needs !== NOT_SPECIFIED ? values.needs : '';
  // What they asked for last wins over a goal read earlier: a correction ("not funding, a clinical
  // partner") changes the needs, and the goal paragraph must follow. What they said it is not, is no goal.
  const fromNeeds = needs ? findGoal(needs.replace(NOT_THIS, ' ')) : null;
  if (fromNeeds) return fromNeeds;
  if (said === 'funding' || said === 'technical' || said === 'regulatory' || said === 'collaboration') return said;
  return 'completion';
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
  // Nobody has proven the address is the visitor's (issue 28): what the visitor typed reaches it
  // bounded and without links or link-looking words, so it cannot phish.
  const rows = SUMMARY.flatMap(([field, label]) => {
    const value = field === 'title' ? title : values[field];
    if (!value || value === NOT_SPECIFIED) return [];
    return [
      {
        label: investor && INVESTOR_EMAIL_LABELS[field] ? INVESTOR_EMAIL_LABELS[field] : label,
        value: field === 'title' ? unlinkedTitle(value) : unlinkedText(summaryValue(value)),
      },
    ];
  });
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
