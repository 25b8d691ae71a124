import type { ComponentProps } from 'react';
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx';
import { Link } from 'react-router';

/** Link targets bot text may carry: the web, mail, and the app's own pages. Anything else is dropped. */
const SAFE_URL = /^(https?:|mailto:|\/(?!\/))/i;

/**
 * Bot text as markdown, safely: raw HTML is never parsed (it is shown as text), and URLs other than
 * http(s), mailto and in-app paths are dropped. markdown-to-jsx builds React elements directly and
 * weighs a tenth of the remark pipeline, which kept the chat route over its JavaScript budget.
 */
function SafeLink({ href, children }: ComponentProps<'a'>) {
  if (!href) return <span>{children}</span>;
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

const options: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  forceBlock: true,
  overrides: { a: SafeLink },
  sanitizer: (value) => (SAFE_URL.test(value.trim()) ? value : null),
};

export function ChatMarkdown({ text }: { text: string }) {
  return <Markdown options={options}>{text}</Markdown>;
}
