/**
 * The streams of one person: the seed streams, then whatever hangs off them (the emails a chat
 * caused, the documents and files a submission uploaded, the documents of those...), asked again
 * with everything found so far until a round turns up nothing new. Pure but for `related`, so the
 * loop is tested without a database. Returns the streams in the order they were found.
 */
export async function expandStreams(
  seed: readonly string[],
  related: (known: readonly string[]) => Promise<readonly string[]>,
  /** A guard against a context that keeps inventing ids: the erasure stops rather than loop forever. */
  maxRounds = 50,
): Promise<string[]> {
  const found = [...new Set(seed)];
  const known = new Set(found);
  for (let round = 0; found.length > 0; round++) {
    if (round === maxRounds) throw new Error(`personal-data stream expansion did not settle in ${maxRounds} rounds`);
    const fresh = (await related(found)).filter((id) => !known.has(id));
    if (fresh.length === 0) break;
    for (const id of fresh) {
      if (known.has(id)) continue;
      known.add(id);
      found.push(id);
    }
  }
  return found;
}

/**
 * Every context's lookups merged into one: the union of their answers, without repeats. One
 * after the other: erasures are rare and need no speed, and in parallel they would hold one pool
 * connection per context that the visitors' requests then wait for.
 */
export async function unionOf<T>(items: readonly T[], ask: (item: T) => Promise<readonly string[]> | undefined): Promise<string[]> {
  const found = new Set<string>();
  for (const item of items) for (const id of (await ask(item)) ?? []) found.add(id);
  return [...found];
}
