import type { QuestionnaireConfig } from '@intake/contracts';

export interface ConfigSources {
  /** The configurations shipped with the app, loaded on demand. */
  loadStatic(): Promise<Readonly<Record<string, QuestionnaireConfig>>>;
  fetchFromServer(version: string): Promise<QuestionnaireConfig>;
}

/**
 * Visitor spec §4: the configuration comes from the static copy; if that fails (the chunk does
 * not load, or this build does not carry the version the session started on) the server's copy
 * is fetched.
 */
export async function loadQuestionnaireConfig(version: string, sources: ConfigSources): Promise<QuestionnaireConfig> {
  try {
    const shipped = await sources.loadStatic();
    const config = Object.hasOwn(shipped, version) ? shipped[version] : undefined;
    if (config) return config;
  } catch {
    // Falls through to the server's copy.
  }
  return sources.fetchFromServer(version);
}
