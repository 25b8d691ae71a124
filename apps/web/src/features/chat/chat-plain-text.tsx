import type { ReactNode } from 'react';

// The guide's own fixed sentences (the greeting the chat opens with, its reminders) use nothing of
// markdown but paragraphs and **bold**. Drawn here, they need no markdown renderer, so the chat's
// first screen does not load it (issue 32: 6.8 kB gzip). Only text this grammar accepts is drawn
// here: one line per paragraph, paragraphs apart by one blank line, no leading or trailing blank,
// letters, digits and plain punctuation, a paragraph not starting as a list item, and bold spans
// that neither start nor end with a space. chat-plain-text.spec.tsx holds the result to
// markdown-to-jsx's (chat-markdown.tsx) on generated texts.
const PARAGRAPH = /^(?![\d-])(?:[A-Za-z0-9 .,;:!?'"()-]|\*\*(?! )[A-Za-z0-9 .,;:!?'"()-]+(?<! )\*\*(?!\*))+$/;

function paragraph(line: string): ReactNode[] {
  return line.split(/\*\*(.+?)\*\*/).map((part, i) => (i % 2 === 1 ? <strong key={i}>{part}</strong> : part));
}

/** The text as markdown-to-jsx would draw it, or null when it needs the markdown renderer. */
export function plainMarkdown(text: string): ReactNode | null {
  const lines = text.split('\n\n');
  if (!lines.every((line) => PARAGRAPH.test(line) && line.trim() === line)) return null;
  if (lines.length === 1) return <p>{paragraph(lines[0]!)}</p>;
  return (
    <div>
      {lines.map((line, i) => (
        <p key={i}>{paragraph(line)}</p>
      ))}
    </div>
  );
}
