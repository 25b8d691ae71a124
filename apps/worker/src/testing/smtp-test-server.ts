import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  /** Every message accepted, in order. */
  inbox: ReceivedMail[];
  /** Every RCPT TO address, in order, including refused ones. */
  recipients: string[];
  close(): Promise<void>;
}

/** How the server answers one recipient: accept (after an optional pause) or refuse with a code. */
export type RecipientRule = { delayMs?: number; refuse?: { code: number; text: string } } | undefined;

/** A real SMTP server inside the test process; it keeps what it is sent. */
export async function startTestSmtpServer(rule: (address: string) => RecipientRule = () => undefined): Promise<TestSmtpServer> {
  const inbox: ReceivedMail[] = [];
  const recipients: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      recipients.push(address.address);
      const r = rule(address.address);
      if (r?.refuse) return callback(Object.assign(new Error(r.refuse.text), { responseCode: r.refuse.code }));
      if (r?.delayMs) return void setTimeout(() => callback(), r.delayMs);
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, inbox, recipients, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A message body as a person reads it: quoted-printable soft breaks and escapes undone. */
// Quoted-printable escapes are bytes: a run of them is decoded together, as UTF-8 ("=E2=80=94" is "—").
export const readableMail = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
