import { MONEY_AMOUNT } from './money.js';

describe('an amount of money in a document', () => {
  it.each([
    'We need USD 60,000 for parts.',
    'CHF 1.2 million over 36 months',
    'un financement de 80 000 €',
    'solicitamos 900.000 pesos mexicanos',
    'around 40,000 złoty',
    'a grant of INR 45 lakh',
    'a grant of ¥3 million',
    'we are raising R2.5 million',
    'a USD 5M Series A',
    'we are seeking £500,000',
  ])('is read in %j', (text) => {
    expect(MONEY_AMOUNT.test(text)).toBe(true);
  });

  it.each(['We are mad about it', 'In 2021 we started', 'Room 101, 2 floors', '3 million people wait'])('is not read in %j', (text) => {
    expect(MONEY_AMOUNT.test(text)).toBe(false);
  });
});
