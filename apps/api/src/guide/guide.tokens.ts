/** The configured GuideEngine (offline or LLM), one per api process. */
export const GUIDE_ENGINE = Symbol('GUIDE_ENGINE');
