/** The fields the guide bench scores, by the names the guide reply's `extracted_info` uses. */
export const SCORED_FIELDS = ['problem_statement', 'solution_description', 'support_needed', 'project_stage', 'full_name', 'email', 'affiliation'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

/** One scripted visitor. The simulator sends `idea` before consent, then 'Confirm', the script, and answers whatever is still asked. */
export interface CorpusConversation {
  id: string;
  kind: 'clinician' | 'founder' | 'researcher' | 'student' | 'investor' | 'injection';
  /** Typed on the landing page (or before Confirm): sent first, read after consent. */
  idea?: string;
  /** Sent in order after 'Confirm', whatever the guide asks. */
  script: string[];
  /** A text document uploaded after the script; the visitor then answers "Yes, that's right". */
  document?: { filename: string; text: string };
  /** What the visitor says when the guide asks for a field the script did not give (by the guide's next_field). */
  answers: Partial<Record<'problem' | 'solution' | 'needs' | 'email', string>>;
  /**
   * Expected values: a value is right when it contains one of the phrases (case-insensitive);
   * `null` means the visitor never said it, so any value recorded is wrong.
   */
  expect: Partial<Record<ScoredField, string[] | null>>;
  /** Addresses an instruction in the conversation asks us to use: never to be mailed. */
  mustNotEmail?: string[];
}
