/**
 * Natural batching ("group commit"): at most `maxInFlight` batches run at once; whatever arrives
 * while they run waits and leaves together as the next batch. An idle store sends each item
 * alone and at once, so batching adds no latency; a busy one pays one transaction per batch
 * instead of one per item.
 */
export class AppendBatcher<Item, Result> {
  private readonly waiting: { item: Item; resolve: (r: Result) => void; reject: (e: unknown) => void }[] = [];
  private inFlight = 0;

  constructor(
    /** Settles every item of the batch, in any order; a rejection rejects the items it did not settle. */
    private readonly run: (items: Item[]) => Promise<PromiseSettledResult<Result>[]>,
    private readonly maxInFlight: number,
    private readonly maxBatch: number,
  ) {
    if (!(maxInFlight >= 1 && maxBatch >= 1)) throw new Error('AppendBatcher needs maxInFlight and maxBatch of at least 1');
  }

  submit(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatch);
      this.inFlight++;
      this.run(batch.map((b) => b.item))
        .then(
          (settled) =>
            batch.forEach((b, i) => {
              const s = settled[i];
              if (!s) b.reject(new Error('append batch returned no outcome for an item'));
              else if (s.status === 'fulfilled') b.resolve(s.value);
              else b.reject(s.reason);
            }),
          (err) => batch.forEach((b) => b.reject(err)),
        )
        .finally(() => {
          this.inFlight--;
          this.pump();
        });
    }
  }
}
