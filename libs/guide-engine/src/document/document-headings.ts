/**
 * Headings a visitor may give a section, by the field they hint at. A hint only says where to
 * look first: the section's sentences are still read for what they say (document-sentences.ts).
 * English, French, German, Spanish, Italian, Portuguese and Dutch; lean-canvas and grant-abstract
 * boxes included. `market` and `ignore` hint at no field: a Market slide's figures are not who the
 * project is for, and a Competition box is no part of the eight fields. A lean canvas's Revenue
 * streams say who pays (the funding), its Key metrics how far it has come, and its Unfair advantage
 * is read for what it says (often who is behind it).
 */
export type SectionHint =
  | 'title'
  | 'problem'
  | 'solution'
  | 'needs'
  | 'funding'
  | 'stage'
  | 'team'
  | 'contact'
  | 'target_population'
  | 'urgency'
  | 'summary'
  | 'market'
  | 'ignore';

const HEADINGS: [RegExp, SectionHint][] = [
  [/^(?:project\s+)?(?:title|name)$|^(?:titre|nom\s+du\s+projet|projekttitel|projektname|t[ií]tulo|titolo|nombre\s+del\s+proyecto|projectnaam)$/iu, 'title'],
  [
    /^(?:the\s+)?(?:(?:clinical\s+|unmet\s+|health\s+|medical\s+){0,2}(?:problem(?:\s+statement)?|need)|probs?|challenge|the\s+gap|pain\s+points?|background(?:\s+and\s+(?:problem|rationale))?|rationale|introduction|motivation|context|why\s+(?:it\s+matters|this\s+matters|now)|what\s+happens\s+(?:today|now)|the\s+situation(?:\s+today)?|what['’]?s\s+wrong)$|^(?:le\s+)?(?:problème|besoin\s+clinique|contexte|défi)$|^(?:das\s+)?(?:problem(?:stellung)?|herausforderung|hintergrund|ausgangslage)$|^(?:el\s+|il\s+|o\s+)?(?:problema|contexto|contesto|antecedentes|desafío|sfida)$|^(?:het\s+)?(?:probleem|achtergrond|uitdaging)$|^(?:le\s+constat|pourquoi|warum|waarom|por\s+qu[eé]|perch[eé]|porqu[eê])$/iu,
    'problem',
  ],
  [
    /^(?:the\s+|our\s+)?(?:solution|soln|sol|approach|product|innovation|idea|proposal|proposed\s+(?:solution|approach|project)|technology|how\s+it\s+works|what\s+we\s+(?:do|did|built|make|offer|propose)(?:\s+about\s+it)?|what\s+we['’]ve\s+built|what\s+it\s+is|methods?|methodology|design|intervention|aims?(?:\s+and\s+objectives)?|objectives?|unique\s+value\s+proposition|value\s+proposition)$|^(?:la\s+|notre\s+)?(?:solution|approche|méthodes?|objectifs?|innovation)$|^(?:die\s+|unsere\s+)?(?:lösung|methoden?|ansatz|ziele?|idee)$|^(?:la\s+|nuestra\s+|a\s+nossa\s+|nossa\s+|la\s+nostra\s+)?(?:soluci[oó]n|soluzione|solu[cç][aã]o|m[eé]todos?|metodi|objetivos?|obiettivi)$|^(?:onze\s+|de\s+)?(?:oplossing|aanpak|methode)$|^(?:notre\s+(?:idée|projet)|ce\s+que\s+nous\s+faisons|was\s+wir\s+tun|unsere\s+idee|wat\s+we\s+doen|ons\s+idee|qu[eé]\s+hacemos|nuestra\s+(?:idea|propuesta)|cosa\s+facciamo|la\s+nostra\s+idea|la\s+(?:nostra\s+)?proposta|(?:nuestra\s+|la\s+)?propuesta|notre\s+proposition|unser\s+vorschlag|(?:a\s+)?nossa\s+proposta|o\s+que\s+fazemos|a\s+nossa\s+ideia|ons\s+voorstel|nasze\s+rozwiązanie|vår\s+lösning)$/iu,
    'solution',
  ],
  [
    /^(?:the\s+|our\s+)?(?:ask|asks|needs|what\s+we\s+need|(?:what\s+we(?:'re|\s+are)\s+)?looking\s+for|(?:help\s+)?wanted|wish\s*list|we\s+need|what\s+we(?:'re|\s+are)\s+(?:asking|looking)\s+for|support(?:\s+(?:needed|requested|sought))?|help\s+(?:needed|wanted)|what\s+would\s+help|how\s+you\s+can\s+help|what\s+we\s+are\s+asking|request|partners?\s+(?:needed|sought))$|^(?:nos\s+|les\s+)?besoins$|^(?:ce\s+dont\s+nous\s+avons\s+besoin|notre\s+demande)$|^(?:unser\s+)?bedarf$|^was\s+wir\s+(?:brauchen|suchen)$|^(?:ce\s+que\s+nous\s+(?:demandons|cherchons)|wat\s+we\s+(?:vragen|zoeken)|(?:lo\s+)?qu[eé]\s+(?:pedimos|buscamos)|cosa\s+chiediamo|o\s+que\s+pedimos)$|^(?:necesidades|necessità|bisogni|necessidades|lo\s+que\s+necesitamos|qu[eé]\s+necesitamos|behoeften|wat\s+we\s+nodig\s+hebben|di\s+cosa\s+abbiamo\s+bisogno|(?:o\s+)?que\s+precisamos|do\s+que\s+precisamos|czego\s+potrzebujemy|vad\s+vi\s+behöver)$/iu,
    'needs',
  ],
  [
    /^(?:funding(?:\s+(?:request|sought|needed|to\s+date|ask))?|(?:about\s+)?(?:the\s+)?money(?:\s+bit)?|cash|financials|budget|investment(?:\s+sought)?|use\s+of\s+funds|the\s+raise|costs?|revenue(?:\s+(?:model|streams?))?|money\s+in)$|^(?:financement|finanzierung|financiaci[oó]n|finanziamento|financiamento|financiering|presupuesto|budget)$/iu,
    'funding',
  ],
  [
    /^(?:stage|status|development\s+stage|current\s+(?:stage|status)|where\s+we\s+are(?:\s+now)?|how\s+far\s+we(?:['’]ve|\s+have)\s+(?:got|come)|traction|progress(?:\s+(?:so\s+far|to\s+date))?|evidence(?:\s+so\s+far)?|results|findings|milestones\s+(?:reached|to\s+date)|validation|pilot\s+results|key\s+metrics)$|^(?:stade|avancement|état\s+d['’]avancement|résultats)$|^(?:entwicklungsstand|stand|ergebnisse)$|^(?:estado|etapa|fase|stato|stadio|resultados|risultati|status|stadium|resultaten)$|^(?:o[uù]\s+en\s+sommes[- ]nous|o[uù]\s+nous\s+en\s+sommes|hoe\s+ver\s+we\s+zijn|waar\s+staan\s+we|d[oó]nde\s+estamos|en\s+qu[eé]\s+punto\s+estamos|wo\s+wir\s+stehen|a\s+che\s+punto\s+siamo|onde\s+estamos)$/iu,
    'stage',
  ],
  [
    /^(?:the\s+|our\s+)?(?:team|founders|founding\s+team|people|who\s+we\s+are|who['’]?s\s+behind\s+it|who\s+is\s+behind\s+it|about\s+us|investigators|project\s+team|applicants?)$|^(?:l['’]\s*)?équipe$|^(?:das\s+)?team$|^(?:el\s+)?equipo$|^(?:la\s+)?squadra$|^(?:a\s+)?equipe$|^(?:het\s+)?team$|^(?:chi\s+siamo|qui[eé]nes\s+somos|qui\s+sommes[- ]nous|wer\s+wir\s+sind|quem\s+somos|wie\s+zijn\s+wij|kim\s+jesteśmy|vilka\s+vi\s+är|zespół)$/iu,
    'team',
  ],
  [/^(?:contact(?:\s+(?:information|details|us))?|get\s+in\s+touch)$|^(?:kontakt|contacto|contatto|contato)$/iu, 'contact'],
  [
    /^(?:target\s+(?:population|users|group|audience|customers)|who\s+it['’]?s\s+for|who\s+(?:it|this)\s+is\s+for|who\s+(?:we|it)\s+(?:help|helps|serve|serves)|beneficiaries|users|customers|customer\s+segments?|early\s+adopters|participants|population)$|^(?:population\s+cible|public\s+cible|zielgruppe|p[uú]blico\s+(?:objetivo|alvo)|destinatari|doelgroep|beneficiarios|pour\s+qui|voor\s+wie|para\s+qui[eé]n|a\s+qui[eé]n(?:\s+(?:se\s+dirige|va\s+dirigido))?|f[uü]r\s+wen|per\s+chi|a\s+chi\s+si\s+rivolge|para\s+quem|a\s+quem\s+se\s+destina|à\s+qui\s+s['’]adresse|dla\s+kogo|för\s+vem)$/iu,
    'target_population',
  ],
  [
    /^(?:(?:the\s+)?market(?:\s+(?:size|opportunity))?|market\s+and\s+competition|competition|competitors|competitive\s+landscape|business\s+model|cost\s+structure|channels|go[- ]to[- ]market)$|^(?:marché|markt|mercado|mercato)$/iu,
    'market',
  ],
  [/^(?:timeline|milestones|next\s+steps|roadmap)$|^(?:calendrier|prochaines\s+étapes|zeitplan|nächste\s+schritte|cronograma|próximos\s+pasos)$/iu, 'urgency'],
  // Headings of the visitor's own ("The fix", "The crew", "Why we couldn't let it go"), and Turkish ones.
  [/^(?:the\s+itch|why\s+we\s+(?:care|started|bother|couldn['’]t\s+let\s+(?:it|this)\s+go)|sorun(?:lar)?)$/iu, 'problem'],
  [/^(?:(?:the|our)\s+(?:fix|answer)|çözüm(?:ümüz)?|ne\s+yapıyoruz\??|fikrimiz)$/iu, 'solution'],
  [/^(?:kimler?\s+için\??|kimin\s+için\??|hedef\s+kitle)$/iu, 'target_population'],
  [/^(?:şimdiye\s+kadar|neredeyiz|durum(?:umuz)?|aşama)$/iu, 'stage'],
  [/^(?:[iİ]htiya[cç]lar(?:ımız)?|ne\s+istiyoruz\??)$/iu, 'needs'],
  [/^(?:(?:the|our)\s+crew|ekip(?:imiz)?)$/iu, 'team'],
  [/^(?:bütçe|finansman)$/iu, 'funding'],
  [
    /^(?:conclusions?|discussion|summary|abstract|executive\s+summary|overview|impact|expected\s+(?:outcomes|impact)|outcomes|risks|references|appendix)$|^(?:résumé|zusammenfassung|fazit|resumen|riassunto|samenvatting)$/iu,
    'summary',
  ],
];

const STRIP = /^(?:(?:slide|page|section)\s+\d{1,2}\s*[:.–—-]\s*|#+\s*|\d{1,2}(?:\.\d+)*[.)]?\s+|[A-Z][.)]\s+|[•·▪■►*-]\s*)/iu;

/** The hint a heading gives, or null for a heading we do not know (it still ends the section before). */
export function headingHint(heading: string): SectionHint | null {
  const form = formQuestionHint(heading);
  if (form !== undefined) return form;
  const name = heading
    .trim()
    .replace(STRIP, '')
    .replace(/[:：.]+$/, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*[&/]\s*/g, ' and ')
    .trim();
  for (const [pattern, hint] of HEADINGS) if (pattern.test(name)) return hint;
  // "Problem and opportunity", "Solution / product": the first word decides.
  const first = /^(\p{L}+)\s+and\s+/u.exec(name)?.[1];
  if (first) for (const [pattern, hint] of HEADINGS) if (pattern.test(first)) return hint;
  return null;
}

/** An application form's numbered question ("Q3. Describe the unmet clinical need", "7) Support requested"). */
const NUMBERED_QUESTION = /^(?:Q(?:uestion)?\s*\d{1,2}[a-z]?\s*[.:)]?|\d{1,2}[a-z]?\s*[.)])\s+(.{3,160})$/iu;
const ASKS =
  /^(?:please\s+)?(?:describe|explain|summari[sz]e|outline|tell\s+us|list|give|state|provide|describa|explique|indique|décrivez|expliquez|indiquez|beschreiben\s+sie|erläutern\s+sie|descriva|spieghi|indichi|descreva|explique|beschrijf|opisz|beskriv)(?![\p{L}])/iu;

/** What each field's question asks about, in the order a question is matched (support before money: "What support, apart from money?"). */
const FORM_QUESTION_WORDS: [RegExp, SectionHint | null][] = [
  [/\b(?:anything\s+else|other\s+information|comments?|declaration|risks?)\b|^(?:date|signature)\b/i, null],
  [/\b(?:(?:project|innovation|product|idea)\s+(?:name|title)|name\s+of\s+(?:the\s+|your\s+)?(?:project|innovation|product|idea)|title)\b/i, 'title'],
  [/\b(?:lead\s+applicant|applicant|contact|organi[sz]ation)\b/i, 'contact'],
  [/\b(?:team|members|founders|who\s+is\s+involved)\b/i, 'team'],
  [
    /\b(?:users|beneficiar\w*|target\s+(?:group|population|users)|who\s+(?:is|are)\s+it\s+for|who\s+will\s+benefit|patients?\s+(?:group|population))\b/i,
    'target_population',
  ],
  [/\b(?:stage|status|evidence|results|traction|progress|how\s+far)\b/i, 'stage'],
  [/\b(?:support|help|partners?|expertise|advice|mentoring)\b/i, 'needs'],
  [/\b(?:funding|budget|money|grant|amount|costs?|investment)\b/i, 'funding'],
  [/\b(?:problem|need|challenge|gap|issue)\b/i, 'problem'],
  [
    /\b(?:solution|product|innovation|idea|how\s+(?:does\s+it|it)\s+works?|approach|what\s+(?:have\s+you|did\s+you|do\s+you)\s+(?:build|built|make|made|do))\b/i,
    'solution',
  ],
  // The same questions in the other languages forms come in (Spanish, French, German, Italian,
  // Portuguese, Dutch, Polish, Swedish), read as word starts: "¿Qué apoyo necesita, además de financiamiento?".
  ...(
    [
      [
        String.raw`nombre\s+del\s+proyecto|nombre\s+de\s+la\s+iniciativa|nom\s+du\s+projet|nom\s+de\s+l['’]initiative|projektname|name\s+des\s+projekts|nome\s+del\s+progetto|nome\s+do\s+projeto|projectnaam|nazwa\s+projektu|projektnamn|títul|titre|titel|titolo|tytuł`,
        'title',
      ],
      [
        String.raw`solicitante|candidat|antragsteller|richiedente|proponente|aanvrager|wnioskodawc|organizaci|organisme|organisation|organizzazion|organização|organisatie|organizacj|kontakt|contacto|contatto|ansprechp|träger|entidad|correo`,
        'contact',
      ],
      [String.raw`equipo|équipe|squadra|equipa|zespół|quién\s+(?:forma|está)|qui\s+(?:porte|est\s+derrière)`, 'team'],
      [
        String.raw`a\s+quién|à\s+qui|für\s+wen|a\s+chi|para\s+quem|voor\s+wie|dla\s+kogo|för\s+vem|destinatari|beneficiari|bénéficiaire|zielgrupp|doelgroep|público|publico|grupa\s+docelow|målgrupp`,
        'target_population',
      ],
      [
        String.raw`etapa|étape|stade|phase|fase|stadium|etap|avance|fortschritt|estado|stato|estágio|stand|en\s+qu[eé]\s+punto|a\s+che\s+punto|o[uù]\s+en\s+(?:êtes|sommes)|wo\s+stehen`,
        'stage',
      ],
      [
        String.raw`apoyo|soutien|aide|unterstützung|hilfe|supporto|aiuto|apoio|ajuda|steun|hulp|ondersteuning|wsparci|pomoc|stöd|hjälp|necesit|necessit(?!à)|potrzebn|benötig|brauch|besoin\s+de|nodig`,
        'needs',
      ],
      [
        String.raw`financ|monto|montant|betrag|importo|montante|bedrag|kwot|presupuest|budget|bilancio|orçamento|begroting|budżet|förderung|finanzierung|finansier`,
        'funding',
      ],
      [
        String.raw`problem|reto|défi|herausforderung|sfida|desafio|uitdaging|wyzwani|necesidad|besoin|bedarf|bisogno|necessidade|behoefte|potrzeb|behov`,
        'problem',
      ],
      [
        String.raw`soluci|solution|lösung|soluzion|soluç|oplossing|rozwiązani|lösning|propuesta|idea|idée|idee|ideia|pomysł|innovaci|innovazion|inovação`,
        'solution',
      ],
    ] as const
  ).map(([words, hint]): [RegExp, SectionHint] => [new RegExp(String.raw`(?<![\p{L}])(?:${words})`, 'iu'), hint]),
];

/**
 * A form's question gives the hint of what it asks ("Q5. Who are the intended users and
 * beneficiaries?" is who it is for), a question it knows nothing of gives none, and a line that is
 * no numbered or imperative question is left to the headings (undefined).
 */
/** Whether a line is an application form's numbered or imperative question. */
export const isFormQuestion = (line: string): boolean => formQuestionHint(line) !== undefined;

const STATEMENT =
  /^(?:we|i|our|my|it|this|that|they|there|nous|je|notre|wir|ich|unser\w*|nosotros|nuestr\w*|n[oó]s|noi|nostr\w*|wij|ik|onze?|my|nasz\w*)\b|\b(?:is|are|am|was|were|have|has|est|sommes|sind|ist|somos|estamos|siamo|zijn|jesteśmy)\b/iu;

/**
 * The hint of a form's own label before its answer on the same line, in any of the forms'
 * languages: a few words ("Wnioskowana kwota", "Equipo promotor") or a short question ("¿A quién va
 * dirigida?", "Na czym polega problem?"). Null when it names no field.
 */
export function formLabelHint(label: string): SectionHint | null {
  const text = label.trim();
  const asked = text.replace(/\([^)]*\)/g, ' ');
  const words = asked.split(/\s+/).filter(Boolean).length;
  if (!(words <= 6 || (text.endsWith('?') && words <= 12))) return null;
  // A statement before a colon is no label ("We are at prototype stage: the kit has been tried …").
  if (!text.endsWith('?') && STATEMENT.test(asked)) return null;
  for (const [pattern, hint] of FORM_QUESTION_WORDS) if (pattern.test(asked)) return hint;
  return null;
}

function formQuestionHint(line: string): SectionHint | null | undefined {
  const text = line.trim();
  const numbered = NUMBERED_QUESTION.exec(text)?.[1];
  // A question's own note in brackets after it ("… the project? (idea / prototype / pilot)") leaves it a question.
  // (A form's short question on its own line, in any language, is one too: "¿Qué necesitáis de la red, además de dinero?".)
  const asksShortly = /^¿?[^?]+\?$/.test(text) && text.split(/\s+/).length <= 12;
  const question = (numbered ?? ((ASKS.test(text) && text.split(/\s+/).length <= 14) || asksShortly ? text : null))?.replace(/(?<=\?)\s*\([^()]*\)$/, '');
  if (!question || (!numbered && /[.!]$/.test(question))) return undefined;
  // A numbered line that is a sentence of its own ("1. Nurses lose an hour a shift.") is a list item, not a question.
  if (numbered && /[.!]$/.test(question) && !ASKS.test(question)) return undefined;
  // Without a "Q", a numbered line is a question when it asks one or names a box in a few words ("7) Support requested").
  if (numbered && !/^Q/i.test(text) && !question.endsWith('?') && !ASKS.test(question) && question.split(/\s+/).length > 5) return undefined;
  const asked = question.replace(/\([^)]*\)/g, ' ');
  for (const [pattern, hint] of FORM_QUESTION_WORDS) if (pattern.test(asked)) return hint;
  return numbered && (ASKS.test(question) || question.endsWith('?')) ? null : undefined;
}
