import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type StreamSentMessageInfo, type Transporter } from 'nodemailer';
import { EmailTransport, PermanentEmailError, type SendMailOptions, type SentEmail } from './email-transport.js';

const SAFE_FILE_STEM = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Writes each message as an RFC 822 `.eml` file, so a deployment without SMTP still keeps
 * every email an operator can open or forward. Written under a temporary name and renamed,
 * so a reader never sees half a message.
 */
export class OutboxEmailTransport extends EmailTransport {
  readonly kind = 'outbox' as const;
  private readonly transporter: Transporter<StreamSentMessageInfo>;
  /** Made once, not per message; made again if it goes away. */
  private outboxReady = false;

  constructor(private readonly outboxDir: string) {
    super();
    this.transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  async send(emailId: string, message: SendMailOptions): Promise<SentEmail> {
    // The id becomes a file name: anything but a plain token could escape the outbox.
    if (!SAFE_FILE_STEM.test(emailId)) throw new PermanentEmailError(`email id not usable as a file name: ${JSON.stringify(emailId)}`);
    const info = await this.transporter.sendMail(message);
    if (!Buffer.isBuffer(info.message)) throw new Error('stream transport did not buffer the message');
    const location = path.join(this.outboxDir, `${emailId}.eml`);
    const partial = `${location}.${process.pid}.partial`;
    // Off the event loop: creating a file costs little on an idle machine but blocked the loop
    // about 0.5 ms while PostgreSQL committed under load (the filesystem journal is shared).
    // Synchronous writes, these and a thread of their own gave the same throughput; the two off
    // the loop the lower p99 (docs/guide-chat.md, "Performance").
    if (!this.outboxReady) {
      await mkdir(this.outboxDir, { recursive: true });
      this.outboxReady = true;
    }
    try {
      await writeFile(partial, info.message);
    } catch (err) {
      // The folder went away under us (removed by hand): made again on the retry.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') this.outboxReady = false;
      throw err;
    }
    await rename(partial, location);
    return { transport: 'outbox', messageId: info.messageId, location };
  }

  close(): void {
    this.transporter.close();
  }
}
