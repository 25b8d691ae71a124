/**
 * The file can never be read (corrupt, encrypted, a bomb, an unsupported kind): retrying will
 * not help, so the job fails at once with this message for the visitor.
 */
export class UnreadableDocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableDocumentError';
  }
}
