import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ApiKeyBudget } from '../rate-limits/api-key-budget.js';
import { AdminOrApiKeyGuard } from './admin-or-api-key.guard.js';
import { AdminGuard } from './admin.guard.js';
import { StaffAccessGuard } from './staff-access.guard.js';
import { RevokedAdminTokens } from './revoked-admin-tokens.js';
import { SignedUrlService } from './signed-url.service.js';
import { TokenService } from './token.service.js';

@Global()
@Module({
  providers: [
    TokenService,
    AdminGuard,
    AdminOrApiKeyGuard,
    SignedUrlService,
    RevokedAdminTokens,
    ApiKeyBudget,
    { provide: APP_GUARD, useClass: StaffAccessGuard },
  ],
  exports: [TokenService, AdminGuard, AdminOrApiKeyGuard, SignedUrlService, RevokedAdminTokens, ApiKeyBudget],
})
export class AuthModule {}
