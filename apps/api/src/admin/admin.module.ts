import { Global, Injectable, Module } from '@nestjs/common';
import { EventStore } from '@intake/event-store';
import { AdminCredentials } from '../platform/auth/admin-credentials.js';
import { currentPasswordHash } from './admin-accounts.js';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { LoginAttempts } from './login-attempts.service.js';
import { LoginFailuresRepository } from './login-failures.repository.js';
import { LoginController } from './login.controller.js';

/** AdminGuard's view of the accounts: each admin's own stream, read on every admin request. */
@Injectable()
class EventSourcedAdminCredentials extends AdminCredentials {
  constructor(private readonly store: EventStore) {
    super();
  }

  currentPasswordHash(projectName: string, username: string): Promise<string | null> {
    return currentPasswordHash(this.store, projectName, username);
  }
}

// Global: every context's admin routes use AdminGuard, which needs AdminCredentials.
@Global()
@Module({
  controllers: [LoginController],
  providers: [AdminBootstrapService, LoginAttempts, LoginFailuresRepository, { provide: AdminCredentials, useClass: EventSourcedAdminCredentials }],
  exports: [AdminCredentials],
})
export class AdminModule {}
