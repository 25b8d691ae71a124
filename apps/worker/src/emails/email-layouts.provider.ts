import type { FactoryProvider } from '@nestjs/common';
import { compileEmailLayouts, type CompiledEmailLayouts } from './email-html.js';

/** The MJML layouts, compiled once when the worker starts (a broken template stops the start). */
export const EMAIL_LAYOUTS = Symbol('EMAIL_LAYOUTS');

export const emailLayoutsProvider: FactoryProvider<Promise<CompiledEmailLayouts>> = {
  provide: EMAIL_LAYOUTS,
  useFactory: compileEmailLayouts,
};
