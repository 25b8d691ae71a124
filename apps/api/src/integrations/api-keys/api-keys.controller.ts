import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiKeyEvents,
  apiKeyStreamId,
  createApiKeyRequestSchema,
  type ApiKeyCreatedData,
  type ApiKeyListResponse,
  type CreateApiKeyResponse,
  type RevokeApiKeyResponse,
} from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { AdminGuard, type AdminRequest } from '../../platform/auth/admin.guard.js';
import { MinRole } from '../../platform/auth/staff-access.decorator.js';
import { NotFoundError, ValidationError } from '../../platform/errors/domain-errors.js';
import { loadDecideAppend } from '../../platform/event-sourcing/load-decide-append.js';
import { parseBody } from '../../platform/validation/parse-body.js';
import { ReadModelsCaughtUp } from '../../platform/processors/read-models-caught-up.js';
import { apiKeyReducer, ApiKeyRefused, decideCreate, decideRevoke } from './api-key.decider.js';
import { newApiKey } from './api-key-secret.js';
import { apiKeysProjection } from './api-keys.projection.js';
import { ApiKeysQuery } from './api-keys.query.js';

/** How long a change waits for the list to show it (read your own write); it holds either way. */
const LISTED_WAIT_MS = 5000;

/**
 * Managing keys takes a signed-in admin (the owner, until staff roles exist); AdminGuard refuses
 * every API key here, so no key can mint or revoke keys.
 */
@Controller('api/admin/api-keys')
@MinRole('owner')
@UseGuards(AdminGuard)
export class ApiKeysController {
  constructor(
    private readonly keys: ApiKeysQuery,
    private readonly readModels: ReadModelsCaughtUp,
    private readonly store: EventStore,
  ) {}

  @Get()
  async list(): Promise<ApiKeyListResponse> {
    return { keys: await this.keys.list(new Date()) };
  }

  @Post()
  @HttpCode(201)
  async create(@Body() body: unknown, @Req() req: AdminRequest): Promise<CreateApiKeyResponse> {
    const request = parseBody(createApiKeyRequestSchema, body);
    const { keyId, key, sha256 } = newApiKey();
    const by = req.admin!.username;
    const now = new Date();
    let created: ApiKeyCreatedData;
    try {
      const { appended } = await loadDecideAppend(
        this.store,
        apiKeyStreamId(keyId),
        apiKeyReducer,
        (state) =>
          decideCreate(state, { keyId, name: request.name, scopes: request.scopes, secretSha256: sha256, expiresAt: new Date(request.expires_at), by, now }),
        { metadata: { actor: by } },
      );
      const first = appended[0];
      // decideCreate appends exactly this event or throws.
      if (first?.type !== ApiKeyEvents.Created) throw new Error('decideCreate appended no ApiKeyCreated');
      created = first.data;
    } catch (err) {
      if (err instanceof ApiKeyRefused) throw new ValidationError(err.message, [{ path: 'expires_at', message: err.message }]);
      throw err;
    }
    await this.listed();
    return {
      success: true,
      secret: key,
      key: {
        key_id: keyId,
        name: created.name,
        scopes: created.scopes,
        created_at: created.at,
        created_by: by,
        expires_at: created.expires_at,
        revoked_at: null,
        last_used_at: null,
        state: 'active',
      },
    };
  }

  /** Takes effect on the next call on every replica: keys are checked against their stream. */
  @Post(':keyId/revoke')
  @HttpCode(200)
  async revoke(@Param('keyId') keyId: string, @Req() req: AdminRequest): Promise<RevokeApiKeyResponse> {
    if (!/^[0-9a-f]{32}$/.test(keyId)) throw new NotFoundError('No such API key.');
    const by = req.admin!.username;
    let unknown = false;
    const { appended } = await loadDecideAppend(
      this.store,
      apiKeyStreamId(keyId),
      apiKeyReducer,
      (state) => {
        const decided = decideRevoke(state, { by, now: new Date() });
        unknown = decided === 'unknown';
        return decided === 'unknown' ? [] : decided;
      },
      { metadata: { actor: by } },
    );
    if (unknown) throw new NotFoundError('No such API key.');
    await this.listed();
    return { success: true, revoked: appended.length > 0 };
  }

  private listed(): Promise<void> {
    return this.readModels.wait([apiKeysProjection], LISTED_WAIT_MS).catch(() => undefined);
  }
}
