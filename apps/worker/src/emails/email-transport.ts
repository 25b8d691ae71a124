import type { OnApplicationShutdown } from '@nestjs/common';
import type { SendMailOptions } from 'nodemailer';

export type { SendMailOptions } from 'nodemailer';

export interface SentEmail {
  transport: 'smtp' | 'outbox';
  messageId: string;
  /** Where the outbox transport wrote the message. */
  location?: string;
}

/** Where rendered emails go: an SMTP server, or files when no server is configured. */
export abstract class EmailTransport implements OnApplicationShutdown {
  abstract readonly kind: SentEmail['transport'];
  abstract send(emailId: string, message: SendMailOptions): Promise<SentEmail>;
  abstract close(): void;

  onApplicationShutdown(): void {
    this.close();
  }
}

/** A failure no retry can fix (a refused recipient, an unusable id): the job fails at once. */
export class PermanentEmailError extends Error {
  override readonly name = 'PermanentEmailError';
}

/** SMTP 5xx replies are permanent by definition (RFC 5321 §4.2.1); 4xx and network errors are not. */
export function isPermanentEmailError(err: unknown): boolean {
  if (err instanceof PermanentEmailError) return true;
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
