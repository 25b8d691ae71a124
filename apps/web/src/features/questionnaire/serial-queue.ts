export interface SerialQueue {
  /** Adds a task; resolves when it has run (a failure goes to the queue's error handler, not here). */
  enqueue(task: () => Promise<unknown>): Promise<void>;
  /** Resolves once every task queued so far has settled, including tasks queued while waiting. */
  idle(): Promise<void>;
}

/**
 * Runs tasks one after another, in the order given, each whatever became of the one before.
 * Answers are recorded in the order they were given, so the server never sees a later answer
 * before an earlier one; the submission waits for `idle()` so it never overtakes them.
 */
export function createSerialQueue(onError: (error: unknown) => void): SerialQueue {
  let tail: Promise<void> = Promise.resolve();
  return {
    enqueue(task) {
      tail = tail.then(task).then(
        () => undefined,
        (error: unknown) => onError(error),
      );
      return tail;
    },
    async idle() {
      let seen: Promise<void>;
      do {
        seen = tail;
        await seen;
      } while (seen !== tail);
    },
  };
}
