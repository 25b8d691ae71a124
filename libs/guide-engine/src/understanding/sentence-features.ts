import type { ItemToken } from 'wink-nlp';
import { nlp } from './english-nlp.js';

/**
 * The features the sentence classifier reads: wink-nlp tokens (the guide's one wink instance, so
 * no second model load), folded to word, word-pair, stem and cue-class features.
 * Training and classification share this one function, so the shipped weights always match it.
 */
export interface FeatureToken {
  lower: string;
  /** wink's token type: word, number, email, url, emoji, punctuation, currency, ... */
  type: string;
}

export function tokenise(text: string): FeatureToken[] {
  const w = nlp();
  const out: FeatureToken[] = [];
  w.readDoc(text)
    .tokens()
    .each((t: ItemToken) => {
      out.push({ lower: (t.out() as string).toLowerCase(), type: t.out(w.its.type) as string });
    });
  return out;
}

/** A token as one word: typed tokens (addresses, numbers, emoji) become their type, so no address or figure is learnt. */
function wordOf(t: FeatureToken): string | null {
  switch (t.type) {
    case 'email':
      return '#email';
    case 'url':
      return '#url';
    case 'number':
    case 'ordinal':
    case 'time':
    case 'date':
      return '#num';
    case 'emoji':
    case 'emoticon':
      return '#emoji';
    case 'currency':
      return '#money';
    case 'punctuation':
      return /^[?!:>#*[\]<`=]$|^\*\*$|^###$/.test(t.lower) ? t.lower : null;
    default:
      return t.lower.replace(/[’‘]/g, "'");
  }
}

/**
 * Cue words by what they usually signal. With a few hundred training sentences a word the model
 * never saw would carry nothing; a cue class lets it share what its class-mates taught.
 */
const CUES: Record<string, RegExp> = {
  trouble:
    /^(?:wait(?:s|ing)?|delay(?:s|ed)?|late|miss(?:es|ed|ing)?|los(?:e|es|t|ing)|can't|cannot|unable|struggl\w*|die|dies|death|deaths|kill\w*|falls?|risk\w*|too|problem|problems|issue|issues|challenge|unnoticed|undetected|poor|burnout|nobody|never|worse|wast\w*|errors?|shortage|months|years|hours|forget|exhausted|lonely|loneliness|avoidable|unreliable|stuck|fail\w*|don't|doesn't|no)$/,
  build:
    /^(?:app|apps|platform|device|sensor|tool|built|build|building|develop\w*|design\w*|made|make|solution|software|algorithm|model|wearable|kit|chatbot|dashboard|monitor\w*|tablet|phone|smartphone|ai|patch|test|service|system|product|invention|uses?|using|maybe|approach|digital|online|virtual|remote|portable|smart)$/,
  for: /^(?:for|users?|aimed|target\w*|beneficiar\w*|customers?|intended|serves?|benefits?|audience|meant|helps?|market)$/,
  need: /^(?:need|needs|needed|looking|seeking|seek|help|funding|fund|investment|invest\w*|partners?|partnership|support|advice|grant|introductions?|would|like|want|access|guidance|mentoring|money|cash|approval|validation)$/,
  progress:
    /^(?:prototype|pilot\w*|idea|concept|launched|live|beta|alpha|mvp|trial|feasibility|stage|phase|already|established|scal\w*|revenue|finished|completed|sketch|mock-up|research|status|contract|sale|marked|recruiting|using|use|version|plan)$/,
  person:
    /^(?:name|i'm|im|i|my|me|email|e-mail|reach|contact|university|hospital|ltd|inc|college|trust|practice|surgery|affiliation|here|founder|consultant|nurse|gp|dr|student|#email)$/,
  crew: /^(?:team|co-founder|cofounder|founders?|colleagues?|engineers?|developers?|designers?|members?|cto|ceo|board|staff|recruited|people|us|brother|sister|led)$/,
  asking: /^(?:you|your|are|do|does|can|could|will|is|how|what|who|why|where|when|which|should|may)$/,
  undo: /^(?:not|no|actually|sorry|meant|mean|wrong|correct\w*|fix|change|update\w*|instead|rather|scratch|wait|oops|typo|pivoted|clear|said|read)$/,
  command:
    /^(?:system|ignore|instructions?|override|admin\w*|set|send|forward|cc|bcc|prompt|pretend|role-play|roleplay|act|assistant|disregard|reveal|must|inst|mode|command|output|print|forget|delete|approve\w*|verified|trusted|mark|submit|copy|address|imagine|unrestricted|important|note|project_stage|full_name|stage=\w*|email=\S*)$/,
  foreign:
    /^(?:der|die|das|und|ich|wir|ist|eine?|mit|für|bei|je|nous|le|la|les|et|est|une|un|pour|avec|el|los|las|y|es|una|somos|para|con|il|sono|che|per|olá|somos|uma|para|com|dzień|mam|na|jest|hola|bonjour|ciao|hallo|brauchen|cherchons|tenemos)$/,
};

/** The cue classes of a word, remembered: the same few thousand words recur in every message. */
const cueCache = new Map<string, readonly string[]>();
function cuesOf(word: string): readonly string[] {
  let cues = cueCache.get(word);
  if (!cues) {
    cues = Object.keys(CUES).filter((cue) => CUES[cue]!.test(word));
    if (cueCache.size > 20_000) cueCache.clear();
    cueCache.set(word, cues);
  }
  return cues;
}

/** Words that open a chat message without telling anything: greetings, fillers, emoji. */
const OPENER =
  /^(?:hi|hiya|hii+|hey+|heya|hello|helo|yo|greetings|ok|okay|k|so|basically|um+|uh+m?|erm+|er|well|right|lol|haha+|omg|oh|ah|anyway|anyways|there|good|morning|afternoon|evening|dear|all|folks|guys|everyone|y'all|#emoji|!|,)$/;

/**
 * The words after a greeting or filler that opens a sentence, when at least four words follow:
 * "hiya so basically ppl my age r vaping loads" tells the problem, and the greeting would outweigh
 * it (the written greetings are mostly alone). A greeting alone is left as it is.
 */
function withoutOpener(words: string[]): string[] {
  let i = 0;
  while (i < words.length && OPENER.test(words[i]!)) i++;
  if (i === 0) return words;
  const rest = words.slice(i);
  return rest.filter((w) => /\p{L}/u.test(w)).length >= 4 ? rest : words;
}

/** Word, word pair, stem and cue features of one sentence, deduplicated. */
export function sentenceFeatures(tokens: readonly FeatureToken[]): string[] {
  const words = withoutOpener(tokens.map(wordOf).filter((w): w is string => w !== null));
  const features = new Set<string>();
  const plain = words.filter((w) => /\p{L}/u.test(w));
  const n = plain.length;
  features.add(`len:${n <= 1 ? '1' : n <= 3 ? '2-3' : n <= 7 ? '4-7' : n <= 15 ? '8-15' : '16+'}`);
  if (words[0]) features.add(`first:${words[0]}`);
  if (words[1]) features.add(`first2:${words[0]}_${words[1]}`);
  if (words.at(-1) === '?') features.add('ends:?');
  if (/[^\p{ASCII}]/u.test(plain.join('')) && !words.includes('#emoji')) features.add('non-english-letters');
  let prev = '^';
  for (const w of words) {
    for (const cue of cuesOf(w)) features.add(`cue:${cue}`);
    features.add(`w:${w}`);
    features.add(`b:${prev}_${w}`);
    prev = w;
    // A stem (the first five letters) shares what "waiting" taught with "waits" and "waited".
    if (!w.startsWith('#') && w.length > 5) features.add(`s:${w.slice(0, 5)}`);
  }
  features.add(`b:${prev}_$`);
  return [...features];
}
