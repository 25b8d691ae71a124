import { Injectable } from '@nestjs/common';
import { apiKeyStreamId, type ApiKeyEvent } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { ApiKeyAuthenticator, type ApiKeyPrincipal } from '../../platform/auth/api-key-authenticator.js';
import { UnauthorizedError } from '../../platform/errors/domain-errors.js';
import { apiKeyReducer, checkKey, KEY_INVALID } from './api-key.decider.js';
import { keyIdOf, sameDigest, sha256Hex } from './api-key-secret.js';

/**
 * Reads the key's own stream on every call (one indexed read of at most two events): the log is
 * the one place every replica sees a revocation the moment it commits, where the read model would
 * lag by a projector batch. No cache, so there is nothing to invalidate.
 */
@Injectable()
export class StreamApiKeyAuthenticator extends ApiKeyAuthenticator {
  constructor(private readonly store: EventStore) {
    super();
  }

  async authenticate(presented: string): Promise<ApiKeyPrincipal> {
    const keyId = keyIdOf(presented);
    if (keyId === null) throw new UnauthorizedError(KEY_INVALID);
    const state = (await this.store.readStream<ApiKeyEvent>(apiKeyStreamId(keyId))).reduce(apiKeyReducer.evolve, apiKeyReducer.initial);
    const check = checkKey(state, sha256Hex(presented), new Date(), sameDigest);
    if (!check.ok || !state.exists) throw new UnauthorizedError(check.ok ? KEY_INVALID : check.detail);
    return { keyId, name: state.name, scopes: state.scopes };
  }
}
