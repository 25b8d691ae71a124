import { fundingAmount, MONEY_AMOUNT } from './money.js';

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

describe('fundingAmount', () => {
  it.each([
    ['We are raising £250k to run the trial.', '£250k'],
    ['We need about £40,000 a year to pay for the phones and the training.', '£40,000'],
    ['The fancy ones cost $200, so we ask for USD 60,000 to build 200 of ours.', 'USD 60,000'],
  ])('finds the money raised or asked for in %j', (sentence, amount) => {
    expect(fundingAmount(sentence)?.[0]).toBe(amount);
  });

  it.each([
    'A home spirometer that costs €40 instead of €1500.',
    'The auto rickshaw is charging 400 rupees each way.',
    'Kits are about $60 each.',
    'Physio is £30 a session and most families cannot pay it.',
  ])('reads no funding in a price: %j', (sentence) => {
    expect(fundingAmount(sentence)).toBeNull();
  });
});
