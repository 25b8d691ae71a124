import { QUESTIONNAIRE_V3 } from './questionnaire-v3.config.js';
import { questionnaireFileRules } from './questionnaire.constants.js';
import type { QuestionnaireConfig } from './questionnaire.types.js';

// Apart from questionnaire.constants.ts, so a page that needs a message or a limit does not ship
// every question of every configuration.

/** Every configuration a session may have started on, by version; sessions keep theirs. */
export const QUESTIONNAIRE_CONFIGS: Readonly<Record<string, QuestionnaireConfig>> = { [QUESTIONNAIRE_V3.version]: QUESTIONNAIRE_V3 };
/** The version new sessions start on. */
export const CURRENT_QUESTIONNAIRE_VERSION = QUESTIONNAIRE_V3.version;

export function questionnaireConfigFor(version: string): QuestionnaireConfig | undefined {
  return Object.hasOwn(QUESTIONNAIRE_CONFIGS, version) ? QUESTIONNAIRE_CONFIGS[version] : undefined;
}

/**
 * Upload limits per file question of the current configuration (Q1_UPLOAD: pdf/docx/pptx/txt,
 * 100 MB, 1 file; Q21: the same types, 25 MB, 5 files). The documents context checks uploads to
 * a questionnaire session against these.
 */
export const QUESTIONNAIRE_FILE_RULES = questionnaireFileRules(QUESTIONNAIRE_V3);
