/**
 * The notifications context's public surface (docs/architecture.md, "Rooms"): the email queue's
 * module, the staff-notice builder and reactor the channels announce through, and what the
 * privacy catalogue erases.
 */
export { emailJobWithoutErased } from './email-job.personal-data.js';
// The admin context's staff invitations and reset links: queued directly, so no link stays in the log.
export { emailJobsForRequests } from './email-dispatch.reactor.js';
export { NotificationsModule } from './notifications.module.js';
export { notificationsPersonalData } from './notifications.personal-data.js';
export { chatNoticeEmailId, questionnaireNoticeEmailId, adminResponseUrl, staffNoticeEmail } from './staff-notice.email.js';
export { staffNoticeReactor } from './staff-notice.reactor.js';
