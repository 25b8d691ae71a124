import type { ChatMessage } from '@intake/machines';
import { messageDisplay } from '@intake/machines';
import { Suspense, useState } from 'react';
import { preloadable } from '../../app/preloadable';
import { plainMarkdown } from './chat-plain-text';

/**
 * The markdown renderer is a chunk of its own (issue 32: the chat's first screen has no bot text):
 * fetched when the visitor first focuses or touches the chat page, or by the first bot message
 * drawn before that that needs more than paragraphs and bold (chat-plain-text.tsx; shown as plain
 * text for the moment the chunk takes).
 */
export const chatMarkdown = preloadable(() => import('./chat-markdown').then((m) => m.ChatMarkdown));

/** One message: the visitor's as plain text, the guide's as safe markdown, long ones collapsible. */
export function ChatMessageView({ message }: { message: ChatMessage }) {
  const [expanded, setExpanded] = useState(false);
  const display = message.isUser ? { truncatable: false, binary: false, preview: message.content } : messageDisplay(message.content);
  const shown = display.truncatable && !expanded ? display.preview : message.content;
  const plain = message.isUser || display.binary ? null : plainMarkdown(shown);
  const classes = ['chat-message', message.isUser ? 'chat-message--user' : 'chat-message--bot', message.isError ? 'chat-message--error' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} data-testid={message.isUser ? 'user-message' : 'bot-message'}>
      <span className="visually-hidden">{message.isUser ? 'You said:' : 'Guide said:'}</span>
      <div className="chat-message__bubble" aria-busy={message.isStreaming ? true : undefined}>
        {message.isUser || display.binary ? (
          <p className="chat-message__plain">{shown}</p>
        ) : plain ? (
          plain
        ) : (
          <Suspense fallback={<p className="chat-message__plain">{shown}</p>}>
            <chatMarkdown.Component text={shown} />
          </Suspense>
        )}
        {display.truncatable && (
          <button type="button" className="link-button chat-message__toggle" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
            {expanded ? 'Show less' : 'Show more'}
          </button>
        )}
      </div>
    </li>
  );
}
