export interface Throughput {
  /** Completed operations (appends, inserts, ...). */
  operations: number;
  /** What the operations carried (events for appends); equals operations when not counted. */
  units: number;
  seconds: number;
}

export const perSecond = (count: number, seconds: number) => count / Math.max(seconds, 1e-9);

/**
 * Runs `clients` loops of `op` concurrently for about `seconds` and counts what completed.
 * Each loop starts no operation after the deadline; the elapsed time includes the last ones.
 * `op` returns how many units it carried (default 1).
 */
export async function runConcurrently(
  clients: number,
  seconds: number,
  op: (client: number, iteration: number) => Promise<number | void>,
): Promise<Throughput> {
  let operations = 0;
  let units = 0;
  const started = process.hrtime.bigint();
  const deadline = started + BigInt(Math.round(seconds * 1e9));
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; process.hrtime.bigint() < deadline; i++) {
        const carried = await op(client, i);
        operations++;
        units += typeof carried === 'number' ? carried : 1;
      }
    }),
  );
  return { operations, units, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

export function addThroughput(a: Throughput, b: Throughput): Throughput {
  return { operations: a.operations + b.operations, units: a.units + b.units, seconds: a.seconds + b.seconds };
}

export const NO_THROUGHPUT: Throughput = { operations: 0, units: 0, seconds: 0 };
