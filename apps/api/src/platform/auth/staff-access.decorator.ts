import { SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { STAFF_ROLES, type StaffRole } from '@intake/contracts';

const STAFF_RULE = 'intake:staff-rule';

/**
 * The least role a staff route needs (issue 30, docs/staff-accounts.md). Every route behind
 * AdminGuard or AdminOrApiKeyGuard must declare one, on the method or its controller:
 * StaffAccessGuard refuses a route without it to everyone. Keep it equal to `staffRole` in the
 * route catalogue (libs/contracts http/api-routes.ts): staff-permissions.int.spec walks both.
 */
export const MinRole = (role: StaffRole) => SetMetadata(STAFF_RULE, role);

export const minRoleOf = (reflector: Reflector, handler: Function, controller: Function): StaffRole | undefined =>
  reflector.getAllAndOverride<StaffRole | undefined>(STAFF_RULE, [handler, controller]);

/** owner > reviewer > viewer: a role may do what every role after it may. */
export const roleAtLeast = (role: StaffRole, least: StaffRole): boolean => STAFF_ROLES.indexOf(role) <= STAFF_ROLES.indexOf(least);
