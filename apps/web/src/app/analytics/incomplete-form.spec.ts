import { trackIncompleteRequestSchema } from '@intake/contracts';
import { workWithUsMachine } from '@intake/machines';
import { createActor } from 'xstate';
import { completionPercentage, incompleteInteraction, type TrackedFormProgress } from './incomplete-form';
import { workWithUsProgress } from './work-with-us-progress';

describe('completion percentage (visitor spec §5: highest step reached / total steps × 100)', () => {
  it.each([
    [0, 4, 0],
    [1, 4, 25],
    [2, 4, 50],
    [3, 4, 75],
    [4, 4, 100],
    [1, 3, 33],
    [2, 3, 67],
    [9, 4, 100],
    [-1, 4, 0],
    [1, 0, 0],
  ])('step %i of %i is %i%%', (highest, total, expected) => {
    expect(completionPercentage(highest, total)).toBe(expected);
  });
});

describe('incomplete interaction record', () => {
  const progress = (over: Partial<TrackedFormProgress> = {}): TrackedFormProgress => ({
    interactionType: 'work_with_us',
    highestStep: 2,
    totalSteps: 4,
    lastStep: 'email',
    done: false,
    formData: { name: true, email: false },
    startedAt: 1_000,
    ...over,
  });

  it('describes a started, unfinished form', () => {
    expect(incompleteInteraction(progress(), '/work-with-us', 6_500)).toEqual({
      interaction_type: 'work_with_us',
      page_path: '/work-with-us',
      completion_percentage: 50,
      time_spent_ms: 5_500,
      form_data: { name: true, email: false },
      last_step: 'email',
    });
  });

  it('is nothing for a form never started, or submitted', () => {
    expect(incompleteInteraction(progress({ highestStep: 0, lastStep: null }), '/work-with-us', 2_000)).toBeNull();
    expect(incompleteInteraction(progress({ done: true }), '/work-with-us', 2_000)).toBeNull();
  });
});

describe('Work With Us progress (its 4 steps: name, email, self-description, submit)', () => {
  const start = () => {
    const actor = createActor(workWithUsMachine, { input: { startedAt: 1_000, clock: () => 1_000 } });
    actor.start();
    return actor;
  };
  const record = (actor: ReturnType<typeof start>, now = 61_000) => {
    const snapshot = actor.getSnapshot();
    return incompleteInteraction(workWithUsProgress(snapshot.context, snapshot.matches('editing')), '/work-with-us', now);
  };

  it('is not started before the visitor reaches a field', () => {
    expect(record(start())).toBeNull();
  });

  it('counts the furthest step and says which fields hold something, never their text', () => {
    const actor = start();
    actor.send({ type: 'FIELD.FOCUS', field: 'name' });
    actor.send({ type: 'FIELD.CHANGE', field: 'name', value: 'Dr. Ada Lovelace' });
    expect(record(actor)).toMatchObject({ completion_percentage: 25, last_step: 'name' });

    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'ada@clinic.example' });
    actor.send({ type: 'FIELD.CHANGE', field: 'notes', value: 'A secret plan' });
    const r = record(actor)!;
    expect(r).toEqual({
      interaction_type: 'work_with_us',
      page_path: '/work-with-us',
      completion_percentage: 50,
      time_spent_ms: 60_000,
      form_data: { name: true, email: true, selfDescription: false, notes: true, attachment: false },
      last_step: 'email',
    });
    const text = JSON.stringify(r);
    for (const secret of ['Ada', 'clinic.example', 'secret']) expect(text).not.toContain(secret);
    expect(trackIncompleteRequestSchema.safeParse({ ...r, session_id: 's' }).success).toBe(true);
  });

  it('a refused submit reaches the last step (100%) and stays incomplete', () => {
    const actor = start();
    actor.send({ type: 'FIELD.CHANGE', field: 'name', value: 'Ada' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(record(actor)).toMatchObject({ completion_percentage: 100, last_step: 'submit', form_data: { name: true, email: false } });
  });
});
