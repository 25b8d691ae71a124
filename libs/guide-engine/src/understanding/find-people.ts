import type { ReadText, Token } from './english-nlp.js';

/** Words that make a capitalised run an organisation rather than a person. */
const ORG_WORDS = new Set(
  'university uni college unit units yayasan stichting fundacja stiftelse stiftelsen stiftung fondation fondazione fundación fundacion fundação asociación associação associazione association vereniging verein stowarzyszenie cooperativa coopérative klinikum ospedale hôpital institute school hospital hospitals clinic clinics practice surgery center centre trust nhs foundation labs lab laboratory inc inc. llc ltd ltd. plc gmbh corp health healthcare medical medicine ventures capital partners group systems therapeutics bio biotech pharma network department council authority ministry agency board company society association academy fund universidad universidade università universität université uniwersytet hôpital ospedale szpital klinik clínica clinica pharmacie apotheke farmacia instituto istituto institut fundación fundação stiftung verein stichting vereniging derneği derneğimiz vakfı rehab podiatry physiotherapy optometry audiology osteopathy hospice infirmary partnership clinique pharmacy sarl oy aps oü srl bv cic cross crescent collective initiative service services nursing cooperative co-op enterprise charity asociación associação associazione fundacja faculty faculté facultad faculdade facoltà fakultät wydział médecine medicina medizin'.split(
    ' ',
  ),
);

/** Company forms, read as an organisation's only as written ("CalmChair AS", "Silver Scissors CIC"), never "As" or "as". */
const LEGAL_FORMS = new Set('AS AB SA SAS SAC SpA NV BV AG Kft Pty Pvt LLP CIC A.C. S.A. ApS Oy GmbH Ltd Inc LLC'.split(' '));

/** The organisation words that name one even in lower case ("at kings college"); "partners" or "funding" in lower case are needs. */
const PLAIN_ORG_WORDS = new Set(
  'university uni college institute school hospital clinic practice surgery centre center trust nhs foundation labs laboratory inc ltd llc plc'.split(' '),
);

const TITLES = new Set(['dr', 'dr.', 'prof', 'prof.', 'professor', 'mr', 'mr.', 'mrs', 'mrs.', 'ms', 'ms.', 'miss', 'sister', 'nurse']);

/** Capitalised words that are no part of a name ("Thanks", "Hi", greetings, pronoun-like openers). */
const NOT_NAME = new Set(
  'i a an the thanks thank hi hello hey dear sure yes yeah ok okay here it is my email contact please regards best cheers sincerely name we our us you your this that and or at from with for of in on by to as am are was be been confirm no not just also currently working looking building developing trying interested based new part student nurse doctor researcher founder clinician engineer investor happy glad excited team project road street avenue lane drive close way square place terrace crescent hmm honestly basically actually really retired obviously hopefully currently unfortunately luckily personally recently finally every monday tuesday wednesday thursday friday saturday sunday january february march april june july august september october november december'.split(
    ' ',
  ),
);

/**
 * Words of other languages that open a sentence capitalised and name no one: "W Polsce …" (in
 * Poland), "Main Delhi se …" (I, from Delhi), "Wir sind …". A visitor mixing languages writes them
 * before a place as readily as before their name.
 */
const FOREIGN_OPENER = new Set(
  'w z na do po we ze main mera meri mere hum hamara hamari humne aap ich wir unser unsere je nous notre yo nosotros nuestro nuestra io noi nostro nostra eu nós nosso nossa ik wij onze jestem mamy nasz nasza szukamy biz bizim benim merhaba habari jambo mimi sisi kami kita ako kami tayo'.split(
    ' ',
  ),
);

/** Lead-ins after which the next one to four words are the visitor's name, even in lower case. */
const NAME_INTRO = [
  ["i'm"],
  ['i’m'],
  ['my', 'name', 'is'],
  ['my', 'name', "'s"],
  ['name', "'s"],
  ['i', "'m"],
  ['i', 'am'],
  ['this', 'is'],
  ['call', 'me'],
  ['name', ':'],
];

/** Lead-ins after which a phrase is the visitor's organisation. */
const ORG_INTRO = new Set(['at', 'from', 'with']);

export interface PeopleFound {
  email: string | null;
  fullName: string | null;
  affiliation: string | null;
  /**
   * The visitor stated the organisation as theirs (labelled it, signed with it, or named their
   * role in it): no sentence about the project makes it someone else's.
   */
  affiliationStated: boolean;
}

/**
 * Lower-case words inside a name ("Hospital Universitario de Jaén", "Szpital Uniwersytecki w
 * Krakowie", "Universidade do Nordeste Atlântico"); a run never ends on one.
 */
const RUN_CONNECTIVES = new Set('of for and & de del della di da do dos das du des van von der den w z y et und für la le el los las les'.split(' '));

// The pronoun "I" ends a run: "the Midlands Renal Network and I'd like …" names no "… and I",
// "Support I'm looking for: …" no "Support I'm".
const isCapitalised = (t: Token) => /^\p{Lu}[\p{L}'’\-.]*$/u.test(t.text) && t.type === 'word' && !/^I(?:['’](?:m|d|ve|ll))?$/.test(t.text);
const isWordish = (t: Token) => t.type === 'word' && /^\p{L}[\p{L}'’\-.]*$/u.test(t.text);

/**
 * Runs of capitalised words, broken at punctuation, emails, wide gaps (two spaces or more: a
 * pasted signature) and lower-case words; each is judged a name or an organisation.
 */
function capitalisedRuns(tokens: Token[]): Token[][] {
  const runs: Token[][] = [];
  let run: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const gap = t.pre.length >= 2 || t.pre.includes('\n');
    // ("Baek Seo-yeon", "Jang Min-seok": a name's second half after a hyphen, in lower case, is still the name.)
    const next = tokens[i + 1];
    if (run.length > 0 && t.text === '-' && !t.pre && next && !next.pre && /^\p{Ll}/u.test(next.text) && isCapitalised(run[run.length - 1]!)) {
      run.push(t, next);
      i++;
      continue;
    }
    if (gap && run.length > 0) {
      runs.push(run);
      run = [];
    }
    if (isCapitalised(t)) run.push(t);
    // "St Aldric's Hospital Pharmacy": a possessive inside a name goes on with it.
    else if (run.length > 0 && (RUN_CONNECTIVES.has(t.lower) || ((t.lower === "'s" || t.lower === '’s') && !t.pre))) run.push(t);
    else {
      if (run.length > 0) runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  // A run cannot end on a connective ("Mercy Hospital and"), nor start on a word capitalised only
  // for opening its sentence ("After NHS virtual ward partners …").
  return runs
    .map((r) => {
      while (r.length > 0 && (RUN_CONNECTIVES.has(r[r.length - 1]!.lower) || /^(?:'s|’s)$/.test(r[r.length - 1]!.lower))) r.pop();
      while (r.length > 1 && (FUNCTION_WORD.test(r[0]!.pos) || FOREIGN_OPENER.has(r[0]!.lower))) r.shift();
      return r;
    })
    .filter((r) => r.length > 0);
}

/** Parts of speech no name or organisation opens with. */
const FUNCTION_WORD = /^(?:ADP|SCONJ|CCONJ|DET|PRON)$/;

const joinTokens = (tokens: Token[]) => tokens.map((t, i) => (i === 0 ? t.text : (t.pre ? ' ' : '') + t.text)).join('');
/** Small words inside an organisation's name, in English and the languages names come in ("Faculté de Médecine de Carthage"). */
const NAME_LINK = /^(?:of|&|de|del|della|di|da|do|dos|das|du|des|van|von|der|den|la|le)$/;

const isOrg = (tokens: Token[]) => tokens.some((t) => ORG_WORDS.has(t.lower.replace(/[.,]$/, '')) || LEGAL_FORMS.has(t.text.replace(/,$/, '')));

function asName(run: Token[]): string | null {
  let tokens = run;
  const title = TITLES.has(tokens[0]!.lower) ? tokens[0]! : null;
  if (title) tokens = tokens.slice(1);
  // "Dr" read as its own token followed by "."
  if (tokens.length > 4 || tokens.length === 0 || isOrg(tokens)) return null;
  if (tokens.some((t) => NOT_NAME.has(t.lower) || !isWordish(t))) return null;
  if (!title && tokens.length < 2) return null;
  // "Series B", "Raising S$2M", "Rural LGBTQ+": a lone letter at the end, or an acronym among words, names no one.
  if (/^\p{Lu}$/u.test(tokens.at(-1)!.text)) return null;
  if (tokens.some((t) => /^\p{Lu}{2,}$/u.test(t.text)) && !tokens.every((t) => /^\p{Lu}+$/u.test(t.text))) return null;
  const name = joinTokens(tokens);
  return title
    ? `${title.text.replace(/\.?$/, '.').replace(/^(mr|mrs|ms|dr|prof)\.?$/i, (m) => m.replace(/\.?$/, '.'))} ${name}`.replace(
        /^(Sister|Nurse|Miss|Professor)\. /,
        '$1 ',
      )
    : name;
}

/** Words that make the name after them someone the visitor knows, not the visitor ("my manager Gillian Ashworth"). */
const RELATION =
  /^(?:manager|boss|colleague|colleagues|co-?founders?|cofounders?|founders?|partner|partners|cto|ceo|coo|supervisor|supervisors|mentor|mentors|wife|husband|friend|daughter|son|mother|father|mum|mom|dad|sister|brother|therapists?|nurses?|doctors?|engineers?|developers?|designers?|officers?|lead|director|professor|pi|student|students|of|by|and)$/;

/**
 * A name the sentence tells about in the third person is someone else's: after a relation or
 * "of" ("my manager Gillian Ashworth", "the founders of Tiba Link"), or before a verb of their
 * own ("Achieng Otieno is a clinical officer", "Brian Kiprotich builds the software").
 */
function someoneElse(tokens: Token[], run: Token[]): boolean {
  const at = tokens.indexOf(run[0]!);
  const before = tokens[at - 1];
  if (before && RELATION.test(before.lower)) return true;
  const after = tokens[at + run.length];
  if (!after) return false;
  // "Heather Lindqvist is my name."
  if (after.lower === 'is' && tokens[at + run.length + 1]?.lower === 'my' && tokens[at + run.length + 2]?.lower === 'name') return false;
  // "… - that's Marguerite Halloway, our chair": named with the role they hold for the visitor.
  if (after.text === ',' && /^(?:our|my)$/.test(tokens[at + run.length + 1]?.lower ?? '')) return true;
  if (/^(?:is|was|has|does|runs|leads|builds|built|works|worked|handles|looks|joined|manages|said|says|will|can|who)$/.test(after.lower)) return true;
  return after.pos === 'VERB' && after.lower.endsWith('s') && after.lower !== 'is';
}

/** Words before a place ("out in rural West Texas", "I live in Ballincollig Cork"), and a place's compass word ("East Midlands", "northern Ghana"). */
const BEFORE_PLACE = /^(?:in|near|around|across|outside|rural|urban|throughout|within|into|inner|downtown|upstate)$/;
const COMPASS = /^(?:north|south|east|west|northern|southern|eastern|western|central|upper|lower|greater|mid|north-east|north-west|south-east|south-west)$/;

/** A capitalised run that names a place, not a person. */
function isPlace(tokens: Token[], run: Token[]): boolean {
  const before = tokens[tokens.indexOf(run[0]!) - 1]?.lower ?? '';
  return BEFORE_PLACE.test(before) || COMPASS.test(before) || (run.length >= 2 && COMPASS.test(run[0]!.lower));
}

function capitaliseWords(words: string): string {
  // A letter after a space, a hyphen or the apostrophe of "O'", "D'": "\b" would also start a word after "á" ("Králová").
  return words.replace(/(^|[\s-]|(?<=(?:^|[\s-])\p{L})')(\p{Ll})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

/** A role held at an organisation, as a signature gives it ("founder", "Clinical Lead", "community nurse"). */
const ROLE =
  /^(?:(?:senior|junior|lead|chief|head|clinical|managing|medical|assistant|associate|deputy|community|specialist|principal|staff|registered|retired|part-time|respiratory|practice|research|volunteer|project|programme|program)\s+){0,3}(?:founder|co-?founder|ceo|cto|coo|cfo|director|lead|manager|nurse|physio|physiotherapist|pharmacist|gp|doctor|consultant|coordinator|volunteer|student|researcher|engineer|midwife|dentist|therapist|specialist|officer|chair|trustee|head|professor|lecturer|owner|partner|clinician|surgeon|psychologist|dietitian|optometrist|paramedic|teacher|carer|social worker|health worker|fellow|phd student)(?:\s*\(.*\))?$/i;
/**
 * A job title, however capitalised: "Practice Manager", "Clinical Lead", "Head of Innovation &
 * Nursing Research" (a department after "head of" is no organisation).
 */
export const isRole = (text: string): boolean => {
  const t = text.trim();
  // "founder and CEO", "nurse / researcher": each part a role.
  const parts = t.split(/\s+(?:and|&)\s+|\s*\/\s*/);
  return (
    ROLE.test(t) ||
    ROLE_TAIL.test(t) ||
    /^(?:head|director|lead|chief|vp|vice[- ]president)\s+of\b/i.test(t) ||
    (parts.length > 1 && parts.every((p) => ROLE.test(p)))
  );
};
/** A title ending in a post, whatever field comes before it: "Health & Safety Lead", "Digital Transformation Manager". */
const ROLE_TAIL = /^(?:[\p{L}&/-]+\s+){1,4}(?:lead|manager|officer|director|co-?ordinator|adviser|advisor|administrator|analyst|supervisor)$/iu;

/** "founder of InterCheck sp. z o.o.", "Head of Research at Kumasi Lab": the organisation is named inside the role. */
const ROLE_AT = /^(?:[\w-]+\s+){0,2}(?:founder|co-?founder|ceo|director|head|lead|manager|owner|chair)\s+(?:of|at)\s+(\p{Lu}.{1,60})$/iu;

/** A capitalised name of up to six words, with the small words names of organisations join them with. */
const CAPITALISED_NAME =
  "\\p{Lu}[\\p{L}\\p{M}\\p{N}'’&-]*(?:(?:\\s+(?:of|for|and|&|de|del|la|le|du|des|van|von|der|den|y|e|et|und))?\\s+\\p{Lu}[\\p{L}\\p{M}\\p{N}'’&-]*){0,5}";
/**
 * Where the visitor's role in an organisation names it, whatever its words: "I coordinate Lamok
 * Watch", "the pharmacist-owner of Lékárna U Mostu", "our group is called Thornbury Feeding
 * Friends". (A department after "head of" is no organisation: "head" and "lead" take "at" only.)
 */
const ORGANISATION_BY_ROLE = [
  `\\b(?:i|we)\\s+(?:(?:co-?)?found(?:ed)?|coordinate|run|manage|direct|chair|own|started|set up|work (?:for|at)|volunteer (?:at|with|for))\\s+(?:the\\s+)?(${CAPITALISED_NAME})`,
  `\\b(?:(?:co-?)?founders?|owner|[\\p{L}]+-owner|coordinator|chair|president|secretary|trustee|members?|ceo|cto)\\s+(?:of|at)\\s+(?:the\\s+)?(${CAPITALISED_NAME})`,
  `\\b(?:director|manager|head|lead)\\s+at\\s+(?:the\\s+)?(${CAPITALISED_NAME})`,
  `\\b(?:group|charity|company|organi[sz]ation|start-?up|ngo|business|club|network|social enterprise|practice|clinic|we're|we are)\\b[^.]{0,30}?\\b(?:called|named)\\s+(${CAPITALISED_NAME})`,
  // "Our community interest company is Open Door Dental CIC", "my practice is Kirkbride Surgery"
  `\\b(?:our|my)\\s+(?:[\\p{L}-]+\\s+){0,2}(?:company|charity|organi[sz]ation|team|practice|clinic|group|start-?up|ngo|business|social enterprise|cic|service|employer|lab)\\s+is\\s+(?:called\\s+|named\\s+)?(?:the\\s+)?(${CAPITALISED_NAME})`,
  // "my day job is with Rijnvliet Verzekeringen", "the company is Gangwerk GmbH", "I'm employed by …"
  `\\b(?:my\\s+(?:day\\s+|main\\s+|paid\\s+)?job\\s+is\\s+(?:with|at|for)|(?:i'm|i\\s+am)\\s+employed\\s+(?:by|at)|the\\s+(?:company|charity|start-?up|business)\\s+is(?:\\s+called)?)\\s+(?:the\\s+)?(${CAPITALISED_NAME})`,
  // "At Captura Medical we've built …": where "we" are.
  `(?:^|[.;!?]\\s+)at\\s+(?:the\\s+)?(${CAPITALISED_NAME}),?\\s+(?:we|i)\\b`,
  // "When I came to Ekerubo Mission Hospital", "I started as a volunteer with Solas Nua Peer Support", "I joined …"
  `\\b(?:i|we)\\s+(?:came to|joined|moved to|started (?:out\\s+)?(?:as\\s+(?:an?\\s+)?[\\p{L}-]+(?:\\s+[\\p{L}-]+)?\\s+)?(?:at|with))\\s+(?:the\\s+)?(${CAPITALISED_NAME})`,
  // "We're a drug service - Harbour Lane Recovery Project in Salford"
  `\\b(?:we're|we are)\\s+(?:a|an|the)\\s+[^.,;:]{1,40}?\\s+[-–—:]\\s+(?:the\\s+)?(${CAPITALISED_NAME})`,
].map((source) => new RegExp(source, 'iu'));

const JOINER = /^(?:of|for|and|&|de|del|la|le|du|des|van|von|der|den|y|e|et|und)$/;

/** An organisation the visitor labelled as one: "org: LifeDrop Port Harcourt", "Organisation – Kör för Alla". */
const LABELLED_ORGANISATION =
  /\b(?:org|organi[sz]ation|affiliation|employer|institution|company)\s*(?::|=|\s[–-])\s*(\p{Lu}[^,;\n()]{1,60}?)\s*(?=[,;\n()]|$)/iu;

function labelledOrganisation(text: string): string | null {
  const value = LABELLED_ORGANISATION.exec(text)?.[1]?.trim();
  return value && /^\p{Lu}/u.test(value) ? value : null;
}

/**
 * The capitalised words that open a case-blind match: "Lamok Watch" of "Lamok Watch with my
 * sister", "Royal Fenwick Infirmary" of "Royal Fenwick Infirmary. Most …"; none for a day ("I run
 * Monday clinics").
 */
function capitalisedName(found: string): string[] {
  const words: string[] = [];
  for (const raw of found.split(/\s+/)) {
    const word = raw.replace(/[.,;:!?)]+$/, '');
    if (/^\p{Lu}/u.test(word)) words.push(word);
    else if (JOINER.test(word) && words.length > 0) words.push(word);
    else break;
    if (word !== raw) break;
  }
  while (words.length > 0 && JOINER.test(words.at(-1)!)) words.pop();
  return words.length > 0 && !NOT_NAME.has(words[0]!.toLowerCase()) ? words : [];
}

function organisationByRole(sentence: string): string | null {
  // A handover's opening: "Antimicrobial pharmacist, Royal Fenwick Infirmary." It must name a kind
  // of organisation ("Retired community pharmacist, Galway." names a place).
  const [role, rest] = sentence.split(/\s*,\s*/, 2);
  const roleWords = role?.split(/\s+/) ?? [];
  if (rest && roleWords.length <= 4 && isRole(roleWords.at(-1) ?? '')) {
    const words = capitalisedName(rest);
    if (words.some((w) => ORG_WORDS.has(w.toLowerCase()) || LEGAL_FORMS.has(w))) return words.join(' ');
  }
  for (const pattern of ORGANISATION_BY_ROLE) {
    const words = capitalisedName(pattern.exec(sentence)?.[1] ?? '');
    if (words.length > 0) return words.join(' ');
  }
  return null;
}

/**
 * The organisation of a signature: the name, a role, then the organisation, on one line or the
 * name on a line of its own ("Astrid Haugen, CEO, CalmChair AS, astrid@…", "Niamh Gallagher" then
 * "Respiratory physio, Lagan Breathing Service").
 */
function signatureOrganisation(text: string, fullName: string): string | null {
  const bare = fullName.replace(/^(?:dr|prof|mr|mrs|ms|miss|sister|nurse|professor)\.?\s+/i, '').toLowerCase();
  const lines = text.split('\n').map((l) => l.trim());
  for (let i = 0; i < lines.length; i++) {
    const at = lines[i]!.toLowerCase().indexOf(bare);
    if (at < 0) continue;
    const rest = [lines[i]!.slice(at + bare.length), ...(lines[i]!.slice(at + bare.length).trim() === '' ? [lines[i + 1] ?? ''] : [])].join(', ');
    const parts = rest
      .split(/\s*(?:,|·|\||\s[—–-]\s)\s*/)
      .map((p) => p.trim().replace(/[.;]+$/, ''))
      .filter(Boolean);
    let role = false;
    for (const whole of parts) {
      // The organisation ends its sentence ("…, founder and CEO, ScanMama. We're in 9 centres").
      const part = whole.split(/[.!?]\s+(?=\p{Lu})/u)[0]!;
      const inRole = ROLE_AT.exec(part);
      if (inRole) return inRole[1]!.trim();
      if (isRole(part)) role = true;
      else if (/@/.test(part)) continue;
      else if (role && /^\p{Lu}/u.test(part) && part.split(/\s+/).length <= 6) return part.replace(/\s*\(.*\)$/, '');
      else return null;
    }
  }
  return null;
}

const QUOTE = /^["'“”‘’«»]$/;

/** The indexes of the tokens inside quotation marks (a quote left open runs to the sentence's end). */
function quotedTokens(tokens: readonly Token[]): Set<number> {
  const inside = new Set<number>();
  let open = false;
  tokens.forEach((t, i) => {
    if (QUOTE.test(t.text)) open = !open;
    else if (open) inside.add(i);
  });
  return inside;
}

/**
 * The visitor's email, name and organisation, in any order on a line or across sentences
 * ("Dr. Alan Whitfield  alan.whitfield@nhs.net  Eden Valley Medical Practice", "i'm lee chen
 * from state university", "Mercy Hospital - Ada Lovelace - ada@mercy.org").
 */
export function findPeople(read: ReadText): PeopleFound {
  let fullName: string | null = null;
  let affiliation: string | null = labelledOrganisation(read.text);
  let stated = affiliation !== null;
  let byRole: string | null = null;
  const named: { name: string; sure: boolean }[] = [];
  for (const sentence of read.sentences) {
    const tokens = sentence.tokens;
    // Names after a lead-in, in any case: "my name is lee chen", "I'm Dr. Ada Okafor". A first
    // name alone gives way to a full one told after it ("Just call me Kez. Ok, full name's Kerry-Ann Doyle").
    if (!fullName?.includes(' ')) {
      const quoted = quotedTokens(tokens);
      for (let i = 0; i < tokens.length && !fullName?.includes(' '); i++) {
        const intro = NAME_INTRO.find((seq) => seq.every((w, k) => tokens[i + k]?.lower === w));
        // ("cards that say 'I am Deaf, please write'": words the visitor quotes are not them introducing themselves.)
        if (!intro || quoted.has(i)) continue;
        let j = i + intro.length;
        const words: Token[] = [];
        while (j < tokens.length && words.length < 5) {
          const t = tokens[j]!;
          if (t.text === '.' && words.length === 1 && TITLES.has(words[0]!.lower + '.')) {
            j++;
            continue;
          }
          const nameLike = isWordish(t) && !NOT_NAME.has(t.lower) && !ORG_INTRO.has(t.lower) && /^(?:PROPN|NOUN|ADJ|X)$/.test(t.pos);
          if (!nameLike && !(isWordish(t) && TITLES.has(t.lower))) break;
          words.push(t);
          j++;
        }
        const nameWords = words.filter((w) => !TITLES.has(w.lower) && !TITLES.has(w.lower + '.'));
        if (nameWords.length === 0 || nameWords.length > 4) continue;
        // A single lower-case word after "i'm" or "this is" is too often not a name ("i'm tired", "this is personal").
        if (nameWords.length === 1 && !isCapitalised(nameWords[0]!) && (intro[0]!.startsWith('i') || intro[0] === 'this')) continue;
        const title = words.find((w) => TITLES.has(w.lower) || TITLES.has(w.lower + '.'));
        const text = capitaliseWords(joinTokens(nameWords));
        if (isOrg(nameWords)) continue;
        fullName = title ? `${capitaliseWords(title.lower.replace(/\.$/, ''))}. ${text}`.replace(/^(Professor|Sister|Nurse|Miss)\. /, '$1 ') : text;
      }
    }
    // Organisation after "at/from/with": up to the end of the phrase, in any case, if it names a kind of organisation.
    if (!affiliation) {
      for (let i = 0; i < tokens.length && !affiliation; i++) {
        if (!ORG_INTRO.has(tokens[i]!.lower)) continue;
        const words: Token[] = [];
        let j = i + 1;
        if (tokens[j]?.lower === 'the') j++;
        while (
          j < tokens.length &&
          words.length < 7 &&
          (isWordish(tokens[j]!) || tokens[j]!.text === '&') &&
          !(tokens[j]!.pre.length >= 2 && words.length > 0)
        ) {
          if (/^(?:and|who|which|that|where|we|i|to|in|on|but|so|because)$/.test(tokens[j]!.lower) && words.length > 0) break;
          words.push(tokens[j]!);
          j++;
        }
        while (words.length > 0 && !ORG_WORDS.has(words[words.length - 1]!.lower) && !isCapitalised(words[words.length - 1]!)) words.pop();
        if (
          words.length > 0 &&
          isOrg(words) &&
          (words.some((w) => PLAIN_ORG_WORDS.has(w.lower)) || words.every((w) => isCapitalised(w) || NAME_LINK.test(w.lower))) &&
          words.every(
            (w) =>
              isCapitalised(w) ||
              ORG_WORDS.has(w.lower) ||
              NAME_LINK.test(w.lower) ||
              /^for$/.test(w.lower) ||
              w.pos === 'PROPN' ||
              w.pos === 'NOUN' ||
              w.pos === 'ADJ',
          )
        ) {
          const text = joinTokens(words);
          affiliation = /[A-Z]/.test(text) ? text : capitaliseWords(text).replace(/\bNhs\b/, 'NHS');
        }
      }
    }
    // Named by the visitor's role in it: kept for last, a signature reads it with its legal form.
    byRole ??= organisationByRole(sentence.text);
    const runs = capitalisedRuns(tokens);
    const namesAnOrganisation = runs.some((run) => isOrg(run) && !run.every((t) => ORG_WORDS.has(t.lower)));
    for (const run of runs) {
      // "a staff nurse at Harrowgate General", "I do nights at Larkfield House": a place of work, no
      // person (unless the sentence names an organisation itself: "at Komfo Ward, Asokwa Municipal Hospital").
      const at = tokens.indexOf(run[0]!);
      const atWork = !namesAnOrganisation && run.length >= 2 && run.length <= 6 && /^(?:at|joined)$/.test(tokens[at - 1]?.lower ?? '') && !isPlace(tokens, run);
      // ("write to me by post at Rose Cottage, Hawes", "I live at Mill House": where they live, no organisation.)
      const home = /^(?:post|live|lives|living|stay|staying|address|home)$/.test(tokens[at - 2]?.lower ?? '');
      if (home) continue;
      if (!affiliation && (isOrg(run) || atWork) && run.length <= 8 && !run.every((t) => ORG_WORDS.has(t.lower)) && !isRole(joinTokens(run)))
        affiliation = joinTokens(run);
      else if (!fullName && !atWork && !someoneElse(tokens, run) && !isPlace(tokens, run) && !byRole?.includes(joinTokens(run))) {
        const name = asName(run);
        // A name with a title is surer than one found first inside a sentence ("rural Tamil Nadu", then "Dr Priya Raman").
        if (name) named.push({ name, sure: TITLES.has(run[0]!.lower) });
      }
    }
  }
  fullName ??= (named.find((n) => n.sure) ?? named[0])?.name ?? null;
  if (fullName && !affiliation) {
    affiliation = signatureOrganisation(read.text, fullName);
    stated = affiliation !== null;
  }
  // Named by their role in it, it is theirs, before a kind of organisation named anywhere else.
  if (byRole && !stated) {
    affiliation = byRole;
    stated = true;
  }
  return { email: read.emails[0]?.toLowerCase() ?? null, fullName, affiliation, affiliationStated: stated };
}
