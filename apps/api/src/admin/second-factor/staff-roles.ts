import { Injectable } from '@nestjs/common';
import type { StaffRole } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { currentAccess } from '../admin-accounts.js';

/** What role an account has now (TOTP_REQUIRED_FOR_OWNERS, the session's role), from its own stream. */
@Injectable()
export class StaffRoles {
  constructor(private readonly store: EventStore) {}

  async roleOf(projectName: string, username: string): Promise<StaffRole> {
    // An account that is gone or disabled gets no session anyway; the least role is the safe answer.
    return (await currentAccess(this.store, projectName, username))?.role ?? 'viewer';
  }
}
