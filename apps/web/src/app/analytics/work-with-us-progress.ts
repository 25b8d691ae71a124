import { WORK_WITH_US_FORM_STEPS } from '@intake/contracts';
import { highestStepReached, WORK_WITH_US_STEPS, type WorkWithUsContext } from '@intake/machines';
import type { TrackedFormProgress } from './incomplete-form';

export const WORK_WITH_US_INTERACTION = 'work_with_us';

/**
 * The Work With Us form's progress for incomplete-form tracking. Its 4 steps (visitor spec §2, §9)
 * are the machine's: name, email, self-description, submit, each reached by focusing or changing
 * its field (submit: pressing Submit). form_data says which fields hold something and whether a
 * file is attached; the name, e-mail and note texts stay in the browser.
 */
export function workWithUsProgress(context: WorkWithUsContext, editing: boolean): TrackedFormProgress {
  const highest = highestStepReached(context.stepsReached);
  const { fields } = context;
  return {
    interactionType: WORK_WITH_US_INTERACTION,
    highestStep: highest,
    totalSteps: WORK_WITH_US_FORM_STEPS,
    lastStep: highest > 0 ? WORK_WITH_US_STEPS[highest - 1]! : null,
    done: !editing,
    formData: {
      name: fields.name.trim() !== '',
      email: fields.email.trim() !== '',
      selfDescription: fields.selfDescription !== '',
      notes: fields.notes.trim() !== '',
      attachment: context.attachment !== null,
    },
    startedAt: context.startedAt,
  };
}
