import type { AppConfig } from '@intake/config';
import { createGuideEngine } from '@intake/guide-engine';
import type { Provider } from '@nestjs/common';
import { APP_CONFIG } from '@intake/event-store/nest';

/** The same engine as the chat (offline, or the configured LLM) reads the documents. */
export const GUIDE_ENGINE = Symbol('GUIDE_ENGINE');

export const guideEngineProvider: Provider = { provide: GUIDE_ENGINE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createGuideEngine(config) };
