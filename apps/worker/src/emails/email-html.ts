import type { EmailBlock, EmailContent } from '@intake/contracts';
import mjml2html from 'mjml';

/**
 * The HTML part of every email. MJML turns one responsive layout into the table markup mail
 * clients need; compiling costs milliseconds, so it is done once at worker start (with and
 * without an action button) and each email only fills the compiled page's slots with escaped
 * values: a few string joins per email.
 */
const SLOTS = { title: '%%TITLE%%', body: '%%BODY%%', actionUrl: '%%ACTION_URL%%', actionLabel: '%%ACTION_LABEL%%', footer: '%%FOOTER%%' } as const;

/**
 * Each platform's own interface font, nothing to download. MJML adds a Google Fonts `<link>` and
 * `@import` for a font it knows (Roboto here) named in a font-family; `fonts: {}` below turns that
 * list off, so the stack can keep Android's system font (issue 33: a mail client loading remote
 * content sent each reader's address to a third party).
 */
const SYSTEM_FONTS = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const layout = (withAction: boolean) => `<mjml>
  <mj-head>
    <mj-title>${SLOTS.title}</mj-title>
    <mj-preview>${SLOTS.title}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${SYSTEM_FONTS}" />
      <mj-text font-size="15px" line-height="1.55" color="#1f2933" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f5f7" width="600px">
    <mj-section padding="24px 0 8px">
      <mj-column>
        <mj-text font-size="13px" font-weight="600" color="#0f5b78" letter-spacing="0.04em">INNOVATION INTAKE</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="8px" padding="8px 8px 16px">
      <mj-column>
        <mj-text>${SLOTS.body}</mj-text>${
          withAction
            ? `
        <mj-button href="${SLOTS.actionUrl}" background-color="#0f5b78" color="#ffffff" font-size="15px" border-radius="6px" align="left">${SLOTS.actionLabel}</mj-button>`
            : ''
        }
        <mj-text>${SLOTS.footer}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column>
        <mj-text font-size="12px" color="#6b7785">This email was sent by the Innovation Intake service of the consortium.</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

export interface CompiledEmailLayouts {
  plain: string;
  withAction: string;
}

/** Compiles the layouts; fails the worker's start if MJML reports an error (a broken template must not ship). */
export async function compileEmailLayouts(): Promise<CompiledEmailLayouts> {
  const options = { validationLevel: 'strict', fonts: {} } as const;
  const [plain, withAction] = await Promise.all([mjml2html(layout(false), options), mjml2html(layout(true), options)]);
  const expected = [
    [plain, [SLOTS.title, SLOTS.body, SLOTS.footer]],
    [withAction, Object.values(SLOTS)],
  ] as const;
  for (const [r, slots] of expected) {
    if (r.errors.length > 0) throw new Error(`email layout: ${r.errors.map((e) => e.formattedMessage).join('; ')}`);
    for (const slot of slots) if (!r.html.includes(slot)) throw new Error(`email layout lost its slot ${slot}`);
  }
  const pages = { plain: inlineOnly(squeeze(plain.html)), withAction: inlineOnly(squeeze(withAction.html)) };
  for (const page of Object.values(pages)) {
    const remote = /https?:\/\/|<link\b|<style\b|@import/i.exec(page);
    if (remote) throw new Error(`email layout refers to something remote or keeps a style sheet: ${remote[0]}`);
  }
  return pages;
}

/**
 * Inline styles only: MJML's head style sheets go. For this one-column layout they change
 * nothing a reader sees (measured in Chromium at 700 and 390 px, docs/emails.md): the column's
 * width is inline already, every paragraph has its margin inline, and the body's reset moves onto
 * the body. The XHTML namespace goes too: an `http://` that nothing loads, but a link to a
 * reader's eye and to the test that allows none.
 */
function inlineOnly(html: string): string {
  return html
    .replace(/<!--\[if lte mso 11\]><style[^>]*>[^<]*<\/style><!\[endif\]-->/g, '')
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(' xmlns="http://www.w3.org/1999/xhtml"', '')
    .replace(/<body\s+style="/, '<body style="margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%;');
}

/**
 * Without the indentation and the white space between tags MJML leaves: a fifth less HTML, and the
 * quoted-printable encoding of it was most of an email's MIME build (1.31 → 0.92 ms; docs/emails.md).
 * Text inside tags and every slot stay as they are.
 */
const squeeze = (html: string) => html.replace(/>\s+</g, '><').replace(/\n\s+/g, '\n');

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A text that may hold line breaks (a visitor's note): escaped, each line kept. */
const lines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/** Only web links become hrefs; anything else (javascript:, data:) is shown as text. */
const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? escapeHtml(url) : null);

const P = 'margin:0 0 14px';
function blockHtml(block: EmailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="${P}">${lines(block.text)}</p>`;
    case 'heading':
      return `<p style="${P};font-weight:600;font-size:16px">${lines(block.text)}</p>`;
    case 'fields':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 14px;width:100%">${block.rows
        .map(
          (r) =>
            `<tr><td style="padding:4px 12px 4px 0;color:#52606d;vertical-align:top;white-space:nowrap">${escapeHtml(r.label)}</td><td style="padding:4px 0;vertical-align:top">${lines(r.value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'list':
      return `<ul style="${P};padding-left:20px">${block.items.map((i) => `<li>${lines(i)}</li>`).join('')}</ul>`;
    case 'links':
      return `<ul style="${P};padding-left:20px">${block.items
        .map((i) => {
          const href = safeHref(i.url);
          return `<li style="margin-bottom:6px">${href ? `<a href="${href}" style="color:#0f5b78">${escapeHtml(i.label)}</a>` : `${escapeHtml(i.label)} (${escapeHtml(i.url)})`}</li>`;
        })
        .join('')}</ul>`;
  }
}

/** Fills one slot after another in a single pass, so a value that looks like a slot stays a value. */
function fill(page: string, values: Record<string, string>): string {
  return page.replace(/%%[A-Z_]+%%/g, (slot) => values[slot] ?? slot);
}

/** The HTML part of an email from its content blocks. */
export function renderEmailHtml(layouts: CompiledEmailLayouts, subject: string, content: EmailContent): string {
  const href = content.action ? safeHref(content.action.url) : null;
  const body = content.blocks.map(blockHtml).join('');
  // An action that is not a web link is shown as text, not as a button.
  const unlinked = content.action && !href ? `<p style="${P}">${escapeHtml(content.action.label)}: ${escapeHtml(content.action.url)}</p>` : '';
  const footer = (content.closing ?? []).map((c) => `<p style="${P}">${lines(c)}</p>`).join('');
  return fill(href ? layouts.withAction : layouts.plain, {
    [SLOTS.title]: escapeHtml(subject),
    [SLOTS.body]: body + unlinked,
    [SLOTS.actionUrl]: href ?? '',
    [SLOTS.actionLabel]: escapeHtml(content.action?.label ?? ''),
    [SLOTS.footer]: footer,
  });
}

/** Content for an email requested before content blocks existed: its text, paragraph by paragraph. */
export function contentFromText(text: string): EmailContent {
  return {
    blocks: text
      .split(/\r?\n\s*\r?\n/)
      .map((p) => p.replace(/^\n+|\n+$/g, ''))
      .filter((p) => p.trim() !== '')
      .map((p) => ({ type: 'paragraph' as const, text: p })),
  };
}
