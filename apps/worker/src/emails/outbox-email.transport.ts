import path from 'node:path';
import nodemailer, { type StreamSentMessageInfo, type Transporter } from 'nodemailer';
import { EmailTransport, PermanentEmailError, type SendMailOptions, type SentEmail } from './email-transport.js';
import { OutboxFileWriter } from './outbox-file-writer.js';

const SAFE_FILE_STEM = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Writes each message as an RFC 822 `.eml` file, so a deployment without SMTP still keeps
 * every email an operator can open or forward. Written under a temporary name and renamed,
 * so a reader never sees half a message.
 */
export class OutboxEmailTransport extends EmailTransport {
  readonly kind = 'outbox' as const;
  private readonly transporter: Transporter<StreamSentMessageInfo>;
  private readonly files = new OutboxFileWriter();

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
    await this.files.write({ dir: this.outboxDir, partial: `${location}.${process.pid}.partial`, location, data: info.message });
    return { transport: 'outbox', messageId: info.messageId, location };
  }

  close(): void {
    this.transporter.close();
    void this.files.close();
  }
}
