import type { AppConfig } from '@intake/config';
import type { FactoryProvider } from '@nestjs/common';
import { APP_CONFIG } from '@intake/event-store/nest';
import { EmailTransport } from './email-transport.js';
import { OutboxEmailTransport } from './outbox-email.transport.js';
import { SmtpEmailTransport } from './smtp-email.transport.js';

export function createEmailTransport(config: Pick<AppConfig, 'smtpUrl' | 'outboxDir'>): EmailTransport {
  return config.smtpUrl ? new SmtpEmailTransport(config.smtpUrl) : new OutboxEmailTransport(config.outboxDir);
}

export const emailTransportProvider: FactoryProvider<EmailTransport> = {
  provide: EmailTransport,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => createEmailTransport(config),
};
