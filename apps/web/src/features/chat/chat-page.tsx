import { CHAT_SESSION_STORAGE_KEY, LOCAL_STORAGE_KEYS, STAGE_LABELS, WRAPPING_UP_LABEL, isPersonaFlow, type PersonaFlow } from '@intake/contracts';
import { asksForEmail, asksToProceed, type ChatInput } from '@intake/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { localStorageOrNull, readFrom, readStored, readStoredFlag, removeFrom, removeStored, writeStoredFlag, writeTo } from '../../app/browser-storage';
import { useContactEmail } from '../../app/public-config';
import { useDocumentTitle } from '../../app/use-document-title';
import { beaconSessionMetadata, clientMetadata } from './chat.api';
import { connectedChatMachine } from './chat.runtime';
import { ChatComposer } from './chat-composer';
import { ChatEmailBox } from './chat-email-box';
import { chatMarkdown, ChatMessageView } from './chat-message';
import { ChatProgressBar } from './chat-progress-bar';
import { lazyChatDocumentUploader, type ChatDocumentUploader } from './chat-upload';
import './chat.css';
import { LazyPrivacyPolicyDialog } from '../legal/lazy-legal-dialogs';
import { Button } from '../../app/ui/button';
import { useBrowserState } from '../../app/hydration';

interface StartupState {
  input: ChatInput;
  persona: PersonaFlow | null;
  autoConfirm: boolean;
}

/** What the landing page or a persona card left for the chat. */
function readStartup(): StartupState {
  const initialMessage = readStored(LOCAL_STORAGE_KEYS.initialChatMessage);
  const storedPersona = readStored(LOCAL_STORAGE_KEYS.personaFlow);
  const persona = isPersonaFlow(storedPersona) ? storedPersona : null;
  const autoConfirm = readStoredFlag(LOCAL_STORAGE_KEYS.autoConfirmConsent);
  // A new first message starts a new conversation rather than continuing the stored one.
  const storedSessionId = initialMessage ? null : readFrom(localStorageOrNull(), CHAT_SESSION_STORAGE_KEY);
  return { input: { storedSessionId, initialMessage, persona, autoConfirm }, persona, autoConfirm };
}

const preloadMarkdown = () => void chatMarkdown.preload().catch(() => undefined);

// The spec names two labels; neither is true before the probe answers (docs/guide-chat.md "Client behaviour").
const BADGE = { online: 'AI Active', limited: 'Limited Mode', checking: 'Connecting…' } as const;

export interface ChatPageProps {
  /** The in-chat document upload; replaceable for tests. */
  uploadDocument?: ChatDocumentUploader;
}

export function ChatPage({ uploadDocument = lazyChatDocumentUploader }: ChatPageProps) {
  useDocumentTitle('AI Guide');
  const [startup] = useState(readStartup);
  const machine = useMemo(
    () =>
      connectedChatMachine({
        uploadDocument,
        legacy: { persona: startup.persona, autoConfirm: startup.autoConfirm },
        persistSession: (id) => (id ? writeTo(localStorageOrNull(), CHAT_SESSION_STORAGE_KEY, id) : removeFrom(localStorageOrNull(), CHAT_SESSION_STORAGE_KEY)),
      }),
    [uploadDocument, startup],
  );
  const [snapshot, send] = useMachine(machine, { input: startup.input });
  // The landing page's message is used once, so a reload does not send it again.
  useEffect(() => removeStored(LOCAL_STORAGE_KEYS.initialChatMessage), []);
  const c = snapshot.context;
  const busy = snapshot.hasTag('busy') || snapshot.matches({ conversation: 'booting' }) || snapshot.matches({ conversation: 'completing' });
  const complete = snapshot.hasTag('complete') || snapshot.matches({ conversation: 'completing' });
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const [tipDismissed, setTipDismissed] = useBrowserState(() => readStoredFlag(LOCAL_STORAGE_KEYS.uploadBannerDismissed), false);
  const contactEmail = useContactEmail();

  const lastBot = [...c.messages].reverse().find((m) => !m.isUser && !m.isStreaming);
  const lastIsBot = c.messages.length > 0 && !c.messages[c.messages.length - 1]!.isUser;
  const showYesNo = !complete && lastIsBot && asksToProceed(lastBot?.content);
  const showEmailBox = !complete && lastIsBot && asksForEmail(lastBot?.content);

  // Visitor spec §7: the guide session's metadata goes by beacon when the visit ends.
  const session = useRef({ id: c.sessionId, mode: c.mode });
  session.current = { id: c.sessionId, mode: c.mode };
  useEffect(() => {
    const finalize = () => {
      const { id, mode } = session.current;
      if (id && mode === 'guide') beaconSessionMetadata(id, { ...clientMetadata(), event: 'finalize', finalized_at: new Date().toISOString() });
    };
    window.addEventListener('pagehide', finalize);
    return () => {
      window.removeEventListener('pagehide', finalize);
      finalize();
    };
  }, []);

  // Follow the conversation unless the visitor scrolled up to read.
  const list = useRef<HTMLOListElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  const lastContent = c.messages[c.messages.length - 1]?.content;
  useEffect(() => {
    if (atBottom) list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [c.messages.length, lastContent, c.botTyping, atBottom]);
  const onScroll = () => {
    const el = list.current;
    if (el) setAtBottom(el.scrollHeight - el.scrollTop - el.clientHeight < 40);
  };

  const stageLabel = c.shouldWrapUp ? WRAPPING_UP_LABEL : c.stage && c.stage !== 'complete' ? STAGE_LABELS[c.stage] : null;

  return (
    // The guide's replies are markdown: its renderer is fetched once the visitor turns to the page
    // (focus or pointer), not with it; a reply that comes first loads it itself (chat-message.tsx).
    <main id="main" className="chat-page" onFocusCapture={preloadMarkdown} onPointerDownCapture={preloadMarkdown}>
      <header className="chat-header">
        <h1 className="chat-header__title">AI Guide</h1>
        <span className={`chat-badge chat-badge--${c.connection}`} role="status" data-testid="connection-badge">
          {BADGE[c.connection]}
        </span>
        <Button variant="secondary" size="small" onClick={() => send({ type: 'RETRY' })} disabled={c.connection === 'checking'}>
          Retry connection
        </Button>
        <button type="button" className="link-button chat-header__privacy" onClick={() => setPrivacyOpen(true)}>
          Privacy Policy
        </button>
      </header>

      <ChatProgressBar progress={c.progress} complete={c.isComplete} />
      {/* The line is kept while empty: a stage label that appears with the first reply would push the conversation down (layout shift). */}
      <p className="chat-stage" data-testid={stageLabel ? 'stage-label' : undefined} aria-hidden={stageLabel ? undefined : true}>
        {stageLabel}
      </p>

      {!tipDismissed && !complete && (
        <div className="chat-tip" role="note">
          <p>Tip: you can upload a document (PDF, DOC, DOCX or TXT) with the paperclip button next to the message box, and I'll read it for you.</p>
          <button
            type="button"
            className="link-button"
            aria-label="Dismiss the upload tip"
            onClick={() => {
              writeStoredFlag(LOCAL_STORAGE_KEYS.uploadBannerDismissed);
              setTipDismissed(true);
            }}
          >
            Dismiss
          </button>
        </div>
      )}

      <div className="chat-body">
        <ol className="chat-messages" ref={list} onScroll={onScroll} aria-live="polite" aria-label="Conversation" tabIndex={0}>
          {c.messages.map((m) => (
            <ChatMessageView key={m.id} message={m} />
          ))}
        </ol>
        {!atBottom && (
          <button
            type="button"
            className="chat-scroll-bottom"
            aria-label="Scroll to the latest message"
            onClick={() => list.current?.scrollTo({ top: list.current.scrollHeight, behavior: 'smooth' })}
          >
            ↓
          </button>
        )}
      </div>

      {c.botTyping && (
        <p className="chat-typing" role="status" data-testid="typing-indicator">
          {c.botTyping === 'reading' ? "I'm reading your document, it might take 20s" : 'thinking...'}
        </p>
      )}

      {complete ? (
        <section className="chat-complete" aria-labelledby="chat-complete-title">
          <h2 id="chat-complete-title">Conversation Complete!</h2>
          <p>
            Thank you.{' '}
            {c.completionEmail === 'failed'
              ? 'We could not send the summary email, but the team has your conversation.'
              : 'A summary is on its way to your inbox.'}{' '}
            We'll reply within 2-3 business days.
          </p>
          <Button variant="primary" onClick={() => send({ type: 'RESET' })} disabled={snapshot.matches({ conversation: 'completing' })}>
            Start New Conversation
          </Button>
        </section>
      ) : (
        <>
          {showYesNo && (
            <div className="chat-quick" role="group" aria-label="Quick answers">
              <Button variant="primary" size="small" disabled={busy} onClick={() => send({ type: 'SEND', text: 'Yes' })}>
                Yes
              </Button>
              <Button variant="secondary" size="small" disabled={busy} onClick={() => send({ type: 'SEND', text: 'No' })}>
                No
              </Button>
            </div>
          )}
          {showEmailBox && <ChatEmailBox busy={busy} onSubmit={(email) => send({ type: 'EMAIL.SUBMIT', email })} />}
          <ChatComposer busy={busy} onSend={(text) => send({ type: 'SEND', text })} onUpload={(file) => send({ type: 'UPLOAD', file })} />
        </>
      )}

      <LazyPrivacyPolicyDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} contactEmail={contactEmail} />
    </main>
  );
}
