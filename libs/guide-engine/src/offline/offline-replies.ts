import { NOT_SPECIFIED, type PersonaFlow } from '@intake/contracts';
import type { ReplyInput, VisitorKind } from '../guide-engine.port.js';

/** How each field reads in acknowledgements and summaries. */
export const FIELD_LABELS: Record<string, string> = {
  problem: 'the problem',
  solution: 'your solution',
  needs: 'the support you need',
  stage: 'your stage',
  title: 'the project name',
  team: 'your team',
  funding: 'funding',
  goal: 'your main goal',
  full_name: 'your name',
  email: 'your email',
  affiliation: 'your organisation',
  background: 'your background',
  target_population: 'who it is for',
  category: 'the category',
  urgency: 'your timeline',
  commitment_level: 'your commitment',
  additional_info: 'the extra details',
};

type Questions = Partial<Record<string, string[]>>;

// Each field has a first question, a rephrasing, and a last try that offers to skip.
const GENERAL: Questions = {
  problem: [
    'What problem or challenge in healthcare are you working on? Who is affected, and how?',
    'Could you describe the problem in a sentence or two: what goes wrong today, and for whom?',
    "In a few words, what's the main problem? (If you'd rather not say, type **skip**.)",
  ],
  solution: [
    'What is your solution or idea for tackling it? What does it do, and how is it different?',
    'How would your idea work in practice: a product, a service, a study, a change in care?',
    "A short description of your solution is enough. (Or type **skip** if it's too early to say.)",
  ],
  needs: [
    'What kind of support are you looking for: funding, technical help, regulatory guidance, or collaborators?',
    'Which would help you most right now: funding, technical expertise, regulatory advice, or partners?',
    'What would be the most useful next step we could help with? (Type **skip** if unsure.)',
  ],
  stage: [
    'Where is the project today: a concept, a prototype or pilot, live with users, or established?',
    'Is it still an idea, being prototyped or piloted, already in use, or established and scaling?',
  ],
  target_population: ['Who is it for: which patients, clinicians or organisations would benefit?', 'Which group of people would benefit most?'],
  category: [
    'Which category fits best: digital health/AI, medical device, diagnostics, therapeutics, or care delivery?',
    'Is it mostly software, a device, a diagnostic, a therapy, or a new way of delivering care?',
  ],
  urgency: ['How soon do you need help: immediately, in 1-2 months, in 2-6 months, or is it flexible?', 'Is there a deadline we should know about?'],
  commitment_level: [
    'How much time can you give the project: full-time, part-time, or alongside other work?',
    'Is this your main job or a side project for now?',
  ],
  background: ['Tell me a little about yourself: are you a researcher, clinician, founder, student, engineer or investor?', 'What is your role or background?'],
  full_name: ['What name should the team use when they reply?', "What's your name?"],
  email: ['Please share a valid email address so we can send you a summary.'],
  affiliation: ['Which organisation, university or company are you with, if any?', 'Which organisation are you with? (Type **skip** if none.)'],
  title: ['Does the project have a name?'],
  funding: ['Do you have funding today, or an amount in mind that you would need?'],
};

const BY_KIND: Partial<Record<VisitorKind, Questions>> = {
  investor: {
    problem: [
      'Which health problems or areas are you most interested in backing?',
      'Which areas of healthcare do you focus on: digital health, devices, diagnostics, therapeutics, care delivery?',
      "Which themes matter most to you? (Type **skip** if you're open to anything.)",
    ],
    solution: [
      'What kinds of solutions or companies do you typically back: stage, ticket size, business model?',
      'What does a good fit look like for you (stage and cheque size)?',
      'A rough idea of your typical investment is enough. (Or type **skip**.)',
    ],
    needs: [
      'What would you like from the consortium: deal flow, co-investment partners, or expert due diligence?',
      'How could we be most useful to you: introductions to teams, co-investors, or clinical and technical review?',
      'What would be a useful first step for you? (Type **skip** if unsure.)',
    ],
  },
  researcher: {
    solution: [
      'What is your research idea or approach, and what has it shown so far?',
      'How does your approach work, and what would it change in practice?',
      "A short description of your approach is enough. (Or type **skip** if it's too early.)",
    ],
    needs: [
      'What support would move your research forward: grant funding, clinical partners, data, or help turning it into a product?',
      'Would funding, collaborators, technical or regulatory help be most useful?',
      'What would be the most useful next step? (Type **skip** if unsure.)',
    ],
  },
  clinician: {
    problem: [
      'What problem do you see in your clinical work? Who does it affect, patients or staff?',
      'What goes wrong today on the ward or in clinic, and how often?',
      "In a few words, what's the main problem? (Type **skip** if you'd rather not say.)",
    ],
    solution: [
      'What would fix it? Describe your idea, even if it is only a sketch.',
      'How would your idea change the way care is delivered?',
      "A short description of your idea is enough. (Or type **skip** if it's too early.)",
    ],
  },
  student: {
    needs: [
      'What kind of support would help most: mentorship, funding, technical help, or a team to join?',
      'Would a mentor, collaborators, funding or technical help be most useful?',
      'What would be a useful next step for you? (Type **skip** if unsure.)',
    ],
  },
  entrepreneur: {
    needs: [
      'What support are you looking for: investment or grants, technical help, regulatory guidance, or clinical partners and pilot sites?',
      'Is funding, technical capacity, a regulatory pathway, or partners your biggest need right now?',
      'What would unblock you next? (Type **skip** if unsure.)',
    ],
  },
  engineer: {
    problem: [
      'What healthcare problem is your work aimed at, and who feels it?',
      'Which problem would your work solve, and for whom?',
      "In a few words, what's the problem? (Type **skip** if you'd rather not say.)",
    ],
  },
};

export function questionFor(field: string, kind: VisitorKind, askCount: number): string {
  const list = BY_KIND[kind]?.[field] ?? GENERAL[field] ?? [`Could you tell me about ${FIELD_LABELS[field] ?? field}?`];
  return list[Math.min(askCount, list.length - 1)]!;
}

const STAGE_WORDS: Record<string, string> = {
  concept: 'at the concept stage',
  prototype: 'at the prototype or pilot stage',
  live: 'live with users',
  established: 'established',
};

/** How the guide addresses someone: "Dr. Alan Whitfield" is Dr. Whitfield (never "Dr!"), "Ada Lovelace" is Ada. */
export function addressName(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  const title = /^(?:dr|prof|professor|mr|mrs|ms|miss|sister)\.?$/i.test(words[0] ?? '') ? words[0]! : null;
  if (title && words.length >= 2) return `${title} ${words[words.length - 1]}`;
  return words[0] ?? fullName;
}

/** One short line saying what this turn captured, so the visitor sees they were understood. */
export function acknowledge(captured: readonly { field: string; value: string }[]): string {
  const real = captured.filter((c) => c.value !== NOT_SPECIFIED && FIELD_LABELS[c.field] && c.field !== 'goal' && c.field !== 'category');
  const skipped = captured.some((c) => c.value === NOT_SPECIFIED);
  if (real.length === 0) return skipped ? "That's fine, we can leave that open." : '';
  const stage = real.find((c) => c.field === 'stage');
  const others = real.filter((c) => c.field !== 'stage' && c.field !== 'email' && c.field !== 'full_name');
  const parts: string[] = [];
  if (others.length > 0) parts.push(`Thanks, I've noted ${joinLabels(others.map((c) => FIELD_LABELS[c.field]!))}.`);
  if (stage && STAGE_WORDS[stage.value]) parts.push(`So you're ${STAGE_WORDS[stage.value]}.`);
  const name = real.find((c) => c.field === 'full_name');
  if (name) parts.unshift(`Nice to meet you, ${addressName(name.value)}!`);
  if (parts.length === 0) parts.push('Thanks, noted.');
  return parts.join(' ');
}

function joinLabels(labels: string[]): string {
  const unique = [...new Set(labels)];
  if (unique.length <= 1) return unique[0] ?? '';
  return `${unique.slice(0, -1).join(', ')} and ${unique[unique.length - 1]}`;
}

/** The offline reply to a collecting turn: what was understood, then the next question. */
export function composeOfflineReply(input: ReplyInput): string {
  const ack = acknowledge(input.captured);
  const question = questionFor(input.nextField, input.visitorKind, input.askCount);
  return ack ? `${ack} ${question}` : question;
}

export const PERSONA_KIND: Record<PersonaFlow, VisitorKind> = {
  academics: 'researcher',
  entrepreneurs: 'entrepreneur',
  clinicians: 'clinician',
  investors: 'investor',
};

/** Visitor spec §4 persona flow: the personalised consultation message once an email is known. */
export function consultationMessage(persona: PersonaFlow, name: string | null): string {
  const hello = name ? `Thank you, ${addressName(name)}!` : 'Thank you!';
  const offer: Record<PersonaFlow, string> = {
    academics:
      'As a researcher, you can get a personalised consultation with our team on grant strategy, finding clinical partners and data, and turning your findings into something patients can use.',
    entrepreneurs:
      'As a founder, you can get a personalised consultation with our team on investment readiness, pilot sites with our clinical partners, and the regulatory pathway for your product.',
    clinicians:
      'As a clinician, you can get a personalised consultation with our team on turning your idea into a solution: engineers and designers to build it, funding, and a route to a pilot in practice.',
    investors:
      'As an investor, you can get a personalised consultation with our team on curated deal flow from consortium projects, co-investment opportunities and expert due diligence.',
  };
  return `${hello} ${offer[persona]} We'll reply within 2-3 business days.`;
}
