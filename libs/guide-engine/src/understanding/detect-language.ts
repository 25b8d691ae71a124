/**
 * Whether a message is written in a language other than English, and which: by script for the
 * non-Latin ones, by common function words for the Latin ones. The guide works in English; a
 * visitor writing in another language is told so in theirs, and nothing of the message is recorded.
 */
export type ForeignLanguage = 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl' | 'pl' | 'sv' | 'tr' | 'ar' | 'zh' | 'ja' | 'ru' | 'el';

const SCRIPTS: [RegExp, ForeignLanguage][] = [
  [/\p{Script=Arabic}/gu, 'ar'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, 'ja'],
  [/\p{Script=Han}/gu, 'zh'],
  [/\p{Script=Cyrillic}/gu, 'ru'],
  [/\p{Script=Greek}/gu, 'el'],
];

const FUNCTION_WORD_LISTS: Partial<Record<ForeignLanguage, string>> = {
  de: 'der die das und ich wir ist sind nicht ein eine einen mit für bei auf zu von den dem des auch sie es wie oder aber unser unsere unseren hallo brauchen haben habe möchte können ihr bin einem einer zum zur sehr noch schon nur sich kein keine viele wird werden wurde guten uns aus seit mein meine meinen meiner meinem weil nie dass wenn dann hier jetzt immer alle gibt kann muss diese dieser dieses nach über ohne durch ja nein nichts etwas jede jeden grüß gott heiße heißt',
  fr: "le la les et je nous est sont pas un une des avec pour dans sur du au aux ce cette qui que notre nos vous bonjour avons besoin suis mais très de en on ils elles trop aussi après avant sans chez être avoir fait peu leur leurs depuis déjà mon ma mes j'ai m'appelle ici où comme quand tous tout toute toutes elle il y",
  es: 'el la los las y yo nosotros es son no un una unos con para en por del al que nuestro nuestra hola tenemos necesitamos somos estoy pero muy este esta de en lo mi su sus soy también desde hace sin sobre cuando donde hemos todavía llamo porque están está nos ella ellos aquí sí',
  it: 'il lo la gli le e io noi è sono non un una con per nel della che nostro nostra ciao abbiamo bisogno siamo ma molto questo questa di anche perché ancora già alla dei degli delle sei mi mio chiamo hanno quando più del nella sul grazie',
  pt: 'o a os as e eu nós é são não um uma com para em no na do da que nosso nossa olá temos precisamos somos mas muito este esta de em ao sou também ainda já pelo pela dos das há meu minha estou está estão tem têm porque quando onde desde isso aqui obrigado obrigada chamo',
  nl: 'de het een en ik wij we is zijn niet met voor bij op van dat onze ons hallo hebben nodig maar ook deze zoeken wordt worden veel nog mijn heb wat waar omdat ze zij naar uit kunnen moeten graag geen alleen',
  pl: 'i w na z do że nie jest są to się my jestem mamy potrzebujemy nasz nasza dla dzień dobry oraz ale bardzo mam jak już tylko jako przez od bo czy który która które tak też jeszcze gdzie kiedy mój moja moje ze',
  sv: 'och att det som för med har inte den till av på är vi en ett jag hej behöver vår våra där sedan också',
  tr: 've bir bu için ile biz ben değil var yok merhaba ihtiyacımız çok da de',
};
const wordSet = (list: string): Set<string> => new Set(list.split(' '));
const FUNCTION_WORDS = Object.entries(FUNCTION_WORD_LISTS).map(([lang, list]) => [lang as ForeignLanguage, wordSet(list)] as const);
const ENGLISH = wordSet(
  'the a an and i we is are not with for in on of to that our my you it this have has need be was were do does can will would at from by as hi hello so but',
);

export function foreignLanguage(text: string): ForeignLanguage | null {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 4) return null;
  for (const [script, lang] of SCRIPTS) {
    const n = text.match(script)?.length ?? 0;
    if (n / letters.length > 0.3) return lang;
  }
  const cased = text
    .replace(/\S+@\S+/g, ' ')
    // English shorthand: "w/ a psych", "w/o", "b/c" (a Polish "w" is a word of its own).
    .replace(/\b(?:w\/o|w\/|b\/c)(?=\s|$)/gi, ' ')
    .split(/[^\p{L}']+/u)
    .filter(Boolean);
  const tokens = cased.map((t) => t.toLowerCase());
  // A short line around an address is contact details, whatever its company suffix ("Glikolux sp. z o.o.").
  if (tokens.length < 3 || (tokens.length < 20 && /\S+@\S+/.test(text))) return null;
  const english = tokens.filter((t) => ENGLISH.has(t)).length;
  // A function word between two capitalised words belongs to a name ("Universidad Costera de
  // Valparaíso", "Institut für Gesundheit"), which an English sentence carries as well.
  const capital = (i: number) => /^\p{Lu}/u.test(cased[i] ?? '');
  const spoken = tokens.filter((_, i) => !(capital(i - 1) && capital(i + 1)));
  let best: ForeignLanguage | null = null;
  let bestCount = 0;
  let bestLonger = 0;
  for (const [lang, set] of FUNCTION_WORDS) {
    const said = (list: string[]) => list.filter((t) => set.has(t) && !ENGLISH.has(t));
    const all = said(tokens);
    // German capitalises every noun: a sentence of its function words, with next to no English, is German whatever stands around them.
    const words = all.length >= 3 && all.length > english * 3 ? all : said(spoken);
    if (words.length > bestCount) [best, bestCount, bestLonger] = [lang, words.length, words.filter((t) => t.length > 1).length];
  }
  // One-letter words ("i", "a", "e", "w", "z", "o", "y") say little alone: a longer one must agree.
  if (best && bestCount >= 2 && bestLonger >= 1 && bestCount > english * 1.5) return best;
  // A short line of few function words ("Potrzebuję mentora i zespołu programistów.") is told by
  // the letters only its language writes, in two words or more and next to no English.
  for (const [letters, lang] of OWN_LETTERS) {
    // ("Prof. Elif Karataş-Yıldırım, Çankaya Neuroscience Institute": names keep their letters in any language.)
    const marked = tokens.filter((t, i) => letters.test(t) && (i === 0 || !/^\p{Lu}/u.test(cased[i]!))).length;
    // (A lone "i" is Polish "and" as often as a lower-case English "I".)
    const englishWords = tokens.filter((t) => t.length > 1 && ENGLISH.has(t)).length;
    if (marked >= 2 && englishWords === 0) return lang;
  }
  return null;
}

/**
 * The language of each sentence of one message. A sentence too short to tell alone ("Ich pflege
 * seit vier Jahren meine Mutter mit Demenz.") is in the language its message is written in when it
 * holds a word of that language and no English one.
 */
export function sentenceLanguages(sentences: readonly string[]): (ForeignLanguage | null)[] {
  const alone = sentences.map(foreignLanguage);
  const message = alone.some(Boolean) ? foreignLanguage(sentences.join(' ')) : null;
  const words = FUNCTION_WORDS.find(([lang]) => lang === message)?.[1];
  if (!message || !words) return alone;
  return alone.map((lang, i) => {
    if (lang) return lang;
    const tokens = sentences[i]!.toLowerCase()
      .split(/[^\p{L}']+/u)
      .filter((t) => t.length > 1);
    return tokens.some((t) => words.has(t) && !ENGLISH.has(t)) && !tokens.some((t) => ENGLISH.has(t)) ? message : null;
  });
}

/** Letters that only one of the languages the guide names writes (Polish ł, ę; Turkish ğ, ı, ş). */
const OWN_LETTERS: [RegExp, ForeignLanguage][] = [
  [/[ąęłńśźż]/u, 'pl'],
  [/[ğış]/u, 'tr'],
];

/** "This guide works in English", in the visitor's language, then in English. */
const NOTICE: Record<ForeignLanguage, string> = {
  de: 'Dieser Leitfaden funktioniert nur auf Englisch. Bitte schreiben Sie auf Englisch, dann nehme ich Ihre Idee auf.',
  fr: "Ce guide fonctionne uniquement en anglais. Merci d'écrire en anglais pour que je puisse noter votre idée.",
  es: 'Esta guía solo funciona en inglés. Por favor, escriba en inglés para que pueda anotar su idea.',
  it: 'Questa guida funziona solo in inglese. La preghiamo di scrivere in inglese, così posso annotare la sua idea.',
  pt: 'Este guia funciona apenas em inglês. Por favor, escreva em inglês para que eu possa registar a sua ideia.',
  nl: 'Deze gids werkt alleen in het Engels. Schrijf alstublieft in het Engels, dan noteer ik uw idee.',
  pl: 'Ten przewodnik działa tylko po angielsku. Proszę napisać po angielsku, a zanotuję Państwa pomysł.',
  sv: 'Den här guiden fungerar bara på engelska. Skriv gärna på engelska, så antecknar jag din idé.',
  tr: 'Bu rehber yalnızca İngilizce çalışır. Fikrinizi not edebilmem için lütfen İngilizce yazın.',
  ar: 'يعمل هذا الدليل باللغة الإنجليزية فقط. يرجى الكتابة بالإنجليزية حتى أتمكن من تسجيل فكرتك.',
  zh: '本向导仅支持英文。请用英文书写，以便我记录您的想法。',
  ja: 'このガイドは英語のみで動作します。アイデアを記録できるよう、英語でご記入ください。',
  ru: 'Этот помощник работает только на английском языке. Пожалуйста, напишите по-английски, чтобы я мог записать вашу идею.',
  el: 'Αυτός ο οδηγός λειτουργεί μόνο στα αγγλικά. Παρακαλώ γράψτε στα αγγλικά για να καταγράψω την ιδέα σας.',
};

export function englishOnlyNotice(language: ForeignLanguage): string {
  return `${NOTICE[language]}\n\nThis guide works in English: please write in English and I'll note your idea.`;
}
