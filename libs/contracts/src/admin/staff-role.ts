import { z } from 'zod';

/** What a staff account may do (issue 30): owner everything; reviewer reads, reviews, is assigned; viewer reads only. */
export const STAFF_ROLES = ['owner', 'reviewer', 'viewer'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;
