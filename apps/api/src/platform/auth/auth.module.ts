import { Global, Module } from '@nestjs/common';
import { AdminGuard } from './admin.guard.js';
import { SignedUrlService } from './signed-url.service.js';
import { TokenService } from './token.service.js';

@Global()
@Module({ providers: [TokenService, AdminGuard, SignedUrlService], exports: [TokenService, AdminGuard, SignedUrlService] })
export class AuthModule {}
