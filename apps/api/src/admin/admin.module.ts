import { Global, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { EventStore } from '@intake/event-store';
import { AdminCredentials } from '../platform/auth/admin-credentials.js';
import type { StaffRole } from '@intake/contracts';
import { currentAccess } from './admin-accounts.js';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { LoginAttempts } from './login-attempts.service.js';
import { LoginFailuresRepository } from './login-failures.repository.js';
import { LoginController } from './login.controller.js';
import { SecondFactorController } from './second-factor/second-factor.controller.js';
import { SecondFactorService } from './second-factor/second-factor.service.js';
import { StaffRoles } from './second-factor/staff-roles.js';
import { SSO_CONTROLLERS, SSO_PROVIDERS } from './sso/sso.providers.js';
import { NotificationsModule } from '../notifications/index.js';
import { ProcessorRegistry } from '../platform/processors/processor-registry.js';
import { staffAccountsProjection } from './staff/staff-accounts.projection.js';
import { StaffController, StaffLinksController } from './staff/staff.controller.js';
import { StaffService } from './staff/staff.service.js';

/** AdminGuard's view of the accounts: each admin's own stream, read on every admin request. */
@Injectable()
class EventSourcedAdminCredentials extends AdminCredentials {
  constructor(private readonly store: EventStore) {
    super();
  }

  currentAccess(projectName: string, username: string): Promise<{ passwordHash: string; role: StaffRole } | null> {
    return currentAccess(this.store, projectName, username);
  }
}

// Global: every context's admin routes use AdminGuard, which needs AdminCredentials.
@Global()
@Module({
  imports: [NotificationsModule],
  controllers: [LoginController, SecondFactorController, ...SSO_CONTROLLERS, StaffController, StaffLinksController],
  providers: [
    AdminBootstrapService,
    LoginAttempts,
    LoginFailuresRepository,
    StaffService,
    { provide: AdminCredentials, useClass: EventSourcedAdminCredentials },
    SecondFactorService,
    StaffRoles,
    ...SSO_PROVIDERS,
  ],
  exports: [AdminCredentials],
})
export class AdminModule implements OnModuleInit {
  constructor(private readonly registry: ProcessorRegistry) {}

  onModuleInit(): void {
    this.registry.register(staffAccountsProjection);
  }
}
