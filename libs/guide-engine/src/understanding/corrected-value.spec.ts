import { correctedContacts, correctedValue } from './corrected-value.js';

describe('the value a correction states', () => {
  it.each([
    ['needs', 'Almost - support should be a cold-chain courier, not a lab partner; we found a lab last week. The rest is right.', 'a cold-chain courier'],
    ['needs', 'Nearly. Support should be a clinical trials unit to run a proper study, not money for devices.', 'a clinical trials unit to run a proper study'],
    [
      'affiliation',
      "One thing - the organisation's wrong, I left Clydeview in August, it's Next Step Leaving Care now. Everything else is fine.",
      'Next Step Leaving Care',
    ],
    ['full_name', 'Ioana Moldovan. Actually no, put my married name - Ioana Sălăjan.', 'Ioana Sălăjan'],
    ['full_name', "Reshma Abdulkadir - sorry, autocorrect! It's Reshma Abdulqader, with a q", 'Reshma Abdulqader'],
  ])('%s from "%s"', (field, text, value) => {
    expect(correctedValue(text, field)).toBe(value);
  });

  it('reads no project field from words that only sound like a correction', () => {
    expect(correctedValue("I should say up front I'm not a clinician.", 'problem')).toBeNull();
    expect(correctedValue('Kappa was high, although one should be cautious about archived material.', 'solution')).toBeNull();
  });

  it('reads each contact detail from where its own words name it', () => {
    const text =
      "Two fixes: my surname should be Ó Súilleabháin - Declan Ó Súilleabháin, the Irish spelling, I only use O'Sullivan when forms choke on it. And the company is Corrib Sensing, not Corrib Sensors - we renamed in the spring.";
    expect(correctedContacts(text)).toEqual([
      { field: 'full_name', value: 'Declan Ó Súilleabháin' },
      { field: 'affiliation', value: 'Corrib Sensing' },
    ]);
  });
});
