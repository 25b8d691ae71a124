import { findFunding, findStage, findTeam, scoreSentence } from './text-rules.js';

describe('findStage', () => {
  it.each([
    ['It has been running as a pilot in our unit for three months with about 60 patients.', 'live'],
    ["We've been using it in my practice for about a year now", 'live'],
    ["We've had 40 families using it since September.", 'live'],
    ['Used by 350 patients in our national programme.', 'live'],
    ['4 years running, 300 members', 'established'],
    // The stage named outweighs the signs of use; "working on" something is no use.
    ['working prototype, 12 users', 'prototype'],
    ["It's a prototype, used by 9 patients so far.", 'prototype'],
    ['We launched last month and 40 users signed up.', 'live'],
    ["Hey, I'm a founder working on hearing.", null],
    ["I've 3D printed a few versions at home", 'prototype'],
    ['I made one with a doorbell kit lol it sort of works', 'prototype'],
    ["We've trialled the sensors in one school for a term.", 'prototype'],
    ['its just a thought i had, i havent made anything', 'concept'],
    ['Right now it is only sketches and a business plan, nothing built.', 'concept'],
    // A stage denied is none they are at.
    ["it's not live. We've tested it with five patients from our own clinic for two weeks.", 'prototype'],
  ])('%s → %s', (text, stage) => {
    expect(findStage(text)).toBe(stage);
  });

  it.each([
    ['Since 2019 we have visited 14 marts across Munster.', 'established'],
    ['Eight years, 2,300 members in 41 towns.', 'established'],
    ['The service, established in 2017, answers the finding of a survey.', 'established'],
    ['We have run it for seven years in three districts.', 'established'],
    ['About 3,000 girls in 20 schools have been using it since 2023.', 'live'],
    ['Since 2019, 212 pharmacies in England have paid a monthly subscription.', 'established'],
    ['So every Thursday since 2017 our pharmacy tech and I drive out to the hollers.', 'established'],
  ])('a service running five years or more is established, whatever its size: %j → %s', (text, stage) => {
    expect(findStage(text, new Date('2026-12-01T00:00:00Z'))).toBe(stage);
  });

  it.each([
    'Patients have waited since 2018 for a diagnosis.',
    'My mum has had diabetes for twenty years.',
    'the app is used by nurses to record observations',
    'We need a partner who has made a similar device',
    'patients wait since January for an appointment',
  ])('names no stage in %j', (text) => {
    expect(findStage(text)).toBeNull();
  });
});

describe('findFunding', () => {
  it('takes money asked for, not a price', () => {
    expect(findFunding('We are raising £250k to run the trial.')).toMatch(/£250k/);
    expect(findFunding('A home spirometer that costs €40 instead of €1500.')).toBeNull();
    // A fare or a unit price told as part of the problem.
    expect(findFunding('The auto rickshaw is charging 400 rupees each way and after dialysis I am too weak to stand.')).toBeNull();
    expect(findFunding('Money for kits, about $60 each, and a training partner.')).toBeNull();
  });

  it('reads money in any currency, as the document reader does', () => {
    expect(findFunding('We are asking for USD 60,000 to build 200 dispensers.')).toMatch(/USD 60,000/);
    expect(findFunding('Nous cherchons 80 000 € pour le pilote.')).toMatch(/80 000 €/);
  });
});

describe('findStage beside an explicit stage word', () => {
  it('keeps a prototype a prototype when it is running somewhere', () => {
    expect(findStage('Prototype running with two pharmacies')).toBe('prototype');
  });
});

describe('what "I would like to …" says', () => {
  it('is a request with help or money, a solution with a thing to do, and neither when it only leads in', () => {
    expect(scoreSentence("we'd like funding for a second site").needs).toBeGreaterThanOrEqual(3);
    expect(scoreSentence("we'd like to give families a box with a card and a direct line to a nurse")).toMatchObject({ needs: 0, solution: 3 });
    expect(scoreSentence("i'd like to submit a public health idea")).toMatchObject({ needs: 0, solution: 0 });
  });
});

describe('what "my idea is about …" says', () => {
  it('names the topic, not the solution', () => {
    expect(scoreSentence('well, my idea is about stammering: children who stammer wait over a year for speech therapy.').solution).toBe(0);
    expect(scoreSentence('my idea is an app that reminds teenagers to carry their inhaler').solution).toBeGreaterThanOrEqual(3);
  });
});

describe('findStage on a pilot', () => {
  it.each([
    ["We're piloting it with 300 porters across two hospitals.", 'live'],
    ['We piloted it at Rosehill and at Kingsmead.', 'live'],
    ['piloting, 4 practices', 'live'],
    ['It works on basic phones. Piloting with 30 volunteers.', 'live'],
    ['We would like funding to pilot it with 20 families.', 'prototype'],
    ['We hope to start piloting in two schools next year.', 'prototype'],
    ['We have a prototype and are piloting it with 5 families.', 'prototype'],
  ] as const)('reads %j as %s', (text, stage) => {
    expect(findStage(text)).toBe(stage);
  });
});

describe('findStage in a lab', () => {
  it.each([
    ['The monitor is working in our lab and catches 9 of 10 falls on the mat.', 'prototype'],
    ['We tested it on pig skin in the lab.', 'prototype'],
    ['The app is working in 14 practices.', 'live'],
  ] as const)('reads %j as %s', (text, stage) => {
    expect(findStage(text)).toBe(stage);
  });
});

describe('findStage on something built', () => {
  it.each([
    ['We built a bedside sensor that detects wandering.', 'prototype'],
    ["We've built two working units.", 'prototype'],
    ['We built a strong team of community nurses.', null],
    ['We built a service now used by 3,000 people.', 'live'],
  ] as const)('reads %j as %s', (text, stage) => {
    expect(findStage(text)).toBe(stage);
  });
});

describe('findTeam', () => {
  it('keeps the clause that tells the team, never a value cut mid-way', () => {
    const text =
      "Our team in Recife supports the community health agents' home visits for people with leprosy; many stop the 12-month treatment halfway because the tablets darken the skin and they feel ashamed, and then they disappear from the clinic lists for good.";
    expect(findTeam(text)).toBe("Our team in Recife supports the community health agents' home visits for people with leprosy");
  });
});
