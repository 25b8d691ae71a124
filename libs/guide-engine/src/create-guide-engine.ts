import type { AppConfig } from '@intake/config';
import type { GuideEngine } from './guide-engine.port.js';
import { LlmGuideEngine } from './llm/llm-engine.js';
import { OfflineGuideEngine } from './offline/offline-engine.js';
import { warmUpNlp } from './understanding/english-nlp.js';
import { sentenceModel } from './understanding/sentence-classifier.js';

type LlmConfig = Pick<AppConfig['llm'], 'baseUrl' | 'apiKey' | 'model'> & Partial<Pick<AppConfig['llm'], 'timeoutMs'>>;

/**
 * LLM_BASE_URL set: the LangChain engine (falling back per turn after `LLM_TIMEOUT_MS` or a
 * provider error); otherwise the offline one.
 */
export function createGuideEngine(config: { llm: LlmConfig }): GuideEngine {
  // Both engines classify every message with the NLP library and the sentence model: they load at start, not on a visitor's turn.
  warmUpNlp();
  sentenceModel();
  if (!config.llm.baseUrl) return new OfflineGuideEngine();
  return new LlmGuideEngine({ baseUrl: config.llm.baseUrl, apiKey: config.llm.apiKey, model: config.llm.model, timeoutMs: config.llm.timeoutMs });
}
