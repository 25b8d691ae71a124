import type { PERSONAL_DATA_RETENTION_MONTHS } from '@intake/contracts';
import type { PersonalDataContext } from './personal-data-context.js';

/** The contexts the erasure asks (`personal-data-contexts.ts` in the app; test contexts in tests). */
export const PERSONAL_DATA_CONTEXTS = Symbol('PERSONAL_DATA_CONTEXTS');

/** The read models an erasure by email or id looks people up in, so waits for (privacy.module.ts names them). */
export const ERASURE_READ_MODELS = Symbol('ERASURE_READ_MODELS');

/** Called after an erasure with the streams it covered, so in-memory copies are dropped. */
export const EVICT_ERASED = Symbol('EVICT_ERASED');
export type EvictErased = (streamIds: readonly string[]) => void;

/** Which of the specs' retention limits applies to a context's data. */
export type RetentionKind = keyof typeof PERSONAL_DATA_RETENTION_MONTHS;

export interface RegisteredPersonalDataContext {
  context: PersonalDataContext;
  retention: RetentionKind;
}
