import { createHash } from 'node:crypto';
import { emailContentText, STAFF_DIGEST_TEMPLATE, type EmailContent, type EmailJob } from '@intake/contracts';

/**
 * The batching rule for staff notices (one per Work With Us application, questionnaire
 * submission and completed chat). 200 applications once made 200 emails in 3 s; a consortium's
 * real trickle is a few a day. So: within any window of `windowMs`, the first `perWindow`
 * notices go one by one, at once; past that, notices are held and leave together as one digest
 * `digestDelayMs` after the first of them was held. While notices are held, new ones join them,
 * so the staff's mailbox keeps the order the responses came in.
 */
export interface StaffNoticeRule {
  perWindow: number;
  windowMs: number;
  digestDelayMs: number;
}

/** Which of the incoming notices go now and which wait for the digest. */
export function decideStaffNotices<T>(
  incoming: readonly T[],
  state: { sentInWindow: number; heldWaiting: number },
  rule: Pick<StaffNoticeRule, 'perWindow'>,
): { sendNow: T[]; hold: T[] } {
  const room = state.heldWaiting > 0 ? 0 : Math.max(0, rule.perWindow - state.sentInWindow);
  return { sendNow: incoming.slice(0, room), hold: incoming.slice(room) };
}

/**
 * The digest job of the notices held now, named by the oldest of them: every worker that holds a
 * notice of the same burst (or starts while it waits) names the same job, which BullMQ keeps once;
 * it is due `digestDelayMs` after that oldest notice was held.
 */
export function digestJobFor(oldest: { email_id: string; logged_at: Date }, now: number, digestDelayMs: number): { jobId: string; delay: number } {
  const id = createHash('sha256').update(oldest.email_id).digest('hex').slice(0, 24);
  return { jobId: `staff-digest-${id}`, delay: Math.max(0, oldest.logged_at.getTime() + digestDelayMs - now) };
}

/** A held notice as the digest lists it. */
export interface HeldNotice {
  email_id: string;
  event_id: string;
  recipients: string[];
  subject: string;
  link: string | null;
}

/** The id of a digest: made from the notices it lists, so a retry of the same digest is the same email (same Message-ID). */
export function digestEmailId(noticeIds: readonly string[]): string {
  const digest = createHash('sha256')
    .update([...noticeIds].sort().join('\n'))
    .digest('hex')
    .slice(0, 32);
  return `staff-digest-${digest}`;
}

/** Held notices grouped by their recipients (in practice all go to ADMIN_NOTIFY_EMAIL), in the order they came. */
export function groupByRecipients(held: readonly HeldNotice[]): HeldNotice[][] {
  const groups = new Map<string, HeldNotice[]>();
  for (const n of held) {
    const key = [...n.recipients]
      .map((r) => r.trim().toLowerCase())
      .sort()
      .join(',');
    groups.set(key, [...(groups.get(key) ?? []), n]);
  }
  return [...groups.values()];
}

/** The digest email listing each held notice with its link. */
export function digestEmail(notices: readonly HeldNotice[], adminUrl: string): EmailJob {
  const n = notices.length;
  const content: EmailContent = {
    blocks: [
      {
        type: 'paragraph',
        text: `${n} new ${n === 1 ? 'response' : 'responses'} arrived in a short time, so they come in this one email instead of one each.`,
      },
      { type: 'links', items: notices.map((x) => ({ label: x.subject, url: x.link ?? adminUrl })) },
    ],
    action: { label: 'Open the admin dashboard', url: adminUrl },
    closing: ['Innovation Intake'],
  };
  return {
    email_id: digestEmailId(notices.map((x) => x.email_id)),
    to: notices[0]?.recipients ?? [],
    subject: `${n} new ${n === 1 ? 'response' : 'responses'} (digest)`,
    text: emailContentText(content),
    content,
    template: STAFF_DIGEST_TEMPLATE,
  };
}
