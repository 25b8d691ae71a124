import type { AppConfig } from '@intake/config';

/**
 * An absolute link into the product, built from PUBLIC_URL, never from request headers: a
 * client's X-Forwarded-Host or Host would otherwise choose where the link an admin clicks points.
 */
export function absoluteUrl(config: Pick<AppConfig, 'publicUrl'>, path: string): string {
  return `${config.publicUrl}${path}`;
}
