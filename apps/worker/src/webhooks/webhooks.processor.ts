import { readFileSync } from 'node:fs';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import {
  evolveWebhookEndpoint,
  initialWebhookEndpointState,
  QUEUES,
  WEBHOOK_TIMEOUT_MS,
  webhookEndpointStreamId,
  WebhookEndpointEvents,
  webhookJobSchema,
  type WebhookEndpointEvent,
  type WebhookJob,
} from '@intake/contracts';
import { ConcurrencyError, EventStore } from '@intake/event-store';
import { APP_CONFIG, LOGGER } from '@intake/event-store/nest';
import { closeQueueClient, createWorker, watchQueueConnection, type QueueConnectionWatch } from '@intake/queue';
import { configuredSealingKey, openSecret, webhookRetryDelayMs, type HostResolver } from '@intake/queue/webhooks';
import { DelayedError, UnrecoverableError, type Job, type Worker } from 'bullmq';
import { Webhook } from 'standardwebhooks';
import type { Logger } from '../logging/logger.provider.js';
import { WorkerMetrics } from '../operations/worker-metrics.js';
import { EndpointLock } from './endpoint-lock.js';
import { WebhookDeliveryLog, type Delivery, type Endpoint } from './webhook-delivery-log.js';
import { payloadFor } from './webhook-payloads.js';
import { sendWebhook, WebhookSendError } from './webhook-sender.js';

export const WEBHOOK_HOST_RESOLVER = Symbol('WEBHOOK_HOST_RESOLVER');

/** Deliveries in flight at once, over all endpoints (one per endpoint: EndpointLock). */
const CONCURRENCY = 4;
/** How soon a job held back (its endpoint busy, an earlier delivery of its response open) is looked at again. */
const HELD_BACK_MS = 250;

const USER_AGENT = 'InnovationIntake-Webhooks/1';

/** What a job does under its endpoint's lock: it is done (sent, or nothing left to send), or it waits its turn. */
type Step = { kind: 'done'; result: string } | { kind: 'wait'; ms: number };

/**
 * Sends webhooks (docs/integrations.md). At least once: the delivery log is read before each try
 * and written after it, so a worker killed between the receiver's answer and the log's update
 * sends again, with the same webhook-id. Built on a BullMQ worker of its own (not @Processor) so
 * its lock duration and backoff strategy come from the settings.
 */
@Injectable()
export class WebhooksProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private worker: Worker | undefined;
  private readonly lock: EndpointLock;
  private readonly key: Buffer | undefined;
  private readonly ca: string | undefined;
  private readonly logger: Logger;
  private connection: QueueConnectionWatch | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) logger: Logger,
    private readonly store: EventStore,
    private readonly log: WebhookDeliveryLog,
    private readonly metrics: WorkerMetrics,
    @Inject(WEBHOOK_HOST_RESOLVER) private readonly resolver: HostResolver,
  ) {
    this.logger = logger.child({ queue: QUEUES.webhooks });
    this.lock = new EndpointLock(config.databaseUrl!, CONCURRENCY);
    this.key = configuredSealingKey(config);
    this.ca = config.webhooks.caFile ? readFileSync(config.webhooks.caFile, 'utf8') : undefined;
  }

  onApplicationBootstrap(): void {
    const retry = this.config.webhooks.retry;
    const lockMs = this.config.webhooks.jobLockMs;
    this.connection = watchQueueConnection(this.config);
    this.worker = createWorker<WebhookJob>(this.config, QUEUES.webhooks, (job, token) => this.process(job, token), {
      concurrency: CONCURRENCY,
      // A job outlives its 10 s exchange; a worker killed mid-delivery leaves it to another after this.
      lockDuration: Math.max(lockMs, WEBHOOK_TIMEOUT_MS + 5_000),
      stalledInterval: lockMs,
      // A kill mid-delivery is a stall, not a failed try: several are allowed before the job fails.
      maxStalledCount: 10,
      settings: { backoffStrategy: (attemptsMade: number) => webhookRetryDelayMs(attemptsMade, retry) },
    });
    this.worker.on('error', (err) => this.logger.warn({ err }, 'webhooks worker error'));
    // Built outside @Processor, so the metrics' discovery does not find it: its starts, retries and stalls are counted here.
    this.metrics.watch(this.worker);
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.worker) await closeQueueClient(this.worker, () => this.connection?.state() ?? 'up');
    await this.connection?.close();
    await this.lock.close();
  }

  async process(job: Job<WebhookJob>, token: string | undefined): Promise<string> {
    const data = webhookJobSchema.parse(job.data);
    const delivery = await this.log.delivery(data.webhook_id);
    if (!delivery) return 'no such delivery';
    if (!data.resend && (delivery.status === 'delivered' || delivery.status === 'failed')) return `already ${delivery.status}`;
    const endpoint = await this.log.endpoint(delivery.endpoint_id);
    if (!endpoint || endpoint.removed) {
      await this.log.settle(delivery.webhook_id, 'Not sent: the endpoint was removed.');
      return 'endpoint removed';
    }
    if (!endpoint.enabled) {
      await this.log.settle(delivery.webhook_id, 'Not sent: the endpoint was disabled.');
      return 'endpoint disabled';
    }
    const outcome = await this.lock.tryWith(endpoint.endpoint_id, async (): Promise<Step> => {
      // Read again under the endpoint's lock: another worker may have sent it while this one waited.
      const current = await this.log.delivery(delivery.webhook_id);
      if (!current) return { kind: 'done', result: 'no such delivery' };
      if (!data.resend && (current.status === 'delivered' || current.status === 'failed')) return { kind: 'done', result: `already ${current.status}` };
      if (!data.resend) {
        // In order per response: a later event of a response waits for the earlier ones to settle.
        const earlier = await this.log.earlierOpen(current);
        if (earlier) {
          const due = earlier.next_attempt_at ? new Date(earlier.next_attempt_at).getTime() - Date.now() : 0;
          return { kind: 'wait', ms: Math.max(HELD_BACK_MS, due + HELD_BACK_MS) };
        }
      }
      // Timed per try: a job held back for its turn is neither a try nor a failure.
      return { kind: 'done', result: await this.metrics.runJob(QUEUES.webhooks, undefined, () => this.attempt(job, current, endpoint)) };
    });
    if (!outcome.ran) return this.later(job, token, HELD_BACK_MS);
    if (outcome.value.kind === 'wait') return this.later(job, token, outcome.value.ms);
    return outcome.value.result;
  }

  /** Gives the job back to the queue for `ms` without spending one of its attempts. */
  private async later(job: Job, token: string | undefined, ms: number): Promise<never> {
    await job.moveToDelayed(Date.now() + ms + Math.floor(Math.random() * 50), token);
    throw new DelayedError();
  }

  /** A delivery no retry can make: logged as failed, and the job ends without further attempts. */
  private async notSent(delivery: Delivery, at: Date, reason: string): Promise<never> {
    await this.log.record(delivery.webhook_id, {
      status: 'failed',
      at,
      responseCode: null,
      durationMs: null,
      snippet: null,
      error: reason,
      nextAttemptAt: null,
    });
    throw new UnrecoverableError(reason);
  }

  private async attempt(job: Job<WebhookJob>, delivery: Delivery, endpoint: Endpoint): Promise<string> {
    const at = new Date();
    const attempt = job.attemptsMade + 1;
    const payload = await payloadFor(this.store, delivery.event_id, endpoint.include_personal_data, at);
    if (!payload || !this.key) {
      const reason = payload
        ? 'Not sent: the server has no WEBHOOK_SECRET_KEY (or JWT_SECRET) to open the secret with.'
        : 'Not sent: its event is gone from the log.';
      return this.notSent(delivery, at, reason);
    }
    const body = JSON.stringify(payload);
    let secret: string;
    try {
      secret = openSecret(endpoint.secret_sealed, this.key, endpoint.endpoint_id);
    } catch {
      // Sealed under another key (WEBHOOK_SECRET_KEY or JWT_SECRET changed): no retry can open it.
      return this.notSent(delivery, at, "Not sent: the endpoint's secret does not open with this server's WEBHOOK_SECRET_KEY; give the endpoint a new secret.");
    }
    const signature = new Webhook(secret).sign(delivery.webhook_id, at, body);
    const headers = {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'webhook-id': delivery.webhook_id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
    };
    let code: number | null = null;
    let durationMs: number;
    let snippet: string | null = null;
    let error: string | null = null;
    try {
      const answer = await sendWebhook({
        url: new URL(endpoint.url),
        headers,
        body,
        timeoutMs: WEBHOOK_TIMEOUT_MS,
        ca: this.ca,
        resolver: this.resolver,
        policy: { allowLoopback: this.config.webhooks.allowLoopback },
      });
      ({ durationMs, snippet } = answer);
      code = answer.statusCode;
      if (code >= 200 && code < 300) {
        await this.log.record(delivery.webhook_id, { status: 'delivered', at, responseCode: code, durationMs, snippet, error: null, nextAttemptAt: null });
        return 'delivered';
      }
      error = code >= 300 && code < 400 ? `answered ${code} (redirects are not followed)` : `answered ${code}`;
    } catch (err) {
      if (!(err instanceof WebhookSendError)) throw err;
      durationMs = err.durationMs;
      error = err.message;
    }
    const firstAt = delivery.first_attempt_at ? new Date(delivery.first_attempt_at) : at;
    const outOfTime = at.getTime() - firstAt.getTime() >= this.config.webhooks.retry.windowMs;
    const outOfAttempts = attempt >= (job.opts.attempts ?? 1);
    if (outOfTime || outOfAttempts) {
      await this.log.record(delivery.webhook_id, { status: 'failed', at, responseCode: code, durationMs, snippet, error, nextAttemptAt: null });
      await this.disableIfFailing(endpoint.endpoint_id, firstAt);
      throw new UnrecoverableError(`webhook ${delivery.webhook_id} failed for good: ${error}`);
    }
    const next = new Date(at.getTime() + webhookRetryDelayMs(attempt, this.config.webhooks.retry));
    await this.log.record(delivery.webhook_id, { status: 'retrying', at, responseCode: code, durationMs, snippet, error, nextAttemptAt: next });
    throw new Error(`webhook ${delivery.webhook_id}: ${error}`);
  }

  /**
   * An endpoint that delivered nothing since `since` (the first try of a delivery that just ran
   * out of its window) has failed that long: it is disabled, once (the stream says whether it is
   * still enabled), and the api's notice reactor tells the staff.
   */
  private async disableIfFailing(endpointId: string, since: Date): Promise<void> {
    const lastDelivered = await this.log.lastDeliveredAt(endpointId);
    if (lastDelivered && lastDelivered >= since) return;
    const streamId = webhookEndpointStreamId(endpointId);
    for (let tries = 0; tries < 3; tries++) {
      const history = await this.store.readStream<WebhookEndpointEvent>(streamId);
      const state = history.reduce(evolveWebhookEndpoint, initialWebhookEndpointState);
      if (!state.enabled) return;
      try {
        await this.store.append(
          streamId,
          [{ type: WebhookEndpointEvents.Disabled, data: { endpoint_id: endpointId, reason: 'failing', by: 'worker', at: new Date().toISOString() } }],
          history.length,
        );
        this.logger.warn({ endpointId }, 'webhook endpoint disabled: failing for the whole retry window');
        return;
      } catch (err) {
        if (!(err instanceof ConcurrencyError)) throw err;
      }
    }
  }
}
