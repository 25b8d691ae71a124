import type { WebhookDeliveryStatus, WebhookEventType } from '@intake/contracts';
import type { Kysely, Selectable } from 'kysely';

/** The worker's view of the tables of migrations/0080_webhooks.sql (the api's context owns them). */
interface DeliveriesTable {
  webhook_id: string;
  seq: string;
  endpoint_id: string;
  event_id: string;
  event_type: WebhookEventType;
  subject: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  response_code: number | null;
  duration_ms: number | null;
  response_snippet: string | null;
  error: string | null;
  created_at: Date;
  first_attempt_at: Date | null;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
}
interface EndpointsTable {
  endpoint_id: string;
  url: string;
  include_personal_data: boolean;
  secret_sealed: string;
  enabled: boolean;
  removed: boolean;
}
interface Tables {
  webhook_deliveries: DeliveriesTable;
  webhook_endpoints: EndpointsTable;
}

export type Delivery = Selectable<DeliveriesTable>;
export type Endpoint = Selectable<EndpointsTable>;

export interface AttemptRecord {
  status: WebhookDeliveryStatus;
  at: Date;
  responseCode: number | null;
  durationMs: number | null;
  snippet: string | null;
  error: string | null;
  nextAttemptAt: Date | null;
}

/** Reads and writes the delivery log for the webhooks processor. */
export class WebhookDeliveryLog {
  private readonly db: Kysely<Tables>;

  constructor(db: Kysely<any>) {
    this.db = db;
  }

  delivery(webhookId: string): Promise<Delivery | undefined> {
    return this.db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).executeTakeFirst();
  }

  endpoint(endpointId: string): Promise<Endpoint | undefined> {
    return this.db.selectFrom('webhook_endpoints').selectAll().where('endpoint_id', '=', endpointId).executeTakeFirst();
  }

  /** The first delivery of the same subject to the same endpoint that is still open ahead of this one. */
  earlierOpen(d: Delivery): Promise<Pick<Delivery, 'webhook_id' | 'next_attempt_at'> | undefined> {
    return this.db
      .selectFrom('webhook_deliveries')
      .select(['webhook_id', 'next_attempt_at'])
      .where('endpoint_id', '=', d.endpoint_id)
      .where('subject', '=', d.subject)
      .where('seq', '<', d.seq)
      .where('status', 'in', ['pending', 'retrying'])
      .orderBy('seq')
      .limit(1)
      .executeTakeFirst();
  }

  async record(webhookId: string, r: AttemptRecord): Promise<void> {
    await this.db
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        status: r.status,
        attempts: eb('attempts', '+', 1),
        response_code: r.responseCode,
        duration_ms: r.durationMs,
        response_snippet: r.snippet,
        error: r.error,
        first_attempt_at: eb.fn.coalesce('first_attempt_at', eb.val(r.at)),
        last_attempt_at: r.at,
        next_attempt_at: r.nextAttemptAt,
        ...(r.status === 'delivered' ? { delivered_at: r.at } : {}),
      }))
      .where('webhook_id', '=', webhookId)
      .execute();
  }

  /** Settled without a try (its endpoint was removed or disabled meanwhile). */
  async settle(webhookId: string, error: string): Promise<void> {
    await this.db.updateTable('webhook_deliveries').set({ status: 'failed', error, next_attempt_at: null }).where('webhook_id', '=', webhookId).execute();
  }

  async lastDeliveredAt(endpointId: string): Promise<Date | null> {
    const row = await this.db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.max('delivered_at').as('at'))
      .where('endpoint_id', '=', endpointId)
      .executeTakeFirst();
    return row?.at ? new Date(row.at) : null;
  }
}
