import { classifySentence } from '../understanding/sentence-classifier.js';
import { solutionInPassing } from './solution-in-passing.js';
import { extractOffline } from './offline-extractor.js';

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

describe('a sentence no field took, which the model reads as the solution', () => {
  it('is the solution of a short pitch that names it nowhere else', () => {
    const pitch =
      'I am a health visitor in Bradford. Many new mothers in our area have postnatal depression and wait months for talking therapy. We have started peer support groups on WhatsApp run by mothers who have recovered, and 30 women have joined so far in a small pilot. We would love help with an evaluation and some funding to train more peer supporters.';
    const fields = new Map(
      extractOffline(pitch, { askedField: null, source: { kind: 'document', engine: 'offline', model: null, document_id: null, page: null } }).map((f) => [
        f.field,
        f.value,
      ]),
    );
    expect(fields.get('solution')).toMatch(/^We have started peer support groups on WhatsApp/);
    expect(fields.get('problem')).toMatch(/^Many new mothers/);
  });
});
