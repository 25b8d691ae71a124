import { useEffect, useState } from 'react';
import { apiRequest } from './api-client';
import { answerShape } from './answer-shape';
import { logger } from './logger';

export interface PublicConfig {
  contact_email?: string;
}

/** publicConfigResponseSchema (contracts), checked without zod: this loads on the chat page too. */
export const PUBLIC_CONFIG = answerShape<PublicConfig>({ contact_email: 'string?' });

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
