import { classifySentence } from '../understanding/sentence-classifier.js';
import { solutionInPassing } from './solution-in-passing.js';

const read = (text: string, theProblem = false) => [{ text, learnt: classifySentence(text), theProblem }];

describe('a solution named inside a sentence told for another fact', () => {
  it('takes a clause of its own the model is sure of', () => {
    const text =
      'In Tunis summers, elderly people living alone get heatstroke and nobody notices until a neighbour smells something - we want a pharmacy-based check-in list where the pharmacist calls them on heat-alert days.';
    expect(solutionInPassing(read(text, true))?.value).toBe('we want a pharmacy-based check-in list where the pharmacist calls them on heat-alert days');
  });

  it('takes the subject of a sentence telling how far the thing has come', () => {
    expect(solutionInPassing(read('Our hearing-test booth for pharmacies has been sold to 140 pharmacies in the Baltics over six years.'))?.value).toBe(
      'hearing-test booth for pharmacies',
    );
  });

  it('takes what the visitor says they have built', () => {
    expect(solutionInPassing(read('We have a prototype foot-pedal suction pump for clinics without power.'))?.value).toBe('foot-pedal suction pump');
  });

  it('takes nothing from the problem, the people or the money', () => {
    expect(solutionInPassing(read('Our local hospital has closed its maternity unit so women drive two hours.', true))).toBeNull();
    expect(solutionInPassing(read('Our team has been running this since 2019 in three towns.'))).toBeNull();
    expect(solutionInPassing(read('Our waiting list is 18 months long and people give up.'))).toBeNull();
  });
});
