import { NOT_SPECIFIED, type ExtractedField } from '@intake/contracts';
import { chunkText } from '../chunk-text.js';
import type { ReplyInput, VisitorKind } from '../guide-engine.port.js';
import { OfflineGuideEngine } from './offline-engine.js';
import { findVisitorKind } from './text-rules.js';

const engine = new OfflineGuideEngine();

async function extract(message: string, askedField: string | null = null): Promise<Record<string, string>> {
  const { fields, engine: used } = await engine.extract({ message, mode: 'guide', collected: {}, askedField, history: [] });
  expect(used).toEqual({ kind: 'offline', model: null, fallback: null });
  return Object.fromEntries(fields.map((f: ExtractedField) => [f.field, f.value]));
}

function reply(partial: Partial<ReplyInput> & Pick<ReplyInput, 'nextField'>): Promise<string> {
  return engine
    .reply({ mode: 'guide', visitorKind: 'general', persona: null, message: '', captured: [], askCount: 0, collected: {}, history: [], ...partial })
    .then((r) => r.text);
}

// Realistic first messages, one table per kind of visitor the consortium serves.
const VISITORS: {
  kind: VisitorKind;
  message: string;
  expect: Record<string, string | RegExp>;
}[] = [
  {
    kind: 'researcher',
    message:
      "I'm a professor of biomedical engineering at Northwestern University. Sepsis is often missed in the first hours because vital signs are checked only every four hours. We developed a machine learning model that predicts sepsis from continuous wearable data. We need funding and a clinical partner to run a pilot.",
    expect: {
      problem: /Sepsis is often missed/,
      solution: /We developed a machine learning model/,
      needs: /We need funding and a clinical partner/,
      affiliation: 'Northwestern University',
      // "a clinical partner to run a pilot" is what they ask for, not the stage they are at.
      goal: 'funding',
      background: /professor/,
      category: 'Digital Health/AI',
    },
  },
  {
    kind: 'entrepreneur',
    message:
      "Hi, I'm Maya Patel, co-founder of CareLoop. Our app is live in 3 clinics with 1,200 active users. It reminds heart failure patients to weigh themselves and alerts nurses. Readmissions after discharge are a huge problem for hospitals. We're raising a $1.5M seed round and looking for investors.",
    expect: {
      full_name: 'Maya Patel',
      solution: /It reminds heart failure patients|Our app is live/,
      problem: /Readmissions after discharge/,
      needs: /looking for investors/,
      stage: 'live',
      goal: 'funding',
      funding: /\$1\.5M seed round/,
      background: /co-founder/,
    },
  },
  {
    kind: 'clinician',
    message:
      'I am an ICU nurse. Nurses on my unit spend almost two hours per shift on duplicate charting. My idea is a voice assistant that fills the flowsheet from what we say at the bedside. I would like help finding engineers to build a prototype.',
    expect: {
      problem: /spend almost two hours per shift/,
      solution: /My idea is a voice assistant/,
      needs: /I would like help finding engineers/,
      goal: 'technical',
      background: /ICU nurse/,
    },
  },
  {
    kind: 'student',
    message:
      "I'm a master's student in public health. Older adults in rural areas struggle to get to physiotherapy appointments. My idea is an app with guided home exercises for patients after hip surgery. It's just an idea for now and I'm looking for a mentor and collaborators.",
    expect: {
      problem: /Older adults in rural areas struggle/,
      solution: /My idea is an app/,
      needs: /looking for a mentor and collaborators/,
      stage: 'concept',
      goal: 'collaboration',
      target_population: /patients after hip surgery/,
      background: /master's student/,
    },
  },
  {
    kind: 'investor',
    message:
      "I'm an angel investor with a health-tech focus. We invest in pre-seed and seed digital health companies, typical ticket size $50k to $250k. We're looking for deal flow and co-investment opportunities with the consortium.",
    expect: {
      solution: /We invest in pre-seed and seed/,
      needs: /looking for deal flow and co-investment/,
      goal: 'collaboration',
      background: /angel investor/,
    },
  },
  {
    kind: 'engineer',
    message:
      "I'm a software engineer at Acme Health Systems. Clinics lack a simple way to share imaging with patients. We are building a secure portal that lets patients view and share their scans. We need regulatory guidance on HIPAA and FDA requirements.",
    expect: {
      problem: /Clinics lack a simple way/,
      solution: /We are building a secure portal/,
      needs: /We need regulatory guidance/,
      goal: 'regulatory',
      affiliation: 'Acme Health Systems',
      background: /software engineer/,
    },
  },
];

describe('offline guide engine: a table of realistic visitor messages', () => {
  it.each(VISITORS.map((v) => [v.kind, v] as const))('extracts what a %s tells the guide', async (_kind, visitor) => {
    const got = await extract(visitor.message);
    for (const [field, expected] of Object.entries(visitor.expect)) {
      if (typeof expected === 'string') expect([field, got[field]]).toEqual([field, expected]);
      else expect([field, got[field]]).toEqual([field, expect.stringMatching(expected)]);
    }
  });

  it.each(VISITORS.map((v) => [v.kind, v] as const))('recognises a %s from how they describe themselves', (_kind, visitor) => {
    expect(findVisitorKind(visitor.message)?.kind).toBe(visitor.kind);
  });

  it('records where each value came from', async () => {
    const { fields } = await engine.extract({
      message: 'Patients wait months for a diagnosis. We built a screening test.',
      mode: 'guide',
      collected: {},
      askedField: null,
      history: [],
    });
    const problem = fields.find((f) => f.field === 'problem');
    expect(problem?.source).toEqual({
      kind: 'message',
      engine: 'offline',
      model: null,
      document_id: null,
      page: null,
      excerpt: 'Patients wait months for a diagnosis.',
    });
  });

  it('takes a plain answer as the answer to the question just asked', async () => {
    expect(await extract('Mostly hospital grants and some technical mentoring', 'needs')).toMatchObject({
      needs: 'Mostly hospital grants and some technical mentoring',
      goal: 'funding',
    });
    expect(await extract('A small handheld ultrasound for midwives', 'solution')).toMatchObject({ solution: 'A small handheld ultrasound for midwives' });
    // Piloting in two wards is in use, as every corpus's writers call it; a pilot planned is not.
    expect(await extract('We are piloting it in two wards', 'stage')).toMatchObject({ stage: 'live' });
    expect(await extract('We plan to pilot it next spring', 'stage')).toMatchObject({ stage: 'prototype' });
    expect(await extract('Grace Hopper', 'full_name')).toMatchObject({ full_name: 'Grace Hopper' });
    expect(await extract('Dr. Grace Hopper', 'full_name')).toMatchObject({ full_name: 'Dr. Grace Hopper' });
    expect(await extract('St. Mary Hospital', 'affiliation')).toMatchObject({ affiliation: 'St. Mary Hospital' });
  });

  it('does not take a bare yes, a question or an email as an answer to an open question', async () => {
    expect(await extract('yes', 'problem')).toEqual({});
    expect(await extract('What do you mean?', 'solution')).toEqual({});
    expect(await extract('ada@example.org', 'needs')).toEqual({ email: 'ada@example.org' });
  });

  it('takes a stage named alone as the stage, not as the answer to another question', async () => {
    expect(await extract('At the idea stage.', 'solution')).toEqual({ stage: 'concept' });
    expect(await extract('prototype', 'problem')).toEqual({ stage: 'prototype' });
  });

  it('records a declined question as not specified so the guide moves on', async () => {
    expect(await extract("I don't know", 'needs')).toEqual({ needs: NOT_SPECIFIED });
    expect(await extract('skip', 'stage')).toEqual({ stage: NOT_SPECIFIED });
  });

  it('finds contact details in a sentence', async () => {
    expect(await extract('My name is Ada Lovelace from the Analytical Engine Institute, ada@engine.org.')).toMatchObject({
      full_name: 'Ada Lovelace',
      email: 'ada@engine.org',
      affiliation: 'Analytical Engine Institute',
    });
  });

  it('reads the name and organisation given around the address asked for', async () => {
    expect(await extract('Ada Lovelace, ada@clinic.example', 'email')).toEqual({ full_name: 'Ada Lovelace', email: 'ada@clinic.example' });
    expect(await extract('ada@clinic.example - Dr. Ada Lovelace, Mercy Hospital', 'email')).toEqual({
      full_name: 'Dr. Ada Lovelace',
      email: 'ada@clinic.example',
      affiliation: 'Mercy Hospital',
    });
    expect(await extract('Grace Hopper (Yale University) grace@yale.example', 'email')).toMatchObject({
      full_name: 'Grace Hopper',
      affiliation: 'Yale University',
    });
    // A greeting or a lone first name next to the address is not taken for a full name.
    expect(await extract('Thanks! ada@clinic.example', 'email')).toEqual({ email: 'ada@clinic.example' });
    expect(await extract('Sure Thing, ada@clinic.example', 'email')).toEqual({ email: 'ada@clinic.example' });
    expect(await extract('Ada, ada@clinic.example', 'email')).toEqual({ email: 'ada@clinic.example' });
    // What they do beside their name is their role, not an organisation.
    expect(await extract("fine, yusuf@example.com - Yusuf Demir, I'm the clinical director", 'email')).toEqual({
      full_name: 'Yusuf Demir',
      email: 'yusuf@example.com',
    });
    expect(await extract('yusuf@example.com, Yusuf Demir, Practice Manager', 'email')).toEqual({ full_name: 'Yusuf Demir', email: 'yusuf@example.com' });
  });

  it('does not mistake "I am a clinician" or "I\'m working on" for a name', async () => {
    expect((await extract("I'm working on a new triage tool.")).full_name).toBeUndefined();
    expect((await extract('I am a clinician at Rush University Medical Center.')).full_name).toBeUndefined();
  });
});

describe('offline guide engine: replies', () => {
  it('asks for the next missing field in words that fit the visitor', async () => {
    expect(await reply({ nextField: 'problem' })).toBe('What problem or challenge in healthcare are you working on? Who is affected, and how?');
    expect(await reply({ nextField: 'problem', visitorKind: 'investor' })).toBe('Which health problems or areas are you most interested in backing?');
    expect(await reply({ nextField: 'needs', visitorKind: 'investor' })).toMatch(/deal flow, co-investment partners, or expert due diligence/);
    expect(await reply({ nextField: 'needs', visitorKind: 'student' })).toMatch(/mentorship/);
    expect(await reply({ nextField: 'solution', visitorKind: 'clinician' })).toMatch(/What would fix it\?/);
  });

  it('acknowledges what the turn captured before asking', async () => {
    const text = await reply({
      nextField: 'needs',
      captured: [
        { field: 'problem', value: 'Nurses chart twice' },
        { field: 'solution', value: 'A voice assistant' },
        { field: 'stage', value: 'prototype' },
      ],
    });
    expect(text).toBe(
      "Thanks, I've noted the problem and your solution. So you're at the prototype or pilot stage. What kind of support are you looking for: funding, technical help, regulatory guidance, or collaborators?",
    );
  });

  it('rephrases a question asked before and finally offers to skip it', async () => {
    const first = await reply({ nextField: 'solution', askCount: 0 });
    const second = await reply({ nextField: 'solution', askCount: 1 });
    const third = await reply({ nextField: 'solution', askCount: 5 });
    expect(new Set([first, second, third]).size).toBe(3);
    expect(third).toMatch(/\*\*skip\*\*/);
  });

  it('streams the reply in chunks that add up to the text', async () => {
    const chunks: string[] = [];
    const { text } = await engine.reply(
      { mode: 'guide', visitorKind: 'general', persona: null, message: '', captured: [], nextField: 'problem', askCount: 0, collected: {}, history: [] },
      { onChunk: (c) => chunks.push(c) },
    );
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(text);
  });

  it('chunks text without losing whitespace', () => {
    const text = 'One two  three\nfour - five **six**.';
    expect(chunkText(text, 5).join('')).toBe(text);
    expect(chunkText('', 5)).toEqual([]);
  });
});

describe('offline guide engine: answers to other questions', () => {
  it('does not file a message about needs under the problem just because the problem was asked', async () => {
    const got = await extract('We need funding and a hospital partner. My email is ana@kids.example', 'problem');
    expect(got.problem).toBeUndefined();
    expect(got).toMatchObject({ needs: 'We need funding and a hospital partner.', email: 'ana@kids.example', goal: 'funding' });
  });
});
