import type { EmailBlock, EmailContent } from './email-content.js';

/**
 * Text a visitor typed, made fit for an email to an address nobody has proven is theirs: whoever
 * types an address can type the rest, and a phishing line reads as ours when it arrives from our
 * domain. So every link and everything a mail client (or a reader) would take for one goes:
 * `http(s)://…`, `www.…`, `mailto:…`, e-mail addresses, bare domain names ("phish.example/login")
 * and IPv4 addresses: each word holding one becomes `[link removed]`. "Node.js" goes too: a name
 * with a dot between letters is what a domain looks like, and a readable summary matters less
 * than a stranger's safety. Linear: each word is tested once, by patterns without nested quantifiers.
 */
export const LINK_REMOVED = '[link removed]';

// Tested on each white-space-free word, so every pattern runs once over a word: linear in the text.
// The dots include the full stops browsers read as one in a host name (。．｡).
const LINKISH = [
  /:\/\//, // http://, https://, ftp://, any scheme link
  /^[^\p{L}\p{N}]*www[.。．｡]/iu, // www.example
  /mailto:|tel:|sms:/i,
  /[\p{L}\p{N}][.。．｡]\p{L}{2}/u, // phish.example, a@b.org, Node.js
  /\d{1,3}[.。．｡]\d{1,3}[.。．｡]\d{1,3}[.。．｡]\d{1,3}/, // an IPv4 address
];
const isLinkish = (word: string) => LINKISH.some((p) => p.test(word));

/** The longest visitor text one field of such an email carries; more is cut with an ellipsis. */
export const UNLINKED_FIELD_MAX = 600;
/** The longest title (project_title) such an email carries: one line. */
export const UNLINKED_TITLE_MAX = 80;

/** `text` without links or link-looking words, cut to `max` characters (never inside a surrogate pair). */
export function unlinkedText(text: string, max = UNLINKED_FIELD_MAX): string {
  // Cut before and after: the work stays bounded, and a removed link may be shorter or longer.
  const unlinked = cut(text, max * 4).replace(/\S+/g, (word) => (isLinkish(word) ? LINK_REMOVED : word));
  return cut(unlinked, max);
}

/** A title: one line, unlinked, at most UNLINKED_TITLE_MAX characters. */
export const unlinkedTitle = (title: string): string => unlinkedText(title.replace(/\s+/g, ' ').trim(), UNLINKED_TITLE_MAX);

/**
 * An email's blocks with no link left in them: every text unlinked (not cut: the blocks are
 * already bounded where they were made), a links block shown as its labels, no action button.
 */
export function unlinkedContent(content: EmailContent): EmailContent {
  const u = (t: string) => unlinkedText(t, Number.POSITIVE_INFINITY);
  const blocks = content.blocks.map((b): EmailBlock => {
    switch (b.type) {
      case 'paragraph':
      case 'heading':
        return { ...b, text: u(b.text) };
      case 'fields':
        return { ...b, rows: b.rows.map((r) => ({ label: u(r.label), value: u(r.value) })) };
      case 'list':
        return { ...b, items: b.items.map(u) };
      case 'links':
        return { type: 'list', items: b.items.map((i) => u(i.label)) };
    }
  });
  return { blocks, ...(content.closing ? { closing: content.closing.map(u) } : {}) };
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
