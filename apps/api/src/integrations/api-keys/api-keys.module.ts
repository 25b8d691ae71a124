import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { ApiKeyAuthenticator } from '../../platform/auth/api-key-authenticator.js';
import { ProcessorRegistry } from '../../platform/processors/processor-registry.js';
import { StreamApiKeyAuthenticator } from './api-key.authenticator.js';
import { ApiKeysController } from './api-keys.controller.js';
import { apiKeysProjection } from './api-keys.projection.js';
import { ApiKeysQuery } from './api-keys.query.js';

/**
 * API keys (docs/api-keys.md). Global: AdminOrApiKeyGuard, on the read controllers of other
 * contexts, checks keys through the ApiKeyAuthenticator it provides.
 */
@Global()
@Module({
  controllers: [ApiKeysController],
  providers: [{ provide: ApiKeyAuthenticator, useClass: StreamApiKeyAuthenticator }, ApiKeysQuery],
  exports: [ApiKeyAuthenticator],
})
export class ApiKeysModule implements OnModuleInit {
  constructor(private readonly registry: ProcessorRegistry) {}

  onModuleInit(): void {
    this.registry.register(apiKeysProjection);
  }
}
