/** The stream was not at the version the writer expected. Maps to HTTP 409. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number | 'any',
    readonly actualVersion: number,
    message = `Stream ${streamId} is at version ${actualVersion}, expected ${expectedVersion}`,
  ) {
    super(message);
    this.name = 'ConcurrencyError';
  }
}
