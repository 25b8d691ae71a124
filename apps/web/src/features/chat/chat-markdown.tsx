import type { ComponentProps } from 'react';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import { Link } from 'react-router';

/**
 * Bot text as markdown, safely: no rehype-raw, so HTML in the text is shown as text and never
 * parsed; URLs other than http(s), mailto and in-app paths are dropped by the URL transform.
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

const components = { a: SafeLink };

export function ChatMarkdown({ text }: { text: string }) {
  return (
    <Markdown components={components} urlTransform={defaultUrlTransform}>
      {text}
    </Markdown>
  );
}
