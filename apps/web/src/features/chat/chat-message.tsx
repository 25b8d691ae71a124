import type { ChatMessage } from '@intake/machines';
import { messageDisplay } from '@intake/machines';
import { useState } from 'react';
import { ChatMarkdown } from './chat-markdown';

/** One message: the visitor's as plain text, the guide's as safe markdown, long ones collapsible. */
export function ChatMessageView({ message }: { message: ChatMessage }) {
  const [expanded, setExpanded] = useState(false);
  const display = message.isUser ? { truncatable: false, binary: false, preview: message.content } : messageDisplay(message.content);
  const shown = display.truncatable && !expanded ? display.preview : message.content;
  const classes = ['chat-message', message.isUser ? 'chat-message--user' : 'chat-message--bot', message.isError ? 'chat-message--error' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} data-testid={message.isUser ? 'user-message' : 'bot-message'}>
      <span className="visually-hidden">{message.isUser ? 'You said:' : 'Guide said:'}</span>
      <div className="chat-message__bubble" aria-busy={message.isStreaming ? true : undefined}>
        {message.isUser || display.binary ? <p className="chat-message__plain">{shown}</p> : <ChatMarkdown text={shown} />}
        {display.truncatable && (
          <button type="button" className="link-button chat-message__toggle" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
            {expanded ? 'Show less' : 'Show more'}
          </button>
        )}
      </div>
    </li>
  );
}
