import { Module } from '@nestjs/common';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { LoginAttempts } from './login-attempts.service.js';
import { LoginFailuresRepository } from './login-failures.repository.js';
import { LoginController } from './login.controller.js';

@Module({ controllers: [LoginController], providers: [AdminBootstrapService, LoginAttempts, LoginFailuresRepository] })
export class AdminModule {}
