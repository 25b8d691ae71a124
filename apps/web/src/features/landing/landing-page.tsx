import { LOCAL_STORAGE_KEYS } from '@intake/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { removeStored, writeStored } from '../../app/browser-storage';
import { useDocumentTitle } from '../../app/use-document-title';
import { LandingFooter } from './landing-footer';
import { useRotatingPlaceholder } from './use-rotating-placeholder';
import './landing.css';

export function LandingPage() {
  useDocumentTitle();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const placeholder = useRotatingPlaceholder(text === '');
  const message = text.trim();

  const start = (event: FormEvent) => {
    event.preventDefault();
    // Visitor spec §5: a blank message does nothing.
    if (message === '') return;
    writeStored(LOCAL_STORAGE_KEYS.initialChatMessage, message);
    // A message typed here is the visitor's own, not a persona card's preset.
    removeStored(LOCAL_STORAGE_KEYS.personaFlow);
    removeStored(LOCAL_STORAGE_KEYS.autoConfirmConsent);
    void navigate('/chat');
  };

  return (
    <div className="landing">
      <main id="main" className="landing__main">
        <p className="landing__brand">Innovation Intake</p>
        <h1 className="landing__headline">Break silos. Build solutions.</h1>
        <p className="landing__lead">
          Tell a healthcare-innovation consortium about your idea or challenge. Our AI guide asks the right questions and connects you with funding, resources,
          collaborators and expert review.
        </p>
        <form className="landing__start" onSubmit={start} aria-label="Start a conversation with the AI guide">
          <label htmlFor="landing-message" className="visually-hidden">
            Describe your idea or challenge
          </label>
          <input
            id="landing-message"
            className="landing__input"
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={placeholder}
            autoComplete="off"
            enterKeyHint="go"
            maxLength={2000}
          />
          <button type="submit" className="button button--primary landing__go" disabled={message === ''}>
            Start
          </button>
        </form>
        <p className="landing__links">
          <Link to="/about">How It Works</Link>
          <span aria-hidden="true">·</span>
          <Link to="/work-with-us">Work With Us</Link>
        </p>
      </main>
      <LandingFooter />
    </div>
  );
}
