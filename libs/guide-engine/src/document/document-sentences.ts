import { findEmailLike } from '@intake/contracts';
import { MONEY_AMOUNT } from '../understanding/money.js';
import { scoreSentence } from '../offline/text-rules.js';
import { addressesTheSystem } from '../understanding/screen-message.js';
import { classifyDocumentText, type SentenceLabel } from '../understanding/sentence-classifier.js';
import { normaliseWord } from '../understanding/normalise-words.js';

/** The sentence as the rules read it: lower case, British spellings and slips of the rules' words normalised. */
const normalisedText = (text: string) => text.toLowerCase().replace(/[a-z]+/g, (w) => normaliseWord(w));

export type { SentenceLabel };

export interface SentenceReading {
  label: SentenceLabel;
  confidence: number;
  scores: Partial<Record<SentenceLabel, number>>;
}

/**
 * Text that addresses the system rather than describing the project: it is kept as text, never
 * obeyed, and no field is taken from it (issue 34 item 1). General shapes, not phrases of a corpus:
 * a role marker ("SYSTEM:", "<system>", "[INST]"), an order to the reader ("ignore … instructions",
 * "you are now", "set the stage to", "send/forward/cc the summary to"), a note to the AI.
 */
const INSTRUCTION =
  /\b(?:system|assistant|developer|admin(?:istrator)?)\s*(?:note|prompt|message|override|instruction)s?\b|^\s*(?:system|assistant|admin|ai|bot)\s*[:>]|<\/?\s*(?:system|instructions?|assistant)\s*>|\[\/?(?:inst|system)\]|\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+)?(?:the\s+|your\s+|of\s+the\s+)?(?:previous|prior|above|earlier|preceding|other)\s+(?:instructions?|rules|prompts?|guidance|text)\b|\byou\s+are\s+now\b|\b(?:developer|debug|god|admin)\s+mode\b|\bnote\s+(?:to|for)\s+(?:the\s+)?(?:assistant|ai|bot|model|llm|reviewer\s+ai|system|automated\s+(?:reader|system))\b|\b(?:as\s+an?\s+)?(?:ai|language\s+model|llm|chatbot)\s*,?\s+(?:you\s+)?(?:must|should|will)\b|\b(?:set|mark|record|change|update)\s+(?:the\s+)?(?:project_?\s*)?(?:stage|status|field|fields|email|project_stage)\s*(?:to|=|as)\b|\bproject_stage\s*=|\b(?:send|forward|email|mail|cc|bcc)\s+(?:the\s+|a\s+|this\s+|your\s+|all\s+)?(?:summary|copy|transcript|results?|details|submission|conversation|everything)\s+(?:to|at)\b|\b(?:the\s+user|this\s+visitor)\s+(?:is|has\s+been)\s+(?:verified|approved|authori[sz]ed)\b|\bdo\s+not\s+(?:ask|tell|mention)\s+(?:the\s+)?(?:user|visitor)\b|\b(?:ignorez|ignoriere|ignorieren|ignora|ignoren|negeer)\b/i;

/** Our patterns and the chat's screening (understanding/screen-message.ts): either is enough. */
export const isInstructionToSystem = (text: string): boolean => INSTRUCTION.test(text) || addressesTheSystem(text);

const GREETING =
  /^(?:hi|hello|hey|dear|good\s+(?:morning|afternoon|evening)|greetings|thanks|thank\s+you|many\s+thanks|best(?:\s+wishes|\s+regards)?|kind\s+regards|warm\s+regards|regards|cheers|sincerely|yours(?:\s+sincerely|\s+faithfully)?|hope\s+(?:you(?:'re|\s+are)\s+well|this\s+finds\s+you)|i\s+hope\s+(?:you|this)|looking\s+forward|sent\s+from\s+my|bonjour|hallo|hola|ciao|liebe|sehr\s+geehrte|mit\s+freundlichen|cordialement|saludos)\b/i;

const AUDIENCE =
  /\b(?:(?:is|are|was|were)\s+(?:designed|built|made|intended|meant)\s+for|aimed\s+at|targets?|targeting|for\s+use\s+by|(?:our|the)\s+(?:users|customers|beneficiaries|target\s+(?:group|population|users))\s+(?:are|will\s+be|include)|who\s+(?:it|this)\s+is\s+for|serv(?:es|ing)\s+(?:\w+\s+){0,3}(?:patients|people|families|women|children|adults|residents|communities|carers|clinicians|nurses))\b/i;

const STAGE =
  /\b(?:prototype[sd]?|prototyping|mvp|minimum\s+viable|proof[- ]of[- ]concept|pilot(?:ed|ing)?|beta|feasibility|tested\s+(?:with|on|in)|trial(?:led|ed)?\s+(?:with|on|in)|(?:we|it)\s+(?:have|has)\s+(?:been\s+)?(?:tested|trialled|piloted|launched|deployed|used)|launched|deployed|in\s+use\s+(?:at|in|by)|live\s+(?:in|at|with|since)|paying\s+(?:customers|users)|revenue|(?:idea|concept|early|planning)\s+stage|still\s+an?\s+idea|just\s+an?\s+idea|not\s+yet\s+(?:built|started|tested)|so\s+far\s+(?:we|it)|to\s+date\b|currently\s+(?:being\s+)?(?:tested|piloted|used|running))\b/i;

const TEAM =
  /\b(?:(?:our|the)\s+(?:founding\s+|project\s+|core\s+)?team|team\s+(?:of|is|includes|brings|combines)|co-?founders?|founded\s+by|led\s+by|(?:we|the\s+team)\s+(?:are|is)\s+(?:a\s+)?(?:two|three|four|five|six|\d+|small|an?)\s+(?:\w+\s+){0,3}(?:nurses?|doctors?|engineers?|clinicians?|researchers?|midwives|pharmacists?|founders?|people|gps?|scientists?|designers?|developers?)|principal\s+investigator|\bpi\b|co-?investigators?|(?:two|three|four|five|\d+)\s+(?:\w+\s+)?(?:nurses|engineers|clinicians|researchers|developers|gps|midwives)\s+(?:and|with|who))\b/i;

const NEED =
  /\b(?:(?:we|i)\s+(?:are\s+)?(?:(?:would\s+like|need|require|seek|want|ask|are\s+asking|are\s+seeking|are\s+looking|are\s+raising|are\s+applying|hope\s+to\s+(?:find|raise|secure|get)))|(?:looking|seeking|asking|applying)\s+for|(?:our|the)\s+ask\b|to\s+raise\b|we\s+welcome|would\s+(?:welcome|value|appreciate)|(?:help|support|advice|introductions?)\s+(?:with|from|to)|in\s+need\s+of)\b/i;

const SOLUTION_EXTRA =
  /\b(?:we\s+(?:will|would|plan\s+to|propose|aim\s+to|intend\s+to|want\s+to\s+(?:build|develop|test|create))|this\s+(?:project|study|programme|program|proposal)\s+(?:will|aims|would|proposes|tests|develops)|(?:the\s+)?aims?\s+(?:is|are)\s+to|our\s+aim|(?:is|are)\s+an?\s+(?:\w+[- ]?){0,4}(?:app|platform|device|tool|service|system|programme|program|kit|sensor|monitor|wearable|clinic|pathway|model|scheme|intervention|network|chatbot|assistant|dashboard|test|course|training)|(?:that|which)\s+(?:lets?|allows?|helps?|alerts?|tracks?|detects?|monitors?|reminds?|connects?|measures?|predicts?|flags?|sends?|gives?)|(?:a|an|our)\s+(?:\w+[- ]?){0,3}(?:app|platform|device|tool|service|monitor|sensor|wearable|kit|patch|programme|scheme|pathway)\b)/i;

const PROBLEM_EXTRA =
  /\b(?:deaths?|die|dies|dying|kills?|killed|killing|mortality|morbidity|harm|risk|at\s+risk|burden|prevalence|affects?|affecting|suffer\w*|untreated|undiagnosed|unmet|rates?\s+(?:of|are|is)|(?:one|two|three)\s+in\s+(?:\w+)|\d+(?:\.\d+)?\s?%\s+of|each\s+year|every\s+year|per\s+year|a\s+year|too\s+(?:often|few|many|late)|often\s+(?:missed|late|left)|struggle|isolated|lonely|shortage|gaps?\s+in|no\s+(?:access|way|service|support)|(?:lack|lacks|lacking)\b|waiting\s+(?:times?|lists?)|excess|costs?\s+the\s+nhs|avoidable|preventable)\b/i;

const QUESTION = /\?\s*$/;

/** How people tell a story of their project rather than pitch it: what they made, what they did, what they lack. */
const STORY: [SentenceLabel, RegExp][] = [
  [
    'solution',
    /\b(?:we|i|they)\s+(?:put\s+together|set\s+up|started|made|created|designed|built|launched|developed|introduced|came\s+up\s+with|began\s+(?:using|offering|running))\b|\b(?:could|would|can)\s+(?:easily\s+)?(?:check|monitor|screen|detect|spot|offer|provide|deliver|run|text|call|visit|measure|track)\b/i,
  ],
  [
    'stage',
    /\b(?:we|i)\s+(?:have|'ve)\s+(?:now\s+)?(?:checked|seen|screened|tested|treated|enrolled|recruited|trained|reached|supported|helped|visited)\s+(?:\d|over|more|about|around|some)|\bover\s+the\s+(?:summer|winter|spring|autumn|last\s+\w+)\s+we\b|\bso\s+far\b/i,
  ],
  [
    'need',
    /\b(?:what\s+we\s+(?:lack|need|are\s+missing)|we\s+(?:lack|are\s+missing|'re\s+missing)|would\s+be\s+(?:grateful|glad|delighted)\s+(?:for|to|if)|(?:could|can|would)\s+you\s+(?:help|advise|support|put\s+us)|some\s+(?:money|funding|help)|funds?\s+to)\b/i,
  ],
];

/**
 * The same cues in French, German, Spanish, Italian, Portuguese and Dutch: the trained model reads
 * English, so a sentence in another language is read by these words (the heading hints do the rest).
 */
const OTHER_LANGUAGE: [SentenceLabel, RegExp][] = [
  [
    'problem',
    /\b(?:probl[eè]me?s?|difficult[éeà]s?|manque\s+de|souffrent|décès|attendent|Problem(?:e|en)?|fehlt|fehlen|Mangel|leiden|sterben|warten|problemas?|falta\s+de|sufren|muertes|esperan|carenza|mancanza|soffrono|morti|aspettano|problemas?|faltam?|sofrem|mortes|esperam|tekort|gebrek|lijden|wachten)\b/iu,
  ],
  [
    'solution',
    /\b(?:nous\s+(?:proposons|développons|avons\s+développé|créons)|notre\s+(?:solution|application|outil|service|appareil)|wir\s+(?:entwickeln|bieten|haben\s+\w+\s+entwickelt|schlagen\s+vor)|unsere?\s+(?:Lösung|App|Anwendung|Plattform|Gerät)|(?:proponemos|desarrollamos|hemos\s+desarrollado|nuestra\s+(?:solución|aplicación|plataforma))|(?:proponiamo|sviluppiamo|abbiamo\s+sviluppato|la\s+nostra\s+(?:soluzione|app|piattaforma))|(?:propomos|desenvolvemos|a\s+nossa\s+(?:solução|aplicação))|(?:wij\s+ontwikkelen|onze\s+(?:oplossing|app)))\b/iu,
  ],
  [
    'need',
    /(?<![\p{L}])(?:nous\s+(?:cherchons|recherchons|avons\s+besoin|demandons|sollicitons)|il\s+nous\s+faut|besoin\s+d['e]|wir\s+(?:suchen|brauchen|benötigen|beantragen)|(?:buscamos|necesitamos|pedimos|solicitamos)|(?:cerchiamo|abbiamo\s+bisogno|chiediamo|ci\s+servono)|(?:procuramos|precisamos|pedimos)|(?:wij\s+zoeken|we\s+zoeken|nodig|vragen\s+we)|(?:potrzebujemy|szukamy|prosimy\s+o)|(?:vi\s+(?:behöver|söker|mangler|søger|har\s+brug\s+for))|(?:avem\s+nevoie|căutăm|solicităm))(?![\p{L}])/iu,
  ],
  [
    'stage',
    /\b(?:prototype|Prototyp|prototipo|protótipo|projet\s+pilote|Pilot(?:projekt|phase|studie)|piloto|progetto\s+pilota|getestet|testé|probado|testato|testado)\b/iu,
  ],
  ['team', /\b(?:notre\s+équipe|unser\s+Team|nuestro\s+equipo|il\s+nostro\s+team|la\s+nostra\s+squadra|a\s+nossa\s+equipa|nossa\s+equipe|ons\s+team)\b/iu],
  // A sentence that names the project and says what it is ("O Pressão em Dia é um robô de WhatsApp", "LuftLotse ist ein Sensor").
  [
    'solution',
    /^(?:(?:o|a|el|la|le|il|lo|der|die|das|de|het)\s+)?\p{Lu}[\p{L}-]*(?:\s+(?:\p{Lu}[\p{L}-]*|em|de|del|da|do|di|du|van|von))*\s+(?:é|es|est|ist|è|is|jest|är)\s+(?:um|uma|un|una|une|ein|eine|einen|een|uno|en|ett)\s/u,
  ],
  [
    'problem',
    /(?<![\p{L}])(?:quase\s+nunca|casi\s+nunca|presque\s+jamais|kaum|quasi\s+mai|bijna\s+nooit|prawie\s+nigdy|nästan\s+aldrig|sem\s+acesso|sin\s+acceso|sans\s+accès|ohne\s+Zugang|senza\s+accesso|zonder\s+toegang|param\s+o|dejan\s+(?:el|de)|arrêtent|abbandonano|stoppen\s+met)(?![\p{L}])/iu,
  ],
  [
    'audience',
    /(?<![\p{L}])(?:(?:é|está|es|est|ist|è|is)\s+)?(?:pensad[oa]s?\s+para|destinad[oa]s?\s+(?:a|à|para)|dirigid[oa]s?\s+a|destiné(?:e|s)?\s+(?:à|aux)|s['’]adresse\s+(?:à|aux)|gedacht\s+für|richtet\s+sich\s+an|pensat[oa]\s+per|rivolt[oa]\s+a|bedoeld\s+voor|przeznaczon\w*\s+dla|riktar\s+sig\s+till|vi\s+vänder\s+oss\s+till)(?![\p{L}])/iu,
  ],
  ['team', /^(?:somos|nous\s+sommes|wir\s+sind|siamo|wij\s+zijn|we\s+zijn|jesteśmy|vi\s+är|bakom\s+\S+(?:\s+\S+){0,3}\s+står)(?![\p{L}])/iu],
];

/**
 * Rule reading of one sentence for the classifier's labels; used until (and beside) the trained
 * classifier: the same labels, scored by cue words over the normalised sentence.
 */
export function labelSentenceByRules(text: string): SentenceReading {
  const norm = normalisedText(text);
  const scores: Partial<Record<SentenceLabel, number>> = {};
  const add = (label: SentenceLabel, n: number) => (scores[label] = (scores[label] ?? 0) + n);
  if (isInstructionToSystem(text)) return { label: 'instruction_to_system', confidence: 0.95, scores: { instruction_to_system: 1 } };
  const words = norm.split(/\s+/).filter(Boolean).length;
  if (GREETING.test(norm.trim()) && words <= 14) add('greeting_or_filler', 4);
  if (findEmailLike(text) || /\b(?:tel|phone|mobile|tél)\s*[:.]?\s*\+?\d/i.test(text)) add('contact', 4);
  const base = scoreSentence(norm);
  add('problem', base.problem);
  add('solution', base.solution);
  add('need', base.needs);
  if (PROBLEM_EXTRA.test(norm)) add('problem', 2);
  if (SOLUTION_EXTRA.test(norm)) add('solution', 2);
  if (NEED.test(norm)) add('need', 3);
  if (
    MONEY_AMOUNT.test(text) &&
    /\b(?:seek|seeking|raise|raising|ask|asking|request|requesting|apply|applying|need|needs|require|invest|grant|fund|funding|budget|total|round)\w*/i.test(
      norm,
    )
  )
    add('need', 3);
  if (AUDIENCE.test(norm)) add('audience', 3);
  if (STAGE.test(norm)) add('stage', 3);
  if (TEAM.test(norm)) add('team', 4);
  if (QUESTION.test(text) && words < 20) add('question_to_us', 3);
  for (const [label, pattern] of OTHER_LANGUAGE) if (pattern.test(text)) add(label, 3);
  for (const [label, pattern] of STORY) if (pattern.test(norm)) add(label, 3);
  let label: SentenceLabel = 'other';
  let best = 1;
  for (const [l, s] of Object.entries(scores) as [SentenceLabel, number][]) {
    if (s > best) [label, best] = [l, s];
  }
  const total = Object.values(scores).reduce((a, b) => a + (b ?? 0), 0);
  return { label, confidence: label === 'other' ? 0.5 : Math.min(0.95, best / Math.max(total, best)), scores };
}

/**
 * One document unit's reading. Instructions to the system are found by their own rule first, so
 * no model's mistake can make one a field.
 */
const ENGLISH_WORDS = new Set('the and of to a an in is are we our for with that this it on at by from as be has have will can'.split(' '));
export function looksEnglish(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.length < 4 || words.filter((w) => ENGLISH_WORDS.has(w)).length / words.length >= 0.12;
}

/** Below this probability the model's label is not taken on its own. */
const UNSURE = 0.5;

export function classifyDocumentSentence(text: string): SentenceReading {
  const rules = labelSentenceByRules(text);
  if (rules.label === 'instruction_to_system') return rules;
  // The model reads English; a sentence in another language that its cue words read goes by them.
  if (rules.label !== 'other' && !looksEnglish(text)) return rules;
  const model = classifyDocumentText(text);
  // An instruction is dropped whole, so the model alone must be sure of one (a French or German
  // sentence is out of its training and may read as anything).
  if (model.label === 'instruction_to_system' && model.confidence < 0.8) return rules;
  // The model decides; where it is unsure the cue words do, and where neither is sure the unit
  // says nothing a field needs ("Item 4: any other business").
  if (model.confidence < UNSURE)
    return rules.label !== 'other' ? { ...rules, scores: model.scores } : { label: 'other', confidence: model.confidence, scores: model.scores };
  // Half sure, against cue words that point one way only ("What we lack is … some money"): the cues.
  if (model.confidence < 0.7 && rules.label !== 'other' && rules.label !== model.label && rules.confidence >= 0.75) return { ...rules, scores: model.scores };
  // "We would like to build a coaching service that …" says what the project will be: its
  // solution, unless it also asks for something (a partner, money, help).
  if (model.label === 'need' && INTENDS_TO_MAKE.test(text) && !ASKS_FOR.test(text))
    return { label: 'solution', confidence: model.confidence, scores: model.scores };
  // "What it needs is volunteer peer supporters who speak French …" says what is asked for, whatever
  // the model leans to.
  if (NAMES_ITS_NEED.test(text)) return { label: 'need', confidence: Math.max(model.confidence, 0.8), scores: model.scores };
  return { label: model.label, confidence: model.confidence, scores: model.scores };
}

const NAMES_ITS_NEED =
  /^(?:but\s+|so\s+)?what\s+(?:it|we|they|the\s+\w+)\s+(?:needs?|(?:is|are)\s+(?:asking|looking)\s+for|(?:would|'d)\s+(?:like|love|welcome)|lacks?)\s+(?:now\s+)?(?:is|are|most\s+is)\b/i;
const INTENDS_TO_MAKE =
  /\b(?:would\s+like|want|wants|plan|plans|hope|hopes|aim|aims|intend|intends|propose|proposes)\s+to\s+(?:build|develop|create|design|launch|set\s+up|offer|provide|make|introduce|roll\s+out|deliver)\s+(?:an?|our|the)\b/i;
const ASKS_FOR =
  /\b(?:looking\s+for|seeking|need|needs|require|requires|ask(?:ing)?\s+for|raise|raising|apply(?:ing)?\s+for|and\s+(?:a|an)\s+(?:partner|grant|investor|funding))\b|[£$€]\s?\d/i;
