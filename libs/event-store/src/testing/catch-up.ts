import type { Kysely } from 'kysely';
import { readCheckpoint } from '../checkpoints.js';
import type { LogPosition } from '../event.types.js';
import { comparePositions, logEnd } from '../log-position.js';
import { waitFor, type WaitForOptions } from './wait-for.js';

export { comparePositions, logEnd };

/**
 * Waits until a processor's checkpoint reaches the end of the log. Only meaningful once the
 * writers have finished: with appends still running the end keeps moving.
 */
export async function waitForCatchUp(db: Kysely<any>, processorName: string, opts: WaitForOptions & { types?: readonly string[] } = {}): Promise<LogPosition> {
  const end = await logEnd(db, opts.types);
  return waitFor(
    `processor ${processorName} to reach ${end.transactionId}/${end.globalPosition}`,
    async () => {
      const at = await readCheckpoint(db, processorName);
      return comparePositions(at, end) >= 0 ? at : undefined;
    },
    opts,
  );
}
