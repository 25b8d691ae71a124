import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { webhookEndpointStreamId, WEBHOOK_JOBS, type WebhookEndpoint, type WebhookEventType, type WebhookSecretShown } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import {
  checkWebhookUrl,
  generateWebhookSecret,
  sealSecret,
  webhookJobOptions,
  configuredSealingKey,
  WebhookAddressRefused,
  type HostResolver,
} from '@intake/queue/webhooks';
import type { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import { AuditTrail } from '../../audit/index.js';
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '../../platform/errors/domain-errors.js';
import { loadDecideAppend } from '../../platform/event-sourcing/load-decide-append.js';
import { APP_CONFIG, DB } from '../../platform/tokens.js';
import { waitForReadModels } from '../../platform/processors/read-models-caught-up.js';
import { decideDisable, decideEnable, decideRegister, decideRemove, decideRotate, decideUpdate, webhookEndpointReducer } from './webhook-endpoint.decider.js';
import { webhookEndpointsProjection } from './webhook-endpoints.projection.js';
import { endpointView, findDelivery, findEndpoint, markResent } from './webhooks.query.js';
import type { WebhookTables } from './webhooks.tables.js';

export const WEBHOOKS_QUEUE = Symbol('WEBHOOKS_QUEUE');
export const WEBHOOK_RESOLVER = Symbol('WEBHOOK_RESOLVER');

/** How long a change waits for the endpoints table to show it (read your own write). */
const SHOWN_WAIT_MS = 5000;

/** The webhook endpoints' commands: load the stream, decide, append; the secret sealed before it is written. */
@Injectable()
export class WebhookEndpointCommands {
  private readonly key: Buffer | undefined;

  constructor(
    private readonly store: EventStore,
    private readonly audit: AuditTrail,
    @Inject(DB) private readonly db: Kysely<WebhookTables>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(WEBHOOKS_QUEUE) private readonly queue: Pick<Queue, 'add'>,
    @Inject(WEBHOOK_RESOLVER) private readonly resolver: HostResolver,
  ) {
    this.key = configuredSealingKey(config);
  }

  async register(by: string, input: { url: string; events: WebhookEventType[]; include_personal_data: boolean }): Promise<WebhookSecretShown> {
    const key = this.sealingKey();
    const url = await this.checkedUrl(input.url);
    const endpointId = randomUUID();
    const secret = generateWebhookSecret();
    await loadDecideAppend(
      this.store,
      webhookEndpointStreamId(endpointId),
      webhookEndpointReducer,
      (state) =>
        decideRegister(state, {
          endpointId,
          url,
          events: input.events,
          includePersonalData: input.include_personal_data,
          secretSealed: sealSecret(secret, key, endpointId),
          by,
          at: new Date(),
        }),
      { metadata: { actor: by } },
    );
    if (input.include_personal_data) await this.audit.exported(by, personalDataSubject(url, true));
    return { endpoint: await this.shown(endpointId), secret };
  }

  async update(
    by: string,
    endpointId: string,
    input: { url?: string; events?: WebhookEventType[]; include_personal_data?: boolean },
  ): Promise<WebhookEndpoint> {
    const url = input.url === undefined ? undefined : await this.checkedUrl(input.url);
    const { state, appended } = await loadDecideAppend(
      this.store,
      webhookEndpointStreamId(endpointId),
      webhookEndpointReducer,
      (s) => decideUpdate(s, { endpointId, url, events: input.events, includePersonalData: input.include_personal_data, by, at: new Date() }),
      { metadata: { actor: by } },
    );
    const changed = appended[0];
    if (changed && changed.type === 'WebhookEndpointUpdated' && changed.data.include_personal_data !== state.includePersonalData) {
      await this.audit.exported(by, personalDataSubject(changed.data.url, changed.data.include_personal_data));
    }
    return this.shown(endpointId);
  }

  async disable(by: string, endpointId: string): Promise<WebhookEndpoint> {
    await loadDecideAppend(
      this.store,
      webhookEndpointStreamId(endpointId),
      webhookEndpointReducer,
      (s) => decideDisable(s, { endpointId, by, at: new Date() }),
      {
        metadata: { actor: by },
      },
    );
    return this.shown(endpointId);
  }

  async enable(by: string, endpointId: string): Promise<WebhookEndpoint> {
    // The address may have turned bad since it was registered: checked again before it is used.
    const row = await findEndpoint(this.db, endpointId);
    if (row) await this.checkedUrl(row.url);
    await loadDecideAppend(
      this.store,
      webhookEndpointStreamId(endpointId),
      webhookEndpointReducer,
      (s) => decideEnable(s, { endpointId, by, at: new Date() }),
      {
        metadata: { actor: by },
      },
    );
    return this.shown(endpointId);
  }

  async rotateSecret(by: string, endpointId: string): Promise<WebhookSecretShown> {
    const key = this.sealingKey();
    const secret = generateWebhookSecret();
    await loadDecideAppend(
      this.store,
      webhookEndpointStreamId(endpointId),
      webhookEndpointReducer,
      (s) => decideRotate(s, { endpointId, secretSealed: sealSecret(secret, key, endpointId), by, at: new Date() }),
      { metadata: { actor: by } },
    );
    return { endpoint: await this.shown(endpointId), secret };
  }

  async remove(by: string, endpointId: string): Promise<void> {
    await loadDecideAppend(
      this.store,
      webhookEndpointStreamId(endpointId),
      webhookEndpointReducer,
      (s) => decideRemove(s, { endpointId, by, at: new Date() }),
      {
        metadata: { actor: by },
      },
    );
    await waitForReadModels(this.db, [webhookEndpointsProjection], SHOWN_WAIT_MS).catch(() => undefined);
  }

  /** Sends one delivery again, with its webhook id; the job's own id is new so the queue takes it. */
  async resend(endpointId: string, webhookId: string): Promise<void> {
    const endpoint = await findEndpoint(this.db, endpointId);
    if (!endpoint) throw new NotFoundError('No such webhook endpoint.');
    if (!endpoint.enabled) throw new ConflictError('This endpoint is disabled: enable it before resending.');
    const delivery = await findDelivery(this.db, endpointId, webhookId);
    if (!delivery) throw new NotFoundError('No such delivery.');
    await markResent(this.db, webhookId);
    const options = webhookJobOptions(this.config.webhooks.retry);
    await this.queue.add(
      WEBHOOK_JOBS.deliver,
      { webhook_id: webhookId, endpoint_id: endpointId, resend: true },
      { ...options, jobId: `${webhookId}.resend-${Date.now()}` },
    );
  }

  private sealingKey(): Buffer {
    if (!this.key) throw new ServiceUnavailableError('Webhooks need WEBHOOK_SECRET_KEY (or JWT_SECRET) to be set on the server.');
    return this.key;
  }

  private async checkedUrl(raw: string): Promise<string> {
    try {
      return (await checkWebhookUrl(raw, this.resolver, { allowLoopback: this.config.webhooks.allowLoopback })).toString();
    } catch (err) {
      if (err instanceof WebhookAddressRefused) throw new ValidationError(`url: ${err.detail}`, [{ path: 'url', message: err.detail }]);
      throw err;
    }
  }

  private async shown(endpointId: string): Promise<WebhookEndpoint> {
    await waitForReadModels(this.db, [webhookEndpointsProjection], SHOWN_WAIT_MS).catch(() => undefined);
    const row = await findEndpoint(this.db, endpointId);
    if (!row) throw new NotFoundError('No such webhook endpoint.');
    return endpointView(row);
  }
}

/** The audit entry of the "include personal data" choice: personal data leaving for another system. */
const personalDataSubject = (url: string, included: boolean) =>
  included ? `webhook ${url}: personal data included in its payloads` : `webhook ${url}: personal data no longer included`;
