import { summaryValue } from './summary-value.js';

describe('summaryValue: a visitor value as an intake officer writes it', () => {
  it.each([
    ['hey so basicaly the problm is nurses lose drip stands', 'The problm is nurses lose drip stands'],
    ['😄 Anyway, carers have no respite at short notice', 'Carers have no respite at short notice'],
    ['omg hi 👋😊 falls at night in care homes', 'Falls at night in care homes'],
    ['thermal insoles', 'Thermal insoles'],
    ['2. Solution: text message coaching for inhaler use', 'Text message coaching for inhaler use'],
    ['Problem - asthma attacks at night 😔', 'Asthma attacks at night'],
    ['because the cartridges are expensive and our funding ends in March', 'The cartridges are expensive and our funding ends in March'],
    ['wheelchair users in the city centre, and I', 'Wheelchair users in the city centre'],
    ['Good morning, we need a partner clinic in Accra', 'We need a partner clinic in Accra'],
    ['A: Postnatal depression goes unnoticed in the barangays', 'Postnatal depression goes unnoticed in the barangays'],
    ['Dear Sir or Madam I am 83 and half the people at my day centre', 'I am 83 and half the people at my day centre'],
    ['Namaste 🙏 I am doing dialysis three times in week', 'I am doing dialysis three times in week'],
    ['hi there, so the wards lose drip stands', 'The wards lose drip stands'],
    ['Dear, my husband has dementia and he gets up in the night', 'My husband has dementia and he gets up in the night'],
    ['dunno, a grant?', 'A grant?'],
    ['not sure - maybe a mentor', 'A mentor'],
  ])('%j → %j', (raw, tidy) => {
    expect(summaryValue(raw)).toBe(tidy);
  });

  it('keeps the words (no typo is corrected, nothing is added)', () => {
    expect(summaryValue('teh ward runs out of oxygen')).toBe('Teh ward runs out of oxygen');
  });

  it('cuts a long value at a sentence end', () => {
    const first = 'Community pharmacists never see discharge letters, so medicines get mixed up after people leave hospital.';
    const v = summaryValue(`${first} ${'They phone the ward and nobody answers for hours on end. '.repeat(6)}`);
    expect(v.startsWith(first)).toBe(true);
    expect(v.length).toBeLessThanOrEqual(300);
    expect(v.endsWith('.')).toBe(true);
  });

  it('keeps one long sentence whole rather than cut it mid-way', () => {
    const one = `Patients wait ${'and wait '.repeat(30)}for a scan`;
    expect(summaryValue(one)).toBe(one);
  });

  it('leaves a value that is nothing but a filler as it was', () => {
    expect(summaryValue('ok')).toBe('ok');
  });
});
