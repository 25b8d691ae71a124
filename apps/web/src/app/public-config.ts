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
  safeParse(body) {
    const email = body !== null && typeof body === 'object' ? (body as PublicConfig).contact_email : null;
    if (body === null || typeof body !== 'object' || (email !== undefined && email !== null && typeof email !== 'string'))
      return { success: false, error: { issues: [{ path: ['contact_email'], message: 'expected string' }] } };
    return { success: true, data: body as PublicConfig };
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
