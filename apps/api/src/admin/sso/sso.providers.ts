import { SsoSignInRepository } from './sso-sign-in.repository.js';
import { SsoController } from './sso.controller.js';
import { SsoService } from './sso.service.js';

/** Single sign-on's part of the admin module (admin.module.ts). */
export const SSO_CONTROLLERS = [SsoController];
export const SSO_PROVIDERS = [SsoService, SsoSignInRepository];
