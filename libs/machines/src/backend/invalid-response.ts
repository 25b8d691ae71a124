/**
 * A 2xx answer that is not the shape its contract promises. The web's api client throws it after
 * checking an answer against its response schema; it keeps the body, so a machine can still read
 * what the server said (a refused submission's `detail`). Its message is admin spec §8's words.
 */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';

  constructor(
    readonly path: string,
    readonly problems: readonly string[],
    readonly body: unknown,
  ) {
    super('Invalid response format');
  }
}

/** By name as well as by class: an error may come from another realm (a test's, a worker's). */
export function isInvalidResponse(error: unknown): error is InvalidResponseError {
  return (
    error instanceof InvalidResponseError || (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'InvalidResponseError')
  );
}
