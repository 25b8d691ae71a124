/**
 * Money as visitors and their documents write it, read the same way by the chat's rules and the
 * document reader.
 */

/** An ISO currency code ("USD 60,000", "60,000 CHF"). */
const CURRENCY_CODE =
  'USD|EUR|GBP|CHF|AUD|CAD|NZD|INR|PHP|MXN|MAD|NOK|SEK|DKK|ISK|CZK|PLN|HUF|RON|ZAR|KES|NGN|GHS|UGX|TZS|RWF|ETB|XOF|XAF|BRL|ARS|CLP|COP|PEN|JPY|CNY|HKD|SGD|AED|SAR|EGP|TRY|UAH|IDR|THB|VND|MYR|BDT|PKR|LKR|NPR';
/** A number as documents write it: "60,000", "1.2", "900.000", "80 000". */
const NUMBER = '\\d{1,3}(?:[ ,.]\\d{3})+(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)?';
const MAGNITUDE = '(?:\\s?(?:k|m|mm|bn|million|millones|millions|milioni|thousand|billion|lakh|crore|mil|mln|mio)\\b)?';
/** Currency words after a number, in the languages pitches come in. */
const CURRENCY_WORDS =
  'euros?|eur|pounds|gbp|dollars|dólares|dolares|usd|chf|francs|pesos(?: mexicanos)?|złoty|zloty|zł|yen|rupees|reais|rand|shillings|naira|cedis|kronor|kroner|krona|forint|yuan|dirhams?|lei';

/**
 * An amount of money: a symbol or code before the number ("£500,000", "USD 60,000", "¥3 million",
 * "R2.5 million"), or a currency after it ("80 000 €", "40,000 złoty", "900.000 pesos mexicanos").
 * Plain strings, not String.raw: the build (swc) has turned a raw `\b` into a backspace.
 */
export const MONEY_AMOUNT = new RegExp(
  [
    `[$€£¥₹₱₦₩₺]\\s?(?:${NUMBER})${MAGNITUDE}`,
    `\\b(?:${CURRENCY_CODE})\\s?(?:${NUMBER})${MAGNITUDE}`,
    `\\bR\\s?(?:${NUMBER})\\s?(?:k|m|bn|million|billion)\\b`,
    `\\b(?:${NUMBER})${MAGNITUDE}\\s?(?:€|£|\\$|(?:${CURRENCY_CODE})\\b|(?:${CURRENCY_WORDS})\\b)`,
  ].join('|'),
  'iu',
);

/** Words before an amount that make it a price, not money raised or asked for ("costs €40 instead of €1500"). */
const PRICE_BEFORE =
  /\b(?:costs?|costing|priced?|price of|cheaper|instead of|sells? for|retails? for|for only|per|charg(?:e|es|ed|ing)|pay(?:s|ing)?|spend(?:s|ing)?|spent|fares?|fees?)\b[^.$€£\d]{0,20}$/i;
/**
 * Words after an amount that make it a price ("400 rupees each way", "£30 a session"). Not "a
 * year" or "a month": "about £40,000 a year to pay for the phones" is the budget asked for.
 */
const PRICE_AFTER = /^[^.]{0,12}?\b(?:each|per|apiece|a\s+(?:session|visit|trip|ride|time|unit|piece|kit|box|pair|test|head))\b/i;

/** The pattern's global twin (matchAll needs one), made once per pattern. */
const globals = new WeakMap<RegExp, RegExp>();
function everyMatch(pattern: RegExp): RegExp {
  let every = globals.get(pattern);
  if (!every) {
    every = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
    globals.set(pattern, every);
  }
  return every;
}

/**
 * The first amount in a sentence that is money raised, asked for or held: a price ("the fancy ones
 * cost $200", "400 rupees each way") is what something costs, not the project's funding. `amount`
 * is the pattern of an amount (MONEY_AMOUNT unless the caller reads bare figures too). The chat
 * reads funding through it; the document reader does not: applied there it found two fewer blind
 * document fields and no more development ones (docs/guide-chat.md, twenty-second session).
 */
export function fundingAmount(sentence: string, amount: RegExp = MONEY_AMOUNT): RegExpExecArray | null {
  for (const match of sentence.matchAll(everyMatch(amount))) {
    const before = sentence.slice(0, match.index);
    const after = sentence.slice(match.index + match[0].length);
    if (!PRICE_BEFORE.test(before) && !PRICE_AFTER.test(after)) return match as RegExpExecArray;
  }
  return null;
}
