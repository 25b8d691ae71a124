/**
 * The audit context's public surface: what other rooms may import from it (docs/architecture.md,
 * "Rooms"). Controllers that show personal data mark their reads with AuditedView; sign-in and
 * the erasure record through the trail.
 */
export { AuditTrail } from './audit-trail.service.js';
export { AuditedView, asListView, listSubject } from './audited-view.interceptor.js';
export type { ViewSubject } from './audited-view.interceptor.js';
export { streamKind } from './erasure-subject.js';
