import { Global, Module } from '@nestjs/common';
import { AdminGuard } from './admin.guard.js';
import { RevokedAdminTokens } from './revoked-admin-tokens.js';
import { SignedUrlService } from './signed-url.service.js';
import { TokenService } from './token.service.js';

@Global()
@Module({
  providers: [TokenService, AdminGuard, SignedUrlService, RevokedAdminTokens],
  exports: [TokenService, AdminGuard, SignedUrlService, RevokedAdminTokens],
})
export class AuthModule {}
