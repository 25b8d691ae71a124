import path from 'node:path';
import type { DynamicModule } from '@nestjs/common';
import { MultipartModule } from '@nestjs/platform-fastify/multipart';
import type { AppConfig } from '@intake/config';
import { APP_CONFIG } from '../tokens.js';

/**
 * Import into each context module with upload routes (the interceptor reads its options from
 * the module it runs in). Uploads stream to a temp folder first; they are checked by their bytes
 * before they are kept.
 */
export function uploadsModule(): DynamicModule {
  return MultipartModule.registerAsync({
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => ({ dest: path.join(config.dataDir, 'tmp', 'uploads') }),
  });
}
