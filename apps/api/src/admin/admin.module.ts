import { Module } from '@nestjs/common';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { LoginAttempts } from './login-attempts.service.js';
import { LoginController } from './login.controller.js';

@Module({ controllers: [LoginController], providers: [AdminBootstrapService, LoginAttempts] })
export class AdminModule {}
