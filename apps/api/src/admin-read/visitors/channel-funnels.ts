import type { Funnel, FunnelStep, QuestionnaireConfig } from '@intake/contracts';
import { WORK_WITH_US_STEPS, type WorkWithUsStep } from '@intake/machines';

/**
 * The funnel of each channel, from counts already gathered (pure; docs/visitor-analytics.md
 * "Funnels"). A step's count is everyone who reached it or went further.
 */

/** The interaction_type the Work With Us form records when it is left unfinished. */
const WORK_WITH_US_INTERACTION = 'work_with_us';
export const WORK_WITH_US_PAGE = '/work-with-us';

/** Lower case, letters and digits only: "Work-With-Us Form" and "work_with_us_form" are alike. */
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
/** What the squashed interaction_type of the Work With Us form starts with, whoever reports it. */
export const WORK_WITH_US_SQUASHED = squash(WORK_WITH_US_INTERACTION);
const STEP_BY_NAME = new Map<string, WorkWithUsStep>(WORK_WITH_US_STEPS.map((s) => [squash(s), s]));

/**
 * The Work With Us step a form-left counter (`<interaction_type>:<last_step>`, rollup dim
 * `abandon`) stands for, or null when it is another form. The spec leaves both values open
 * (visitor spec §3 "Incomplete-interaction record"), so other clients are read too: any
 * interaction_type that starts with "work with us" in any case and spelling (`work_with_us_form`,
 * `WorkWithUs`); a step by name in any spelling (`self_description`), or by number counted
 * from 1 as the spec counts the form's four steps (`2` is the email; 0 is the first, past 4 the
 * last). A form is only reported once begun, so a step nobody names (empty, unknown) counts at
 * the first step.
 */
export function workWithUsStepOf(counter: string): WorkWithUsStep | null {
  const colon = counter.indexOf(':');
  const interaction = colon === -1 ? counter : counter.slice(0, colon);
  if (!squash(interaction).startsWith(WORK_WITH_US_SQUASHED)) return null;
  const step = colon === -1 ? '' : counter.slice(colon + 1).trim();
  if (/^\d{1,6}$/.test(step)) return WORK_WITH_US_STEPS[Math.min(WORK_WITH_US_STEPS.length, Math.max(1, Number(step))) - 1]!;
  return STEP_BY_NAME.get(squash(step)) ?? WORK_WITH_US_STEPS[0];
}

const WORK_WITH_US_LABELS: Record<(typeof WORK_WITH_US_STEPS)[number], string> = {
  name: 'Name',
  email: 'Email',
  selfDescription: 'Which describes you',
  submit: 'Pressed Submit',
};

/**
 * Work With Us: page views of the form's page, then its four steps from the forms left unfinished
 * (`abandoned`: step name → records) plus the submissions, then the submissions. A form left at a
 * step reached every step before it; a submission reached them all.
 */
export function workWithUsFunnel(pageViews: number, abandoned: ReadonlyMap<string, number>, submitted: number): Funnel {
  const steps: FunnelStep[] = [{ key: 'page', label: 'Viewed the page (page views)', count: pageViews, stopped: null }];
  WORK_WITH_US_STEPS.forEach((step, i) => {
    const further = WORK_WITH_US_STEPS.slice(i).reduce((sum, s) => sum + (abandoned.get(s) ?? 0), 0);
    steps.push({ key: step, label: WORK_WITH_US_LABELS[step], count: submitted + further, stopped: abandoned.get(step) ?? 0 });
  });
  steps.push({ key: 'submitted', label: 'Submitted', count: submitted, stopped: null });
  return {
    channel: 'work_with_us',
    title: 'Work With Us',
    basis: 'Forms left unfinished (recorded when the visitor leaves the form) and submissions, in the period. One visitor may leave the form more than once.',
    steps,
  };
}

/** Questionnaire: sessions started, each question reached, submitted; `stopped`: unfinished sessions whose last question it is. */
export function questionnaireFunnel(
  config: QuestionnaireConfig,
  started: number,
  submitted: number,
  reached: ReadonlyMap<string, number>,
  stopped: ReadonlyMap<string, number>,
): Funnel {
  return {
    channel: 'questionnaire',
    title: `Questionnaire (version ${config.version})`,
    basis: 'Questionnaire sessions started in the period, by the questions each reached and the last one of those not submitted.',
    steps: [
      { key: 'started', label: 'Started', count: started, stopped: stopped.get('') ?? 0 },
      ...config.questions.map((q) => ({ key: q.id, label: `${q.id}: ${q.question}`, count: reached.get(q.id) ?? 0, stopped: stopped.get(q.id) ?? 0 })),
      { key: 'submitted', label: 'Submitted', count: submitted, stopped: null },
    ],
  };
}

/** The guide chat's stages in the order a conversation goes through them. */
export const CHAT_STAGES = ['consent', 'collecting', 'contact', 'wrapping_up', 'complete'] as const;
const CHAT_STAGE_LABELS: Record<(typeof CHAT_STAGES)[number], string> = {
  consent: 'Started (consent)',
  collecting: 'Describing the idea',
  contact: 'Contact details',
  wrapping_up: 'Wrapping up',
  complete: 'Complete',
};

/** Chat: conversations started in the period by the furthest stage each reached (`byStage`: current stage → conversations). */
export function chatFunnel(byStage: ReadonlyMap<string, number>): Funnel {
  return {
    channel: 'chat',
    title: 'AI guide chat',
    basis: 'Conversations started in the period, by the stage each has reached.',
    steps: CHAT_STAGES.map((stage, i) => ({
      key: stage,
      label: CHAT_STAGE_LABELS[stage],
      count: CHAT_STAGES.slice(i).reduce((sum, s) => sum + (byStage.get(s) ?? 0), 0),
      stopped: i === CHAT_STAGES.length - 1 ? null : (byStage.get(stage) ?? 0),
    })),
  };
}
