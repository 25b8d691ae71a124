import { WORK_WITH_US_FORM_STEPS } from '@intake/contracts';
import { completionPercentage, highestStepReached, reachStep, WORK_WITH_US_STEPS } from './form-steps.js';

describe('work-with-us form steps', () => {
  it('has the four steps the spec counts', () => {
    expect(WORK_WITH_US_STEPS).toHaveLength(WORK_WITH_US_FORM_STEPS);
  });

  it('keeps reached steps in form order without repeats', () => {
    let reached = reachStep([], 'selfDescription');
    reached = reachStep(reached, 'name');
    reached = reachStep(reached, 'name');
    expect(reached).toEqual(['name', 'selfDescription']);
  });

  it('measures completion by the furthest step reached', () => {
    expect(completionPercentage([])).toBe(0);
    expect(completionPercentage(['name'])).toBe(25);
    expect(completionPercentage(['email'])).toBe(50);
    expect(completionPercentage(['name', 'selfDescription'])).toBe(75);
    expect(completionPercentage(['submit'])).toBe(100);
    expect(highestStepReached(['name', 'email'])).toBe(2);
  });
});
