import nodemailer, { type SMTPSentMessageInfo, type Transporter } from 'nodemailer';
import { EmailTransport, type SendMailOptions, type SentEmail } from './email-transport.js';

export class SmtpEmailTransport extends EmailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter: Transporter<SMTPSentMessageInfo>;

  constructor(smtpUrl: string) {
    super();
    // Bounded waits: a hung server must fail the attempt so BullMQ can retry it, not hold the job lock.
    this.transporter = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(_emailId: string, message: SendMailOptions): Promise<SentEmail> {
    const info = await this.transporter.sendMail(message);
    return { transport: 'smtp', messageId: info.messageId };
  }

  close(): void {
    this.transporter.close();
  }
}
