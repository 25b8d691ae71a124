import { createHash } from 'node:crypto';
import { isVisitorAddressed, type EmailJob } from '@intake/contracts';

/** The window of the per-address cap. */
export const VISITOR_EMAIL_WINDOW_MS = 24 * 3600 * 1000;

/** The window of the hourly budgets. */
export const VISITOR_EMAIL_HOURLY_WINDOW_MS = 3600 * 1000;

/**
 * The budgets a completion email (sent to an address the visitor typed and nobody confirmed) must
 * fit, in the order they are checked:
 * - `address-per-day`: one address, VISITOR_EMAILS_PER_ADDRESS_PER_DAY in 24 hours (repeats);
 * - `addresses-per-hour`: distinct addresses, VISITOR_EMAIL_ADDRESSES_PER_HOUR (a rotating attacker);
 * - `domain-per-hour`: one mail domain, VISITOR_EMAILS_PER_DOMAIN_PER_HOUR (one organisation's staff);
 * - `all-per-hour`: all of them, VISITOR_EMAILS_PER_HOUR.
 */
export const VISITOR_EMAIL_BUDGETS = ['address-per-day', 'addresses-per-hour', 'domain-per-hour', 'all-per-hour'] as const;
export type VisitorEmailBudget = (typeof VISITOR_EMAIL_BUDGETS)[number];

/** The recorded reason of a completion email refused by each budget; none names anyone. */
export const NOT_SENT_REASONS: Record<VisitorEmailBudget, string> = {
  'address-per-day': 'Not sent: this address has had as many completion emails as it may get in 24 hours.',
  'addresses-per-hour': 'Not sent: the product has emailed as many new visitor-typed addresses as it may in one hour.',
  'domain-per-hour': "Not sent: this address's mail domain has had as many completion emails as it may get in one hour.",
  'all-per-hour': 'Not sent: the product has sent as many emails to visitor-typed addresses as it may in one hour.',
};

export interface VisitorEmailLimits {
  perAddressPerDay: number;
  addressesPerHour: number;
  perDomainPerHour: number;
  perHour: number;
}

/** What was sent before this job (its own emails left out), as visitor_email_sends tells it. */
export interface VisitorEmailHistory {
  /** Emails per recipient key in the last 24 hours. */
  perAddressDay: ReadonlyMap<string, number>;
  /** Recipient keys mailed in the last hour. */
  addressesHour: ReadonlySet<string>;
  /** Emails per domain key in the last hour. */
  perDomainHour: ReadonlyMap<string, number>;
  /** Emails to visitor-typed addresses in the last hour. */
  allHour: number;
}

export const EMPTY_HISTORY: VisitorEmailHistory = { perAddressDay: new Map(), addressesHour: new Set(), perDomainHour: new Map(), allHour: 0 };

/**
 * How an address is counted: trimmed and without case, hashed so the count table holds no
 * readable address. (Plus-tags and dots are not folded: which ones a mailbox ignores depends on
 * its provider.)
 */
export const recipientKey = (address: string): string => createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

/** The mail domain an address is counted under, hashed like the address. */
export const domainKey = (address: string): string => {
  const normal = address.trim().toLowerCase();
  return createHash('sha256')
    .update(`domain:${normal.slice(normal.lastIndexOf('@') + 1)}`)
    .digest('hex');
};

/**
 * Which of a job's pending emails may go: emails to staff always; a visitor-addressed one only
 * while it fits every budget (VISITOR_EMAIL_BUDGETS), counting those allowed before it in this
 * job. An address already mailed this hour takes no new place among the distinct addresses.
 */
export function capVisitorEmails<E extends Pick<EmailJob, 'email_id' | 'to' | 'template'>>(
  emails: readonly E[],
  history: VisitorEmailHistory,
  limits: VisitorEmailLimits,
): { allowed: E[]; refused: { email: E; budget: VisitorEmailBudget }[] } {
  const perAddress = new Map(history.perAddressDay);
  const addresses = new Set(history.addressesHour);
  const perDomain = new Map(history.perDomainHour);
  let all = history.allHour;
  const allowed: E[] = [];
  const refused: { email: E; budget: VisitorEmailBudget }[] = [];
  for (const email of emails) {
    if (!isVisitorAddressed(email)) {
      allowed.push(email);
      continue;
    }
    const keys = [...new Set(email.to.map(recipientKey))];
    const domains = [...new Set(email.to.map(domainKey))];
    const newAddresses = keys.filter((k) => !addresses.has(k)).length;
    const budget: VisitorEmailBudget | undefined = keys.some((k) => (perAddress.get(k) ?? 0) >= limits.perAddressPerDay)
      ? 'address-per-day'
      : addresses.size + newAddresses > limits.addressesPerHour
        ? 'addresses-per-hour'
        : domains.some((d) => (perDomain.get(d) ?? 0) >= limits.perDomainPerHour)
          ? 'domain-per-hour'
          : all >= limits.perHour
            ? 'all-per-hour'
            : undefined;
    if (budget) {
      refused.push({ email, budget });
      continue;
    }
    all++;
    for (const k of keys) {
      perAddress.set(k, (perAddress.get(k) ?? 0) + 1);
      addresses.add(k);
    }
    for (const d of domains) perDomain.set(d, (perDomain.get(d) ?? 0) + 1);
    allowed.push(email);
  }
  return { allowed, refused };
}
