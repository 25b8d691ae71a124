import { classifySentence, type SentenceClass } from '../understanding/sentence-classifier.js';
import { STATEMENT_BREAK } from './text-rules.js';

/**
 * Where no sentence of a message reads as the solution, the solution is often named inside a
 * sentence told for another fact. Three shapes, each read only then:
 *
 * - a clause of its own beside the problem ("… nobody notices until a neighbour smells something -
 *   we want a pharmacy-based check-in list where the pharmacist calls them"): the sentence model,
 *   sure of the clause alone;
 * - the subject of a sentence telling how far it has come ("Our hearing-test booth for pharmacies
 *   has been sold to 140 pharmacies"): the model reads the sentence as the stage, and its subject
 *   names the thing;
 * - what the visitor says they have or run ("we have a prototype foot-pedal suction pump for
 *   clinics without power", "We run group CGM starts for T2DM patients", "We have a bicycle
 *   ambulance in two villages").
 *
 * The sentence's own reading (its stage, its problem) is left as it was: only the missing
 * solution is taken from it.
 */
export interface PassingSentence {
  text: string;
  learnt: SentenceClass;
  /** Read as the problem: only a clause of its own may name the solution ("Our local hospital has closed its maternity unit" names no thing of theirs). */
  theProblem: boolean;
}

/** How sure the model must be of a clause read alone. */
const SURE_OF_A_SOLUTION_CLAUSE = 0.9;
/** The model's weight on the stage for a sentence told as how far the thing has come. */
const TELLS_PROGRESS = 0.1;
/** A clause shorter than this is read by no one: a few words say too little alone. */
const MIN_CLAUSE_WORDS = 5;

/** Where a sentence holds two statements: a dash, a semicolon, or ", so we …". */
const CLAUSE_BREAK = new RegExp(`${STATEMENT_BREAK.source}|,?\\s+(?=so\\s+(?:we|i|they|our)\\b)`, 'i');

/** "Our <thing> is / has been / was …": the subject before the verb. */
const OWN_SUBJECT =
  /^(?:\W*(?:and|so|but)\s+)?(?:our|my)\s+([\p{L}\d][\p{L}\d'’/-]*(?:\s+(?:\+\s+)?[\p{L}\d][\p{L}\d'’/-]*){1,8}?)\s+(?:is|are|was|were|has|have|had|'s|got|gets|went|goes)\b/iu;
/** Heads that name the people, the money or the effort, never the thing itself. */
const NOT_A_THING =
  /\b(?:team|company|organi[sz]ation|charity|group|project|idea|start-?up|staff|founders?|volunteers?|members?|board|partners?|funding|grant|money|work|research|study|trial|pilot|business|revenue|sales|customers?|users?|patients?|clients?|families|list|time|problem|issue|aim|goal|plan|results?|data|need|gap|shortage|question)$|^(?:lot|few|number|couple|bit|handful|waiting)\b/i;

/** A subject that runs over a verb or a joined clause ("team is great and") is no thing's name. */
const CLAUSE_INSIDE = /\b(?:is|are|was|were|has|have|had|and|but)$|\b(?:is|are|was|were)\b/i;

/** "we have (built|made)? a (working)? prototype (of)? X", "we run / offer / provide X", "we have a bicycle ambulance in …". */
const WE_HAVE_OR_RUN =
  /\bwe\s+(?:(?:have|'ve)\s+(?:built|made|developed|designed|got)?\s*(?:an?|the)\s+(?:working\s+|first\s+|early\s+)?(?:prototype|version|pilot|model)\s+(?:of\s+(?:an?\s+|the\s+|our\s+)?)?|(?:run|offer|provide|deliver|operate|post|send|give|hand\s+out)\s+(?:an?\s+|the\s+)?|(?:have|'ve\s+got)\s+an?\s+)([\p{L}\d][\p{L}\d'’/-]*(?:\s+(?:\+\s+)?[\p{L}\d][\p{L}\d'’/-]*){1,9}?)(?=\s+(?:for|to|in|at|on|with|so|who|which|where|and|since|across|from|out)\b|[,.;:!?]|$)/iu;

export function solutionInPassing(sentences: readonly PassingSentence[]): { value: string; excerpt: string } | null {
  const read = sentences.map(({ text, learnt, theProblem }) => {
    const split = text.split(CLAUSE_BREAK).map((p) => p.trim());
    const pieces =
      split.length < 2 ? [] : split.filter((p) => p.split(/\s+/).length >= MIN_CLAUSE_WORDS).map((p) => ({ text: p, learnt: classifySentence(p) }));
    return { text, learnt, pieces, theProblem };
  });
  for (const { text, pieces } of read) {
    const clause = pieces.find(({ learnt }) => learnt.label === 'solution' && learnt.confidence >= SURE_OF_A_SOLUTION_CLAUSE);
    if (clause) return { value: clause.text.replace(/^(?:so|and|but)\s+/i, '').replace(/[.!]+$/, ''), excerpt: text };
  }
  for (const { text, learnt, pieces, theProblem } of read) {
    if (theProblem) continue;
    for (const part of [{ text, learnt }, ...pieces]) {
      const { stage, problem, audience } = part.learnt.scores;
      if (stage < TELLS_PROGRESS || stage < problem || stage < audience) continue;
      const subject = OWN_SUBJECT.exec(part.text)?.[1]?.trim();
      if (subject && !NOT_A_THING.test(subject) && !CLAUSE_INSIDE.test(subject)) return { value: subject, excerpt: text };
    }
  }
  for (const { text, learnt, theProblem } of read) {
    if (theProblem) continue;
    if (learnt.label !== 'stage' && learnt.label !== 'solution' && learnt.label !== 'need') continue;
    const thing = WE_HAVE_OR_RUN.exec(text)?.[1]?.trim();
    if (thing && !NOT_A_THING.test(thing)) return { value: thing, excerpt: text };
  }
  return null;
}
