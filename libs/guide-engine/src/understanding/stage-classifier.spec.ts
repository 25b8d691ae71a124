import { readFileSync } from 'node:fs';
import { packWeights } from './sentence-classifier.model.js';
import { tokenise } from './sentence-features.js';
import { evaluateSentenceModel, splitHeldOut, stageTrainingSet, trainSentenceModel, withChattyVariants } from './sentence-classifier.training.js';
import { classifyStageTokens, inferredStageExcerpt, isInferredStage, STAGE_LABELS, stageFromModel, stageModel, stageReading } from './stage-classifier.js';

const training = (file: string) => readFileSync(new URL(`../../training/${file}`, import.meta.url), 'utf8');
const all = stageTrainingSet(training('stages.tsv'), training('sentences.tsv'));
const { train, heldOut } = splitHeldOut(all);

const shipped = (file: string): unknown => JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'));

describe('the stage model', () => {
  it('is trained on hundreds of labelled sentences, each stage among them, and on sentences that tell none', () => {
    expect(all.length).toBeGreaterThanOrEqual(400);
    for (const stage of STAGE_LABELS) expect(all.filter((s) => s.label === stage).length).toBeGreaterThanOrEqual(100);
  });

  it('ships the weights the training command gives', () => {
    expect(packWeights(trainSentenceModel(withChattyVariants(train), {}, STAGE_LABELS))).toEqual(shipped('stage-classifier.weights.json'));
  });

  // 0.844 when the weights were written (four stages), 0.909 with "none" and the implicit sentences (docs/guide-chat.md); the floor guards against a model that forgets.
  it('reads at least three in four held-out sentences right', () => {
    expect(evaluateSentenceModel(stageModel(), heldOut).accuracy).toBeGreaterThanOrEqual(0.75);
  });

  it.each([
    ['Forty families have been using it every day since September.', 'live'],
    ["It's only a sketch on paper, nothing built yet.", 'concept'],
    ['The bench version works and we tested it on twelve volunteers.', 'prototype'],
  ] as const)('reads %j as %s', (text, stage) => {
    expect(classifyStageTokens(tokenise(text)).label).toBe(stage);
  });

  it('answers for a sentence the sentence model reads as telling the stage when sure which, and for any other only when sure it tells one', () => {
    const tokens = tokenise('Forty families have been using it every day since September.');
    expect(stageFromModel([{ tokens, stageScore: 0.9 }])).toBe('live');
    expect(stageReading([{ tokens, stageScore: 0.9 }])?.inferredFrom).toBeNull();
    // Read as the solution, the sentence still tells the stage: inferred, and marked so.
    expect(stageReading([{ tokens, text: 'Forty families …', stageScore: 0.05 }])).toMatchObject({ stage: 'live', inferredFrom: { text: 'Forty families …' } });
    expect(stageFromModel([{ tokens: tokenise('Teenagers wait four months for a first appointment with a counsellor.'), stageScore: 0.05 }])).toBeNull();
    expect(stageFromModel([])).toBeNull();
  });

  it('marks an inferred stage by its excerpt', () => {
    expect(isInferredStage(inferredStageExcerpt('Forty families …'))).toBe(true);
    expect(isInferredStage('prototype')).toBe(false);
    expect(isInferredStage(undefined)).toBe(false);
  });

  it('calls wide use established only when sure: thousands of users since last year is in use', () => {
    const read = (text: string) => stageFromModel([{ tokens: tokenise(text), stageScore: 0.9 }]);
    expect(read('About 3,000 girls in 20 schools use it since 2023')).toBe('live');
    expect(read('It has been commissioned nationally for nine years and is now the standard of care in every region.')).toBe('established');
  });
});
