/**
 * Runs tasks one after another, in the order given, each whatever became of the one before.
 * Answers are recorded in the order they were given, so the server never sees a later answer
 * before an earlier one.
 */
export function createSerialQueue(onError: (error: unknown) => void): (task: () => Promise<unknown>) => Promise<void> {
  let tail: Promise<void> = Promise.resolve();
  return (task) => {
    tail = tail.then(task).then(
      () => undefined,
      (error: unknown) => onError(error),
    );
    return tail;
  };
}
