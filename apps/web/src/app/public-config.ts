import { useEffect, useState } from 'react';
import { apiRequest, type ResponseCheck } from './api-client';
import { logger } from './logger';

export interface PublicConfig {
  contact_email?: string;
}

/**
 * publicConfigResponseSchema (contracts), checked without zod or answer-shape.ts: this loads on
 * every visitor page but the landing page, the chat's (which has no zod) included.
 */
export const PUBLIC_CONFIG: ResponseCheck<PublicConfig> = {
  safeParse: (body) => {
    const email: unknown = (body as PublicConfig | null)?.contact_email;
    return typeof body === 'object' && body !== null && (email == null || typeof email === 'string')
      ? { success: true, data: body }
      : { success: false, error: { issues: [{ path: ['contact_email'], message: 'expected string' }] } };
  },
};

let pending: Promise<PublicConfig> | null = null;

/** GET /api/public-config, fetched once per page load and shared. A failure yields {}. */
export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= apiRequest('/api/public-config', PUBLIC_CONFIG).catch((error: unknown) => {
    logger.warn('public config unavailable', error);
    pending = null;
    return {};
  });
  return pending;
}

/** The contact mailbox, or null until (or unless) the server names one. */
export function useContactEmail(): string | null {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadPublicConfig().then((config) => {
      const value = typeof config.contact_email === 'string' ? config.contact_email.trim() : '';
      if (live && value !== '') setEmail(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return email;
}
