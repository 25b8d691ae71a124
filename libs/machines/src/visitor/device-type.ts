export type DeviceType = 'mobile' | 'tablet' | 'desktop';

// Tablets are checked first: Android tablets omit "Mobile", and iPads and Kindles say who they are.
const TABLET = /ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/i;
const MOBILE = /mobi|iphone|ipod|android|blackberry|bb10|iemobile|opera mini|windows phone|webos/i;

/**
 * Device class from a user-agent string alone. iPadOS 13+ reports a desktop Safari agent; without
 * touch information that case counts as desktop, which is also the spec's default.
 */
export function inferDeviceType(userAgent: string | null | undefined): DeviceType {
  if (!userAgent) return 'desktop';
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}
