import { findEmailLike, NOT_SPECIFIED, type VisitorGoal } from '@intake/contracts';
import { fundingAmount, MONEY_AMOUNT } from '../understanding/money.js';
import type { VisitorKind } from '../guide-engine.port.js';

/**
 * Each run of white space as one space, or one line break when it holds one. One pass: the
 * splitter below, given long runs, would retry each run from every position in it.
 */
export const collapseWhitespace = (text: string) => text.replace(/\s+/g, (run) => (run.includes('\n') ? '\n' : ' '));

/** Sentences, with bullets and line breaks treated as boundaries too. */
export function sentences(text: string): string[] {
  return collapseWhitespace(text)
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])|\n+|\s+[•·]\s+/)
    .map((s) => s.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter((s) => s.length > 0);
}

/** At most `max` characters, cut at a word's end ("… full stop…", never "… there'…"). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space >= max * 0.6 ? head.slice(0, space) : head).replace(/[\s,;:–—-]+$/, '')}…`;
}

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Where one sentence holds two statements: a dash or a semicolon between them. */
export const STATEMENT_BREAK = /\s+[-–—]\s+|;\s+/;

/** A message or sentence that opens by agreeing ("Yes, but …", "ok so …"). */
export const OPENS_WITH_YES = /^\W*(?:yes|yeah|yep|ok(?:ay)?|sure)\b/i;

/** A question word first, or "you": the words ask us something, however they end. */
export const ASKS_US = /^\W*(?:what|how|why|who|when|where|which|can|could|do|does|is|are|will|would|should|may)\b|\b(?:you|your|u)\b/i;

/** Answers that mean "I'd rather not say": the guide records NOT_SPECIFIED and moves on. */
const DECLINE =
  /^(?:i\s+(?:do\s*n[o']?t|dont)\s+know|not\s+sure(?:\s+yet)?|no\s+idea|skip(?:\s+(?:this|it))?|pass|n\/?a|none(?:\s+yet)?|nothing(?:\s+(?:yet|else))?|not\s+(?:yet|applicable)|prefer\s+not\s+to\s+say|rather\s+not\s+say)[\s.!]*$/i;
export const isDecline = (text: string) => DECLINE.test(text.trim());

/** Values that mean the source did not say; documents and LLMs produce them, we drop them. */
const NOT_MENTIONED = /^(?:not\s+(?:mentioned|stated|specified|provided|given|available|applicable)|n\/?a|none|unknown|null|-+|\?)\.?$/i;
export const isNotMentioned = (value: string) => NOT_MENTIONED.test(value.trim()) && value.trim() !== NOT_SPECIFIED;

export function findEmail(text: string): string | null {
  const match = findEmailLike(text);
  if (!match) return null;
  let end = match.length;
  while (end > 0 && '.,;:!?)'.includes(match[end - 1]!)) end--;
  return match.slice(0, end).toLowerCase();
}

// Each content field has cues; a sentence goes to the field whose cues weigh most.
interface Cue {
  pattern: RegExp;
  weight: number;
}

const PROBLEM_CUES: Cue[] = [
  { pattern: /\b(?:problem|challenge|issue|pain\s+point|bottleneck)s?\b/i, weight: 3 },
  {
    pattern:
      /\b(?:struggl\w*|suffer\w*|burn\s?out|burnout|shortage|backlog|waitlists?|waiting\s+lists?|readmission\w*|fragmented|inefficien\w*|errors?|delays?|miss(?:ed|es|ing)?|overwhelm\w*|isolat\w*|falls?)\b/i,
    weight: 2,
  },
  {
    pattern:
      /\b(?:duplicat\w*|manual(?:ly)?|paperwork|time[- ]consuming|wasted?|spend\w*\s+(?:\w+\s+){0,2}(?:hours|minutes|days)|(?:lose|loses|losing|lost)\s+(?:\w+\s+){0,3}(?:hours|minutes|days|time|money|patients)|waits?\s+(?:\w+\s+)?(?:hours|days|weeks|months|years)|long\s+waits?)\b/i,
    weight: 2,
  },
  {
    pattern:
      /\b(?:too\s+late|(?:found|diagnosed|detected|noticed|spotted)\s+(?:too\s+)?late|late\s+diagnosis|undiagnosed|go(?:es)?\s+unnoticed|(?:is|are|get|gets)\s+missed|don't\s+know\s+(?:where|how|when)|doesn't\s+know|no\s+way\s+to|(?:get|gets|getting)\s+worse|wait(?:s|ing)?\s+(?:over|more\s+than|up\s+to)|readmitted|expensive)\b/i,
    weight: 2,
  },
  {
    pattern:
      /\b(?:hard\s+to|difficult|can(?:no|'|’)?t|unable\s+to|lack(?:s|ing)?\s+(?:of\s+)?|too\s+(?:many|long|few|slow|expensive|costly)|takes?\s+(?:hours|days|weeks|months)|spend\s+(?:hours|too)|costs?\s+(?:hospitals|patients|us)|no\s+(?:good|easy|reliable)\s+way)\b/i,
    weight: 2,
  },
  {
    pattern:
      /\b(?:areas?|sectors?|themes?)\s+(?:i'?m|we'?re|we\s+are|i\s+am)\s+(?:most\s+)?interested\s+in|interested\s+in\s+(?:backing|funding|investing)|focus(?:ed|es)?\s+on\b/i,
    weight: 2,
  },
];

/** "…would like to give / build / offer …": what the visitor would do, their solution, not a request for help. */
const WOULD_MAKE =
  '\\s+to\\s+(?:give|offer|build|provide|create|make|set\\s+up|run|start|develop|launch|design|introduce|train|deliver|open|establish|turn)\\b';
/** "I'd like to submit / describe / tell you about …": the way into the pitch, neither need nor solution. */
const WOULD_SAY = '\\s+to\\s+(?:submit|describe|share|tell|propose|present|explain|outline|put\\s+forward|pitch)\\b';

const SOLUTION_CUES: Cue[] = [
  { pattern: new RegExp(`\\b(?:i|we)(?:\\s+would|['’]d)\\s+(?:like|love)${WOULD_MAKE}`, 'i'), weight: 3 },
  {
    pattern:
      /\b(?:we|i)(?:'re|'m|\s+are|\s+am|\s+have)?\s+(?:been\s+)?(?:building|developing|developed|created|creating|designed|designing|built|prototyped|working\s+on|testing|launched)\b/i,
    weight: 3,
  },
  {
    pattern:
      /\b(?:(?:our|my)\s+(?:[a-z-]+\s+){0,2}|the\s+)(?:solution|app|application|platform|device|tool|product|system|approach|idea|prototype|algorithm|software|service|wearable|sensor|model|invention|technology)\b(?!\s+(?:is|was)\s+(?:about|on|around)\b)/i,
    weight: 3,
  },
  {
    pattern:
      /\b(?:has|have|had)\s+(?:developed|built|created|designed|invented|prototyped)\b|\b(?:our|my)\s+(?:lab|team|group|company|startup)\s+(?:is\s+)?(?:developing|building|designing)\b/i,
    weight: 3,
  },
  // "My idea is about stammering: …" names the topic; what follows says what it is.
  {
    pattern:
      /\b(?:solution|idea)\s+is\b(?!\s+(?:about|on|around)\b)|\bwe\s+propose|\bproposing\b|\bmy\s+idea\b(?!\s+is\s+(?:about|on|around)\b)|\bidea\s+for\b/i,
    weight: 3,
  },
  {
    pattern:
      /\ban?\s+(?:\w+\s+){0,3}(?:app|platform|device|tool|dashboard|algorithm|wearable|sensor|chatbot|model|kit|test|assay|portal|system)\s+(?:that|which|to|for)\b/i,
    weight: 2,
  },
  {
    pattern:
      /\b(?:uses?|using|powered\s+by|based\s+on)\s+(?:ai|artificial\s+intelligence|machine\s+learning|ml|nlp|computer\s+vision|sensors?|wearables?|telehealth)\b/i,
    weight: 1,
  },
  { pattern: /\b(?:we|i)\s+(?:invest|back|fund)\s+(?:in\s+)?|\b(?:ticket|check|cheque)\s+sizes?\b|\bportfolio\b|\bthesis\b/i, weight: 3 },
];

const NEEDS_CUES: Cue[] = [
  { pattern: /\b(?:we|i)\s+(?:really\s+)?(?:need|require)\b|\bneed(?:s|ed)?\s+(?:help|support|funding|money|a|an|to|partners?|access|guidance)\b/i, weight: 3 },
  {
    pattern:
      /\b(?:looking\s+for|seeking|searching\s+for|hoping\s+(?:to\s+find|for)|would\s+(?:like|love)\s+(?:help|support|to\s+(?:find|connect|meet|get|partner|co-?invest|see))|want\s+(?:help|support|to\s+(?:find|connect|meet|partner|get)))\b/i,
    weight: 3,
  },
  { pattern: /\b(?:help|support|advice|guidance)\s+(?:with|for|to)\b/i, weight: 2 },
  // "We'd like funding", not "we'd like to give families a box", which is what they would do.
  {
    pattern: new RegExp(
      `\\b(?:i|we)(?:\\s+would|['’]d)\\s+(?:like|love|appreciate)\\b(?!${WOULD_MAKE}|${WOULD_SAY})|^(?:looking|seeking)\\s+for\\b|^(?:need|needs)\\b`,
      'i',
    ),
    weight: 3,
  },
  {
    pattern:
      /\b(?:funding|grants?|investors?|investment|capital|co-?founders?|mentors?|mentorship|partners?|partnerships?|collaborat\w*|pilot\s+sites?|clinical\s+partners?|expertise|deal\s+flow|co-?invest\w*|due\s+diligence|introductions?)\b/i,
    weight: 1,
  },
];

export const CONTENT_CUES = { problem: PROBLEM_CUES, solution: SOLUTION_CUES, needs: NEEDS_CUES } as const;
export type ContentField = keyof typeof CONTENT_CUES;

export function scoreSentence(sentence: string): Record<ContentField, number> {
  const score = { problem: 0, solution: 0, needs: 0 };
  for (const field of Object.keys(CONTENT_CUES) as ContentField[]) {
    for (const cue of CONTENT_CUES[field]) if (cue.pattern.test(sentence)) score[field] += cue.weight;
  }
  return score;
}

const IN_USE_NOW = new RegExp(
  String.raw`\b(?:(?<!(?:prototype|beta|mvp|demo|version)\s+)(?:been\s+)?(?:(?:running|operating)\s+(?:as\s+a\s+pilot\s+)?(?:in|at|with|across|on|since)|working\s+(?:in|at|across|since)(?!\s+(?:our|the|a|my)\s+(?:lab|laboratory|workshop|garage|kitchen|shed|bench)\b))\s|running\s+(?:in\s+)?\d|(?:been\s+)?using\s+(?:it|them|this)\b|in\s+use\b|used\s+(?:by|at|on|in|across)\s+(?:\d[\d,]*|over|more|about|around|some|several|my|our|two|three|four|five|six|seven|eight|nine|ten|dozens|hundreds|thousands)|(?:doing|offering|delivering)\s+(?:it|this)\s+(?:in|at|with|for|across)\s|\d[\d,]*\s+[\p{L}-]+\s+(?:are\s+|have\s+been\s+)?using\s+it)\b`,
  'iu',
);

const STAGE_RULES: [RegExp, string][] = [
  [
    /\b(?:established|scaling|scale[- ]up|mature|for\s+\d+\s+years|\d+\s+years\s+(?:running|operating|in\s+operation|on\s+air)|running\s+(?:for\s+)?\d+\s+years|profitable|series\s+[b-z])\b/i,
    'established',
  ],
  [/\b(?:launched|live|in\s+(?:the\s+)?market|on\s+the\s+market|paying\s+(?:customers|users)|revenue|deployed\s+in|commercial(?:ly)?\s+available)\b/i, 'live'],
  // A thing the visitor calls a prototype is one, whatever signs of use stand around it: "It's a
  // prototype, used by 9 patients so far", "working prototype, 12 users". A pilot is not: "pilot
  // running with 50 patients" is in use, as people say it.
  [/\b(?:prototype|prototyping|mvp|minimum\s+viable|proof[- ]of[- ]concept|poc|beta|working\s+demo|alpha)\b/i, 'prototype'],
  // Piloting with real people or places is in use, as the visitors who wrote the corpora call it:
  // "piloting it with 800 workers on three plantations", "we piloted at Guy's", "pilot running in 6 homes".
  // A pilot asked for or planned ("funding for a pilot", "we hope to pilot") is not.
  [
    /\b(?:(?:we(?:'re|\s+are|'ve|\s+have)?|i(?:'m|\s+am|'ve|\s+have)?|currently|now|already|been)\s+(?:been\s+)?pilot(?:ing|ed)|pilot(?:ing)?\s+(?:is\s+|has\s+been\s+)?(?:running|underway|ongoing|live|started)|piloting(?=\s*,)|(?:^|[.!?]\s+)piloting(?=\s+(?:with|in|at|on|across)\s))(?![\p{L}])[^.;]{0,40}?\b(?:with|in|at|on|across|\d)/iu,
    'live',
  ],
  [/\b(?:in\s+use\s+(?:at|in)|\d[\d,]*\s+(?:active\s+|paying\s+)?(?:users|members|subscribers|customers|clients))\b/i, 'live'],
  // In use, in the words people use for it: "running in our unit for three months", "we've been
  // using it since September", "used by 350 patients", "doing this in two markets for a year".
  [IN_USE_NOW, 'live'],
  [/\b(?:pilot(?:ing|ed)?|feasibility\s+study|early\s+(?:testing|trials?))\b/i, 'prototype'],
  // Made and tried, in everyday words: "I've 3D printed a few versions", "I made one with a doorbell kit", "we've trialled the sensors".
  [
    /\b(?:(?:working|works|tested|testing|trialled|validated)\s+(?:\w+\s+){0,3}?in\s+(?:our|the)\s+(?:lab|laboratory)|(?:i|we)(?:'ve|\s+have)?\s+(?:already\s+)?(?:made|sewn|coded|printed)\s+(?:a|an|one|the|it|some|several|a\s+few|about|\d)|(?:i|we)(?:'ve|\s+have)?\s+(?:already\s+)?built\s+(?:a|an|one|the|it|two|three|\d)\b(?!\s+(?:\w+\s+)?(?:team|relationships?|partnerships?|network|community|case|coalition|business))|3d[- ]printed|trial+ed|(?:we|i)(?:'ve|\s+have)?\s+tested|tried\s+(?:it\s+)?(?:with|on|out)|sort\s+of\s+works|works\s+on\s+our)\b/i,
    'prototype',
  ],
  [
    /\b(?:concept|idea\s+stage|(?:just|only|still)\s+(?:an?\s+)?(?:idea|thought)|(?:idea|concept|sketch(?:es)?)\s+only|early\s+idea|ideation|on\s+paper|ha(?:ve|s)?n'?t\s+(?:built|started|made\s+anything)|(?:i've|we've|i\s+have|we\s+have)\s+not\s+(?:built|made)\s+anything|(?:don'?t|do\s+not)\s+have\s+anything\s+(?:made|built)|nothing\s+(?:built|made)|not\s+(?:yet\s+)?built|(?:only|just)\s+sketches|planning\s+stage|napkin)\b/i,
    'concept',
  ],
];

/** A stage the visitor denies ("it's not live", "we aren't established yet") is none they are at. */
const DENIED_STAGE = /\b(?:not|isn'?t|aren'?t|never|nowhere\s+near)\s+(?:yet\s+|really\s+|actually\s+)?(?:live|launched|established|in\s+use)\b(?:\s+yet)?/gi;

export function findStage(raw: string, now: Date = new Date()): string | null {
  const text = raw.replace(DENIED_STAGE, ' ');
  if (yearsRunning(text, now) >= ESTABLISHED_AFTER_YEARS) return 'established';
  for (const [pattern, stage] of STAGE_RULES) if (pattern.test(text)) return stage;
  return null;
}

/** Running this long, a service is established whatever its size ("Since 2019 we have visited 14 marts", "Eight years, 2,300 members"). */
const ESTABLISHED_AFTER_YEARS = 5;
const NUMBER_WORDS: Record<string, number> = { five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20 };
const IN_USE_VERB = String.raw`(?:run|runs|running|ran|operat\w*|visited|used|using|served|serving|delivered|delivering|in\s+use|open(?:ed)?|launched|started|began|set\s+up|established|founded|going|working|helped|screened|treated|have\s+been|has\s+been|we've\s+been|paid|pay|pays|subscrib\w*|sold|sells?|install\w*|deploy\w*|renew\w*|reached|trained|enrolled|drive|drives|visits?|sees?|saw|seen|cared\s+for|every\s+(?:\w+day|week|month|year|morning|evening|summer|winter))`;
const IN_USE_SENTENCE = new RegExp(String.raw`\b${IN_USE_VERB}\b`, 'i');
const SINCE_YEAR = new RegExp(String.raw`\b(?:since|from|in)\s+((?:19|20)\d\d)\b`, 'gi');
const FOR_YEARS = new RegExp(
  String.raw`\b(?:for|over|in\s+(?:its|our|their))\s+(?:the\s+(?:last|past)\s+)?(\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\s+years\b`,
  'gi',
);
const YEARS_LEAD = new RegExp(String.raw`^\W*(\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\s+years\b[,;:]`, 'i');

/** How many years the text says the project has been in use: a year it began in, or a span, beside a verb of running it. */
export function yearsRunning(text: string, now: Date = new Date()): number {
  const count = (n: string) => Number(n) || NUMBER_WORDS[n.toLowerCase()] || 0;
  let years = 0;
  for (const sentence of text.split(/(?<=[.!?;])\s+|\n/)) {
    if (!IN_USE_SENTENCE.test(sentence) && !YEARS_LEAD.test(sentence)) continue;
    for (const m of sentence.matchAll(SINCE_YEAR)) years = Math.max(years, now.getUTCFullYear() - Number(m[1]));
    for (const m of sentence.matchAll(FOR_YEARS)) years = Math.max(years, count(m[1]!));
    const lead = YEARS_LEAD.exec(sentence);
    if (lead) years = Math.max(years, count(lead[1]!));
  }
  return years;
}

/** Years of running said in another language ("In sette anni il servizio …", "depuis cinq ans", "seit sieben Jahren"). */
const FOREIGN_NUMBERS: Record<string, number> = {
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  sete: 7,
  oito: 8,
  dez: 10,
  vijf: 5,
  zes: 6,
  zeven: 7,
  negen: 9,
  tien: 10,
};
const FOREIGN_YEARS = /(?<![\p{L}])(?:en|in|durante|per|seit|depuis|hace|há|al|sinds|da)\s+(\d{1,2}|\p{L}+)\s+(?:años|ans|jahren?|anni|anos|jaar)(?![\p{L}])/iu;
export function yearsRunningForeign(text: string, now: Date = new Date()): number {
  const n = FOREIGN_YEARS.exec(text)?.[1]?.toLowerCase();
  const since = FOREIGN_SINCE_YEAR.exec(text)?.[1];
  return Math.max(n === undefined ? 0 : Number(n) || FOREIGN_NUMBERS[n] || 0, since ? now.getUTCFullYear() - Number(since) : 0);
}
/** A year it began in: "dal 2019 lo screening si fa", "desde 2018", "seit 2017", "sedan 2016". */
const FOREIGN_SINCE_YEAR = /(?<![\p{L}])(?:desde|depuis|seit|dal|sinds|od|sedan)\s+((?:19|20)\d\d)(?!\d)/iu;

/**
 * How far a project has come, said in another language the guide meets (German, French, Spanish,
 * Italian, Portuguese, Dutch, Polish). The guide records none of such a message's words, but the
 * stage is a category: "Es gibt einen funktionierenden Prototyp", "Le service fonctionne déjà
 * depuis un an", "Todavía es solo una idea".
 */
export function foreignStage(text: string): string | null {
  if (yearsRunningForeign(text) >= 5 || FOREIGN_SELLING.test(text)) return 'established';
  if (FOREIGN_IDEA.test(text)) return 'concept';
  // As in English: a thing called a prototype is one; a pilot running in twelve schools is in use.
  if (FOREIGN_PROTOTYPE.test(text)) return 'prototype';
  if (FOREIGN_IN_USE.test(text) || FOREIGN_PILOT_IN_USE.test(text)) return 'live';
  return FOREIGN_PILOT.test(text) ? 'prototype' : null;
}

/** Only an idea so far: "nur eine Idee", "juste une idée", "solo una idea", "só uma ideia", "nog maar een idee", "tylko pomysł", "noch nichts gebaut". */
const FOREIGN_IDEA =
  /(?<![\p{L}])(?:(?:nur|erst|juste|seulement|encore|solo|sólo|solamente|todavía|soltanto|ancora|só|apenas|ainda|alleen|nog\s+maar|tylko)\s+(?:(?:eine|une|una|un|uma|een)\s+|un')?(?:idee|idée|idea|ideia|pomysł\w*|konzept|concept|concepto|concetto|conceito|koncepcja)|(?:noch\s+nichts|rien\s+encore|todavía\s+no\s+hemos|ainda\s+não|nog\s+niets|jeszcze\s+nic|ancora\s+nulla)|(?:pas|no|non|não|niet|nicht|nie)\s+(?:encore|todavía|ancora|ainda|nog|noch|jeszcze)\s+(?:construit|construido|costruito|construído|gebouwd|gebaut|zbudowan\w*|développé|desarrollado|sviluppato|desenvolvido|ontwikkeld|entwickelt))(?![\p{L}])/iu;

/** A prototype, and a pilot, in the other languages ("Prototyp", "prototipo"; "Pilotprojekt", "projet pilote"). */
const FOREIGN_PROTOTYPE = /(?<![\p{L}])(?:prototyp\w*|protótipo|prototipo)(?![\p{L}])/iu;
const FOREIGN_PILOT_WORD = String.raw`(?:pilot(?:projekt|phase|studie)\w*|projet\s+pilote|phase\s+pilote|piloto|progetto\s+pilota|fase\s+piloto|proefproject|pilotaż\w*|pilot)`;
const FOREIGN_PILOT = new RegExp(String.raw`(?<![\p{L}])${FOREIGN_PILOT_WORD}(?![\p{L}])`, 'iu');
/** A pilot with its places or people counted: "Piloto en 12 escuelas", "projet pilote dans 3 maternités". */
const FOREIGN_PILOT_IN_USE = new RegExp(
  String.raw`(?<![\p{L}])${FOREIGN_PILOT_WORD}\s+(?:\S+\s+){0,2}?(?:en|in|w|em|dans|op|bei|con|mit|avec|com|met|z)\s+\d`,
  'iu',
);

/**
 * In use: "Desde enero funciona en 7 comunidades", "la usan 900 familias", "seit 2022 nutzen …",
 * "fonctionne déjà", "Lo usiamo già in reparto", "Já está funcionando", "in gebruik".
 */
const FOREIGN_IN_USE = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:desde|depuis|seit|dal|da|sinds|há|od)\s+(?:\d{4}|\p{L}+)\b[^.]{0,60}?(?:funciona\w*|usan|utiliza\w*|atend\w*|fonctionne\w*|utilis\w*|nutz\w*|läuft|laufen|funziona\w*|utilizz\w*|usam|gebruik\w*|werkt|działa)|(?:funciona\w*|fonctionne\w*|läuft|laufen|funziona\w*|werkt|działa|usiamo|usamos|utilisons|utilizamos|nutzen|gebruiken|używamy|wordt\s+\S+\s+gebruikt)\s+(?:\S+\s+){0,3}?(?:déjà|ya|già|bereits|schon|já|al|już|desde|depuis|seit|da|dal|sinds|od)(?![\p{L}])|(?:déjà|ya|già|bereits|schon|já|al|już)\s+(?:\S+\s+){0,2}?(?:funciona\w*|fonctionne\w*|läuft|funziona\w*|werkt|działa|installé|instalado|installato|installiert|geïnstalleerd|gebruikt|in\s+uso|em\s+uso|en\s+uso|en\s+service|im\s+einsatz|in\s+gebruik|w\s+użyciu)|(?:la|lo|los|las)\s+usan\s+\d|funciona\s+en\s+\d|im\s+(?:regel)?einsatz|en\s+service|en\s+uso|in\s+uso|em\s+uso|in\s+gebruik|w\s+użyciu)(?![\p{L}])`,
  'iu',
);

/** Sold to customers: "wij verkopen het aan zorgverzekeraars", "nous le vendons à …". */
const FOREIGN_SELLING = /(?<![\p{L}])(?:verkaufen|vendons|vendemos|vendiamo|verkopen|sprzedajemy)\s+(?:\S+\s+){0,2}?(?:an|à|a|aan|al|alle|ai|do)(?![\p{L}])/iu;

const GOAL_RULES: [RegExp, VisitorGoal][] = [
  // Before funding: a co-investor wants partners, not money.
  [/\b(?:deal\s+flow|co-?invest\w*)\b/i, 'collaboration'],
  [
    /\b(?:fda|regulat\w*|irb|ethics\s+(?:board|approval)|(?:data\s+)?governance|compliance|clearance|510\(?k\)?|ce\s+mark|hipaa|gdpr|approval|trial\s+protocol|clinical\s+trial\s+design)\b/i,
    'regulatory',
  ],
  [/\b(?:fund\w*|grants?|invest\w*|capital|money|seed|raise|raising|financ\w*|sbir|budget)\b/i, 'funding'],
  [
    /\b(?:software|develop(?:er|ers|ment)|data\s+(?:analy\w*|science)|analytics|biostatistic\w*|statistic\w*|ux|ui|user\s+experience|technical|engineering|engineers?|machine\s+learning\s+expert\w*|build\s+(?:the|our|it))\b/i,
    'technical',
  ],
  [
    /\b(?:partner\w*|collaborat\w*|co-?founders?|team\s*mates?|clinical\s+(?:partners?|champions?|sites?)|experts?|network\w*|connect\w*|introductions?|mentors?|deal\s+flow|co-?invest\w*|pilot\s+sites?)\b/i,
    'collaboration',
  ],
];

/**
 * The goal the visitor asked for most: each goal's words are counted over the text, and the goal
 * named most often wins; a tie goes to the one named first ("FHIR developers and a developer for
 * our API, plus some governance advice" is technical, not regulatory).
 */
export function findGoal(text: string): VisitorGoal | null {
  const tally = new Map<VisitorGoal, { count: number; first: number }>();
  for (const [pattern, goal] of GOAL_RULES) {
    const global = new RegExp(pattern.source, 'gi');
    for (const m of text.matchAll(global)) {
      const t = tally.get(goal) ?? { count: 0, first: m.index };
      tally.set(goal, { count: t.count + 1, first: Math.min(t.first, m.index) });
    }
  }
  let best: VisitorGoal | null = null;
  for (const [goal, t] of tally) {
    const b = best ? tally.get(best)! : null;
    if (!b || t.count > b.count || (t.count === b.count && t.first < b.first)) best = goal;
  }
  return best;
}

const KIND_RULES: [RegExp, VisitorKind, string][] = [
  [
    /\b(?:investor|venture\s+capital\w*|vc\b|angel(?:\s+investor)?|fund\s+manager|family\s+office|we\s+invest|i\s+invest|funder|limited\s+partner|investment\s+(?:firm|fund))/i,
    'investor',
    'Funder / investor',
  ],
  [
    /\b(?:student|undergrad\w*|master'?s\s+(?:student|candidate)|phd\s+(?:student|candidate)|early[- ]career|graduate\s+student|intern)\b/i,
    'student',
    'Student / early career',
  ],
  [
    /\b(?:nurse|physician|doctor|surgeon|clinician|pharmacist|therapist|paramedic|midwife|dentist|psychiatrist|psychologist|radiologist|cardiologist|oncologist|pediatrician|paediatrician|gp\b|md\b|resident\s+(?:physician|doctor)|icu|emergency\s+medicine|practitioner)/i,
    'clinician',
    'Clinician / healthcare professional',
  ],
  [/\b(?:founder|co-?founder|start-?up|ceo|cto|entrepreneur|our\s+company|my\s+company|small\s+business)\b/i, 'entrepreneur', 'Entrepreneur / startup'],
  [
    /\b(?:researcher|professor|scientist|academic|postdoc\w*|lecturer|faculty|principal\s+investigator|\bpi\b|lab\b|laboratory|research\s+group|university)\b/i,
    'researcher',
    'Academic / researcher',
  ],
  [/\b(?:engineer|developer|designer|programmer|data\s+scientist)\b/i, 'engineer', 'Engineer / designer'],
];

export function findVisitorKind(text: string): { kind: VisitorKind; label: string; sentence: string } | null {
  for (const sentence of sentences(text)) {
    // A self-description, not a mention of other people ("nurses struggle ...").
    if (!/\b(?:i\s*'?\s*a?m|i\s+work|i\s+lead|i\s+run|we\s+are|we'?re|my\s+(?:role|job)|as\s+an?)\b/i.test(sentence)) continue;
    for (const [pattern, kind, label] of KIND_RULES) if (pattern.test(sentence)) return { kind, label, sentence };
  }
  return null;
}

const CATEGORY_RULES: [RegExp, string][] = [
  [/\b(?:drug|therapeutic\w*|molecule|compound|biologic\w*|vaccine|gene\s+therapy|pharma\w*)\b/i, 'Therapeutics'],
  [/\b(?:diagnos\w*|screening|assay|biomarker\w*|test\s+kit|point[- ]of[- ]care\s+test|imaging)\b/i, 'Diagnostics'],
  [
    /\b(?:app|software|platform|ai|artificial\s+intelligence|machine\s+learning|algorithm|digital|telehealth|telemedicine|dashboard|chatbot|portal|ehr|data)\b/i,
    'Digital Health/AI',
  ],
  [/\b(?:device|wearable|sensor|implant\w*|hardware|instrument|prosthe\w*|robot\w*)\b/i, 'Medical Device'],
  [
    /\b(?:workflow|care\s+delivery|care\s+model|staffing|scheduling|community\s+health|care\s+coordination|training\s+program\w*|education)\b/i,
    'Care Delivery',
  ],
];

export function findCategory(text: string): string | null {
  for (const [pattern, category] of CATEGORY_RULES) if (pattern.test(text)) return category;
  return null;
}

const POPULATION =
  /\b(?:for|helps?|helping|serv(?:e|es|ing)|targeting|aimed\s+at|designed\s+for|used\s+by|affects?|affecting)\s+((?:(?:older|elderly|young|pregnant|new|rural|low[- ]income|underserved|chronically\s+ill|diabetic|\w+[- ]year[- ]old)\s+)*(?:patients|people|adults|children|kids|teens|adolescents|infants|newborns|babies|elderly|seniors|women|mothers|men|veterans|nurses|clinicians|physicians|doctors|caregivers|families|hospitals|clinics|communities|students|residents|survivors|smokers)\b[^.;!?]{0,80})/i;

export function findTargetPopulation(text: string): string | null {
  const match = POPULATION.exec(text);
  return match ? clip(match[1]!.trim().replace(/[,\s]+$/, ''), 160) : null;
}

const URGENCY =
  /\b(asap|as\s+soon\s+as\s+possible|urgent(?:ly)?|immediately|right\s+away|this\s+(?:week|month|quarter|year)|next\s+(?:week|month|quarter|year|few\s+(?:weeks|months))|within\s+(?:\w+\s+)?(?:days?|weeks?|months?|years?)|(?:a|the)\s+deadline(?:\s+(?:in|on|of|is)\s+[^.;!?]{1,40})?|by\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]|the\s+end\s+of\s+[^.;!?]{1,20}|\d{4})|no\s+rush|flexible|(?:in\s+)?(?:\d+|one|two|three|four|six)\s*(?:-|to)?\s*(?:\d+|two|three|six)?\s+months)\b/i;

export function findUrgency(text: string): string | null {
  const match = URGENCY.exec(text);
  return match ? match[0].trim() : null;
}

const COMMITMENT =
  /\b(full[- ]time|part[- ]time|side\s+project|nights\s+and\s+weekends|\d+\s+hours\s+(?:a|per)\s+week|fully\s+committed|dedicated\s+(?:full[- ]time|team)|between\s+shifts|alongside\s+(?:my|our)\s+(?:job|work|studies|practice))\b/i;

export function findCommitment(text: string): string | null {
  const match = COMMITMENT.exec(text);
  return match ? match[1]!.trim() : null;
}

/** Money in any currency, or a bare "200k" in a sentence about funding ("raising 200k for the pilot"). */
const AMOUNT = new RegExp(
  `${MONEY_AMOUNT.source}|\\b\\d[\\d,.]*\\s?(?:k|m|million|thousand)\\b(?=[^.]*\\b(?:fund|grant|rais|invest|seed|round|budget|need))`,
  'iu',
);

/** The clauses of a long sentence an amount may stand in: its statements, and what is in brackets. */
const CLAUSE = new RegExp(`${STATEMENT_BREAK.source}|\\s*[()]\\s*`);

export function findFunding(text: string): string | null {
  for (const sentence of sentences(text)) {
    // Of a long sentence, the clause that holds the amount, so nothing is cut mid-way.
    if (fundingAmount(sentence, AMOUNT))
      return clip(sentence.length <= 200 ? sentence : (sentence.split(CLAUSE).find((c) => fundingAmount(c, AMOUNT)) ?? sentence), 200);
    if (/\b(?:grant|seed\s+round|pre-?seed|series\s+[a-c]|sbir|bootstrapp\w*|self-?funded|angel\s+round)\b/i.test(sentence)) return clip(sentence, 200);
  }
  return null;
}

const TEAM =
  /\b(?:team\s+of\s+\w+|our\s+team|co-?founders?|we\s+are\s+(?:a\s+)?(?:\d+|two|three|four|five|six|small)|i\s+work\s+with|together\s+with|my\s+(?:partner|colleague)s?|(?:\d+|two|three|four|five)\s+(?:of\s+us|people|engineers|clinicians|researchers))\b/i;

export function findTeam(text: string): string | null {
  // Of a long sentence, the clause that tells the team ("Our team in Recife supports …; many stop the treatment …").
  for (const sentence of sentences(text)) if (TEAM.test(sentence)) return clip(sentence.split(/;\s+/).find((c) => TEAM.test(c)) ?? sentence, 200);
  return null;
}

const TITLE =
  /\b(?:called|named|titled|project\s+name\s+is|name\s+of\s+(?:the|our|my)\s+(?:project|startup|company|app|product)\s+is)\s+["“']?([A-Z0-9][\w'’\-+]*(?:\s+[A-Z0-9][\w'’\-+]*){0,5})["”']?/;

export function findTitle(text: string): string | null {
  const match = TITLE.exec(text);
  return match ? match[1]!.trim() : null;
}

const NOT_A_NAME = new Set(
  'a an the working looking building developing trying interested here from at with in on currently just also really very so not new based part one student nurse doctor researcher founder clinician engineer investor professor happy glad excited ok okay yes yeah sure thanks hello hi'.split(
    ' ',
  ),
);

const NAME_INTRO =
  /\b(?:[Mm]y\s+name\s+is|[Mm]y\s+name's|[Nn]ame's|[Ii]\s*'?\s*a?m|[Tt]his\s+is|[Cc]all\s+me|[Ii]t's)\s+((?:dr\.?\s+|prof\.?\s+)?[A-Z][a-zA-Z'’-]+(?:\s+[A-Z][a-zA-Z'’-]+){0,3})/;

/** Words in quotation marks: what the visitor quotes ("cards that say 'I am Deaf, please write'"), not what they say of themselves. */
const QUOTED = /(^|[^\p{L}])(["'“‘«])[^"'”’»\n]{1,200}?["'”’»](?![\p{L}])/gu;
const withoutQuoted = (text: string) => text.replace(QUOTED, (whole, before: string) => before + ' '.repeat(whole.length - before.length));

export function findName(text: string): string | null {
  const match = NAME_INTRO.exec(withoutQuoted(text));
  if (!match) return null;
  const name = match[1]!.trim();
  const first = name
    .replace(/^(?:dr\.?|prof\.?)\s+/i, '')
    .split(/\s+/)[0]!
    .toLowerCase();
  return NOT_A_NAME.has(first) ? null : name;
}

/** A bare answer to "what's your name?": one to four capitalised words, nothing else. */
/**
 * Capitalised words in any alphabet written in Latin letters ("Sofía Marín", "Ewa Zielińska",
 * "Mohammed Al-Sayed"), with the particles names carry in lower case ("Inês de Carvalho").
 */
const PERSON_NAME =
  /^(?:(?:[Dd]r|[Pp]rof)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+(?:(?:de|da|do|dos|das|del|della|di|du|van|von|der|den|la|le|bin|ibn|al|el|ap)\s+)?\p{Lu}[\p{L}'’-]+){0,3}$/u;

export function looksLikeBareName(text: string): string | null {
  const t = text.trim().replace(/[.!]+$/, '');
  if (!PERSON_NAME.test(t)) return null;
  return NOT_A_NAME.has(t.split(/\s+/)[0]!.toLowerCase()) ? null : t;
}

const ORG_WORD =
  /(?:Universidade|Universidad|Università|Universität|Université|Uniwersytet|Hôpital|Ospedale|Szpital|Klinik|Clínica|Clinica|Pharmacie|Apotheke|Farmacia|Instituto|Istituto|Institut|Fundación|Fundação|Stiftung|Hospice|University|Univ|Hospital|Clinic|Institute|College|Center|Centre|Inc\.?|LLC|Ltd|Limited|plc|GmbH|CIC|Labs?|Health|Healthcare|Medical|Medicine|School|Primary|Academy|Foundation|Ventures|Capital|Partners|Group|Systems|Therapeutics|Bio|Pharma|Pharmacy|Pharmacies|Dental|Opticians|Podiatry|Physiotherapy|Optometry|Audiology|Osteopathy|Surgery|Practice|Network|Trust|NHS|Department|Service|Services|Unit|Union|Association|Society|Council|Charity|Care|Homes|Technologies|Engineering|Solutions|Studio|Architects|Consulting|Agency|Collective|Enterprises|Logistics|Audio)/;
const ORG_NAMED = new RegExp(String.raw`\b${ORG_WORD.source}\b`);
const AFFILIATION = new RegExp(
  String.raw`\b(?:at|from|with|for|of|work\s+(?:at|for)|affiliated\s+with|based\s+at|employed\s+by|represent)\s+((?:the\s+)?(?:(?:St\.|[A-Z][\w&'’\-]*)\s+(?:of\s+|for\s+|and\s+|&\s+)?){0,5}${ORG_WORD.source}(?![A-Za-zÀ-ÿ])(?:\s+(?:of|for)\s+[A-Z][\w&'’\-]*(?:\s+[A-Z][\w&'’\-]*){0,3})?)`,
);

/** Capitalised words that open a contact line but are no name ("Thanks, ada@...", "Sure Thing"). */
const NOT_A_NAME_WORD = new Set(
  'thanks thank hi hello hey sure yes yeah ok okay here it is my email contact please regards best cheers sincerely name'.split(' '),
);

/** A name given next to an address: two to four capitalised words (a lone word is too ambiguous), not an organisation. */
export function looksLikeFullName(text: string): string | null {
  const name = looksLikeBareName(text);
  if (!name || ORG_NAMED.test(name)) return null;
  const words = name.replace(/^(?:dr|prof)\.?\s+/i, '').split(/\s+/);
  return words.length >= 2 && !words.some((w) => NOT_A_NAME_WORD.has(w.toLowerCase())) ? name : null;
}

/** An organisation given next to an address: a short phrase naming a kind of organisation. */
export function looksLikeOrganisation(text: string): string | null {
  const t = text
    .trim()
    .replace(/^(?:at|from|with|of)\s+/i, '')
    .replace(/[.!]+$/, '');
  return wordCount(t) <= 8 && ORG_NAMED.test(t) ? t : null;
}

export function findAffiliation(text: string): string | null {
  const match = AFFILIATION.exec(text);
  return match ? match[1]!.trim().replace(/[.,]+$/, '') : null;
}

export function isQuestion(text: string): boolean {
  return /\?\s*$/.test(text.trim()) || /^(?:what|how|why|who|when|where|can|could|do|does|is|are|will|would)\b/i.test(text.trim());
}
