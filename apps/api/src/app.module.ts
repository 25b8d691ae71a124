import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from '@intake/config';
import { configAndLoggerProviders } from '@intake/event-store/nest';
import type { Logger } from 'pino';
import { AdminModule } from './admin/admin.module.js';
import { AuditModule } from './audit/audit.module.js';
import { ResponsesModule } from './responses/responses.module.js';
import { AdminReadModule } from './admin-read/admin-read.module.js';
import { DocumentsModule } from './documents/documents.module.js';
import { GuideModule } from './guide/guide.module.js';
import { HealthModule } from './health/health.module.js';
import { WebhooksModule } from './integrations/webhooks/webhooks.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { OperationsModule } from './operations/operations.module.js';
import { AuthModule } from './platform/auth/auth.module.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { QueueConnectionModule } from './platform/queue/queue-connection.module.js';
import { FilesModule } from './platform/files/files.module.js';
import { ProcessorsModule } from './platform/processors/processors.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { QuestionnaireModule } from './questionnaire/questionnaire.module.js';
import { APP_CONFIG, LOGGER } from './platform/tokens.js';
import { VisitorAnalyticsModule } from './visitor-analytics/visitor-analytics.module.js';
import { WorkWithUsModule } from './work-with-us/work-with-us.module.js';
import { ApiKeysModule } from './integrations/api-keys/api-keys.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    const platform = {
      module: class PlatformModule {},
      global: true,
      providers: configAndLoggerProviders(config, logger),
      exports: [APP_CONFIG, LOGGER],
    };
    return {
      module: AppModule,
      imports: [
        platform,
        CqrsModule.forRoot(),
        DatabaseModule,
        QueueConnectionModule,
        ProcessorsModule,
        AuthModule,
        AuditModule,
        ApiKeysModule,
        FilesModule,
        HealthModule,
        AdminModule,
        NotificationsModule,
        WorkWithUsModule,
        AdminReadModule,
        DocumentsModule,
        GuideModule,
        QuestionnaireModule,
        VisitorAnalyticsModule,
        PrivacyModule,
        ResponsesModule,
        WebhooksModule,
        OperationsModule,
      ],
    };
  }
}
