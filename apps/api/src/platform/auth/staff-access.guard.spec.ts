import { Controller, Get, UseGuards, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AdminUser } from '@intake/contracts';
import { ForbiddenError } from '../errors/domain-errors.js';
import type { AdminOrApiKeyGuard } from './admin-or-api-key.guard.js';
import { AdminGuard } from './admin.guard.js';
import { MinRole, roleAtLeast } from './staff-access.decorator.js';
import { NO_STAFF_RULE, StaffAccessGuard } from './staff-access.guard.js';

@Controller()
@UseGuards(AdminGuard)
class Undeclared {
  @Get()
  read() {}
}

@Controller()
@MinRole('viewer')
@UseGuards(AdminGuard)
class Declared {
  @Get()
  read() {}

  @MinRole('owner')
  @Get('settings')
  settings() {}
}

@Controller()
class Public {
  @Get()
  read() {}
}

/** The request as the authenticating guard leaves it: the account's current role. */
function run(controller: Function, handler: Function, role: AdminUser['role']) {
  const req: { admin?: AdminUser; adminToken?: unknown } = {};
  let authenticated = 0;
  const authenticate = {
    canActivate: async () => {
      authenticated++;
      req.admin = { username: 'ada', project_name: 'p', role };
      req.adminToken = {};
      return true;
    },
  };
  const guard = new StaffAccessGuard(new Reflector(), authenticate as unknown as AdminGuard, authenticate as unknown as AdminOrApiKeyGuard);
  const context = {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => controller,
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
  return { result: guard.canActivate(context), authenticated: () => authenticated };
}

describe('StaffAccessGuard', () => {
  it('refuses a staff route without a declared role to everyone, owners included (default deny)', async () => {
    const { result } = run(Undeclared, Undeclared.prototype.read, 'owner');
    await expect(result).rejects.toThrow(new ForbiddenError(NO_STAFF_RULE));
  });

  it("takes the method's role over its controller's, and compares ranks", async () => {
    await expect(run(Declared, Declared.prototype.read, 'viewer').result).resolves.toBe(true);
    await expect(run(Declared, Declared.prototype.settings, 'reviewer').result).rejects.toThrow(/needs owner or above/);
    await expect(run(Declared, Declared.prototype.settings, 'owner').result).resolves.toBe(true);
  });

  it('leaves routes without an admin guard or a role alone, unauthenticated', async () => {
    const r = run(Public, Public.prototype.read, 'viewer');
    await expect(r.result).resolves.toBe(true);
    expect(r.authenticated()).toBe(0);
  });

  it('ranks owner > reviewer > viewer', () => {
    expect([roleAtLeast('owner', 'reviewer'), roleAtLeast('reviewer', 'reviewer'), roleAtLeast('viewer', 'reviewer')]).toEqual([true, true, false]);
  });
});
