import type { AppConfig } from '@intake/config';
import type { GuideEngine } from './guide-engine.port.js';
import { LlmGuideEngine } from './llm/llm-engine.js';
import { OfflineGuideEngine } from './offline/offline-engine.js';

export interface GuideEngineOptions {
  /** LLM calls give up after this long and the turn is answered offline. */
  timeoutMs?: number;
}

/** LLM_BASE_URL set: the LangChain engine (falling back per turn); otherwise the offline one. */
export function createGuideEngine(config: Pick<AppConfig, 'llm'>, options: GuideEngineOptions = {}): GuideEngine {
  if (!config.llm.baseUrl) return new OfflineGuideEngine();
  return new LlmGuideEngine({ baseUrl: config.llm.baseUrl, apiKey: config.llm.apiKey, model: config.llm.model, timeoutMs: options.timeoutMs });
}
