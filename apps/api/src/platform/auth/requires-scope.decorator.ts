import { SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { ApiKeyScope } from '@intake/contracts';

const REQUIRED_SCOPE = 'intake:api-key-scope';

/**
 * An admin read route that also answers an API key holding this scope (AdminOrApiKeyGuard).
 * Routes without it refuse every key. Keep it in step with `apiKeyScope` in the route catalogue
 * (libs/contracts http/api-routes.ts): api-keys.routes.int.spec walks both.
 */
export const RequiresScope = (scope: ApiKeyScope) => SetMetadata(REQUIRED_SCOPE, scope);

export const requiredScopeOf = (reflector: Reflector, handler: Function): ApiKeyScope | undefined =>
  reflector.get<ApiKeyScope | undefined>(REQUIRED_SCOPE, handler);
