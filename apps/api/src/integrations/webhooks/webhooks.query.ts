import { Inject, Injectable } from '@nestjs/common';
import type { WebhookDelivery, WebhookEndpoint } from '@intake/contracts';
import type { Kysely, Selectable } from 'kysely';
import { DB } from '../../platform/tokens.js';
import type { WebhookDeliveriesTable, WebhookEndpointsTable, WebhookTables } from './webhooks.tables.js';

type Db = Kysely<WebhookTables>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function endpointView(row: Selectable<WebhookEndpointsTable>): WebhookEndpoint {
  return {
    id: row.endpoint_id,
    url: row.url,
    events: row.events,
    include_personal_data: row.include_personal_data,
    enabled: row.enabled,
    disabled_reason: row.disabled_reason,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}

export async function listEndpoints(db: Db): Promise<WebhookEndpoint[]> {
  const rows = await db.selectFrom('webhook_endpoints').selectAll().where('removed', '=', false).orderBy('created_at').execute();
  return rows.map(endpointView);
}

export async function findEndpoint(db: Db, endpointId: string): Promise<Selectable<WebhookEndpointsTable> | undefined> {
  return db.selectFrom('webhook_endpoints').selectAll().where('endpoint_id', '=', endpointId).where('removed', '=', false).executeTakeFirst();
}

/** The endpoints a new event may go to: enabled, with when they began (no event before that is sent). */
export function activeEndpoints(db: Db): Promise<Pick<Selectable<WebhookEndpointsTable>, 'endpoint_id' | 'events' | 'created_at'>[]> {
  return db.selectFrom('webhook_endpoints').select(['endpoint_id', 'events', 'created_at']).where('enabled', '=', true).where('removed', '=', false).execute();
}

function deliveryView(row: Selectable<WebhookDeliveriesTable>): WebhookDelivery {
  return {
    webhook_id: row.webhook_id,
    event_type: row.event_type,
    status: row.status,
    attempts: row.attempts,
    response_code: row.response_code,
    duration_ms: row.duration_ms,
    response_snippet: row.response_snippet,
    error: row.error,
    created_at: iso(row.created_at)!,
    last_attempt_at: iso(row.last_attempt_at),
    next_attempt_at: iso(row.next_attempt_at),
  };
}

export async function listDeliveries(db: Db, endpointId: string, limit: number): Promise<WebhookDelivery[]> {
  const rows = await db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).orderBy('seq', 'desc').limit(limit).execute();
  return rows.map(deliveryView);
}

export function findDelivery(db: Db, endpointId: string, webhookId: string) {
  return db
    .selectFrom('webhook_deliveries')
    .select(['webhook_id', 'status'])
    .where('endpoint_id', '=', endpointId)
    .where('webhook_id', '=', webhookId)
    .executeTakeFirst();
}

/** A resend: the delivery waits again (its attempts so far stay counted). */
export async function markResent(db: Db, webhookId: string): Promise<void> {
  await db.updateTable('webhook_deliveries').set({ status: 'pending', next_attempt_at: null }).where('webhook_id', '=', webhookId).execute();
}

export interface NewDelivery {
  webhook_id: string;
  endpoint_id: string;
  event_id: string;
  event_type: WebhookDeliveriesTable['event_type'];
  subject: string;
}

/** Inserted in the order given (their `seq` follows it); a delivery logged before is left as it is. */
export async function insertDeliveries(db: Db, rows: readonly NewDelivery[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('webhook_deliveries')
    .values(rows.map((r) => ({ ...r, status: 'pending' as const })))
    .onConflict((oc) => oc.column('webhook_id').doNothing())
    .execute();
}

/** The endpoints and their delivery log, for the controller (which holds no database handle). */
@Injectable()
export class WebhooksQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  endpoints(): Promise<WebhookEndpoint[]> {
    return listEndpoints(this.db);
  }

  endpoint(endpointId: string): Promise<Selectable<WebhookEndpointsTable> | undefined> {
    return findEndpoint(this.db, endpointId);
  }

  deliveries(endpointId: string, limit: number): Promise<WebhookDelivery[]> {
    return listDeliveries(this.db, endpointId, limit);
  }
}
