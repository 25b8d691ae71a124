import { CHAT_LIMITS, CHAT_UPLOAD } from '@intake/contracts';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../app/ui/button';

interface ChatComposerProps {
  busy: boolean;
  onSend(text: string): void;
  onUpload(file: File): void;
}

/**
 * Visitor spec §2 message box: Enter sends, Shift+Enter adds a line, 48 to 120 px tall; Send is
 * disabled for blank text or while sending. The typing state lasts 1 s after the last key and
 * blur clears it after 0.5 s.
 */
export function ChatComposer({ busy, onSend, onUpload }: ChatComposerProps) {
  const [text, setText] = useState('');
  const [typing, setTyping] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const blank = text.trim() === '';

  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.minHeight = `${CHAT_LIMITS.inputMinHeight}px`;
    el.style.maxHeight = `${CHAT_LIMITS.inputMaxHeight}px`;
    el.style.height = `${CHAT_LIMITS.inputMinHeight}px`;
    el.style.height = `${Math.min(CHAT_LIMITS.inputMaxHeight, Math.max(CHAT_LIMITS.inputMinHeight, el.scrollHeight))}px`;
  }, [text]);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const linger = (ms: number) => {
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => setTyping(false), ms);
  };
  const send = () => {
    if (blank || busy) return;
    onSend(text.trim());
    setText('');
    setTyping(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      className="chat-composer"
      aria-label="Send a message"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <input
        ref={file}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={[...CHAT_UPLOAD.types, ...CHAT_UPLOAD.pictureExtensions].map((t) => `.${t}`).join(',')}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (picked) onUpload(picked);
        }}
      />
      <button
        type="button"
        className="chat-composer__upload"
        title="Upload document"
        aria-label="Upload document"
        disabled={busy}
        onClick={() => file.current?.click()}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M21.44 11.05l-9.19 9.19a6 6 0 0 1-8.49-8.49l9.19-9.19a4 4 0 0 1 5.66 5.66l-9.2 9.19a2 2 0 0 1-2.83-2.83l8.49-8.48" />
        </svg>
      </button>
      <label htmlFor="chat-input" className="visually-hidden">
        Your message
      </label>
      <textarea
        id="chat-input"
        ref={area}
        className="chat-composer__input"
        rows={1}
        value={text}
        placeholder="Type your message…"
        maxLength={CHAT_LIMITS.maxMessageChars}
        onChange={(event) => {
          setText(event.target.value);
          setTyping(true);
          linger(CHAT_LIMITS.typingLingerMs);
        }}
        onBlur={() => linger(CHAT_LIMITS.typingBlurMs)}
        onKeyDown={onKeyDown}
      />
      <Button variant="primary" className="chat-composer__send" type="submit" disabled={blank || busy}>
        Send
      </Button>
      <span className="chat-composer__typing" aria-hidden="true" data-typing={typing ? 'true' : 'false'}>
        {typing ? 'typing…' : ''}
      </span>
    </form>
  );
}
