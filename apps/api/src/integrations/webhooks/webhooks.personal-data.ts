import { sql } from 'kysely';
import type { PersonalDataContext } from '../../privacy/index.js';

/**
 * What the webhooks keep of a person: no payload (each is built from the event at send time, so
 * an erasure reaches deliveries still waiting), but the delivery log keeps the first 1 kB of
 * each receiver's answer, which a receiver may have filled with what it was sent. Those answers,
 * for the erased streams' events, go with the erasure. The endpoints' own events name no visitor.
 */
export const webhooksPersonalData: PersonalDataContext = {
  name: 'webhooks',
  fields: {},
  async redactCopies(trx, streamIds) {
    if (streamIds.length === 0) return 0;
    const result = await sql`
      update webhook_deliveries set response_snippet = null
      where response_snippet is not null
        and event_id in (select event_id from events where stream_id = any(${[...streamIds]}::text[]))`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  },
};
