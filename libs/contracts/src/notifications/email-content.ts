import { z } from 'zod';

/**
 * What an email says, as blocks the worker lays out twice: as the plain-text part
 * (emailContentText, also what the requesting event keeps as `text`) and as the HTML part (an
 * MJML layout compiled once at worker start, filled with escaped values). Values are plain
 * text, never markup: a visitor typed many of them.
 */
export const emailBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  /** Label: value rows (a summary, an application's details). */
  z.object({ type: z.literal('fields'), rows: z.array(z.object({ label: z.string(), value: z.string() })) }),
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
  /** Entries that each open a page (a digest's responses). */
  z.object({ type: z.literal('links'), items: z.array(z.object({ label: z.string(), url: z.string() })) }),
]);
export type EmailBlock = z.infer<typeof emailBlockSchema>;

export const emailContentSchema = z.object({
  blocks: z.array(emailBlockSchema),
  /** The one thing to do next (a button in HTML, a labelled address in text). */
  action: z.object({ label: z.string(), url: z.string() }).optional(),
  /** Closing paragraphs after the action (the signature). */
  closing: z.array(z.string()).optional(),
});
export type EmailContent = z.infer<typeof emailContentSchema>;

function blockText(block: EmailBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return block.text;
    case 'fields':
      return block.rows.map((r) => `  ${r.label}: ${r.value}`).join('\n');
    case 'list':
      return block.items.map((i) => `  - ${i}`).join('\n');
    case 'links':
      return block.items.map((i) => `  - ${i.label}\n    ${i.url}`).join('\n');
  }
}

/** The plain-text part: blocks separated by a blank line; each paragraph one line (mail clients wrap it). */
export function emailContentText(content: EmailContent): string {
  const parts = content.blocks.map(blockText);
  if (content.action) parts.push(`${content.action.label}: ${content.action.url}`);
  parts.push(...(content.closing ?? []));
  return parts.join('\n\n');
}
