import { LOCAL_STORAGE_KEYS } from '@intake/contracts';
import { useNavigate } from 'react-router';
import { AmbientVideo } from '../../app/ambient-video';
import { writeStored, writeStoredFlag } from '../../app/browser-storage';
import { useDocumentTitle } from '../../app/use-document-title';
import { PERSONAS, type Persona } from './personas';
import { Button } from '../../app/ui/button';
import './about.css';

const SUPPORT = [
  {
    title: 'Funding',
    text: 'Grants, pilot funds and investors matched to your stage, from a first proof of concept to scaling an established service.',
  },
  {
    title: 'Resources',
    text: 'Data, labs, clinical settings, engineering, biostatistics and regulatory know-how from across the consortium.',
  },
  {
    title: 'Collaboration',
    text: 'Introductions to clinicians, researchers, founders and funders who share your problem and can help solve it.',
  },
] as const;

const INTELLIGENCE = [
  { title: 'Guided intake', text: 'The AI guide asks only what matters for your goal and shows how much of the picture is complete.' },
  { title: 'Document understanding', text: 'Upload a pitch deck, paper or brief and the key facts are read out for you to confirm.' },
  { title: 'Smart matching', text: 'Your project is routed to the people and programmes best placed to move it forward.' },
  { title: 'Expert review', text: 'A member of our team reads every submission and replies within 2-3 business days.' },
] as const;

export function AboutPage() {
  useDocumentTitle('How It Works');
  const navigate = useNavigate();

  // Visitor spec §2: the card's preset message, its persona flow and the consent auto-confirm flag
  // are handed to the chat through storage.
  const startAs = (persona: Persona) => {
    writeStored(LOCAL_STORAGE_KEYS.initialChatMessage, persona.firstMessage);
    writeStored(LOCAL_STORAGE_KEYS.personaFlow, persona.flow);
    writeStoredFlag(LOCAL_STORAGE_KEYS.autoConfirmConsent);
    void navigate('/chat');
  };

  return (
    <main id="main" className="page about">
      <section className="about__hero" aria-labelledby="about-title">
        <div className="about__intro">
          <h1 id="about-title">How It Works</h1>
          <p className="lead">
            Innovation Intake is the front door to a healthcare-innovation consortium of universities, hospitals and industry partners. Tell us about an idea or
            a challenge, through a short conversation with our AI guide, a structured questionnaire or the Work With Us form, and we connect you with the
            funding, resources, collaborators and expert review that fit where you are.
          </p>
        </div>
        <AmbientVideo src="/media/how-it-works.mp4" poster="/media/how-it-works-poster.jpg" width={480} height={270} className="intro-video about__video" />
      </section>

      <section className="about__section" aria-labelledby="support-title">
        <h2 id="support-title">What we can help with</h2>
        <ul className="card-grid card-grid--three">
          {SUPPORT.map((item) => (
            <li key={item.title} className="card info-card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about__section" aria-labelledby="personas-title">
        <h2 id="personas-title">Who we work with</h2>
        <ul className="card-grid card-grid--four">
          {PERSONAS.map((persona) => (
            <li key={persona.flow} className="card persona-card" data-persona={persona.flow}>
              <h3 id={`persona-${persona.flow}`}>{persona.title}</h3>
              <p>{persona.summary}</p>
              <ul className="persona-card__offers">
                {persona.offers.map((offer) => (
                  <li key={offer}>{offer}</li>
                ))}
              </ul>
              <Button variant="secondary" className="persona-card__more" aria-describedby={`persona-${persona.flow}`} onClick={() => startAs(persona)}>
                More...
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section className="about__section intelligence" aria-labelledby="intelligence-title">
        <h2 id="intelligence-title">Innovation Intelligence</h2>
        <p className="intelligence__lead">How the platform turns a first message into the right next step.</p>
        <ol className="intelligence__points">
          {INTELLIGENCE.map((point) => (
            <li key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <p className="about__privacy">
        <svg className="about__lock" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 0 1 6 0v3H9Zm3 3.5a1.5 1.5 0 0 1 .75 2.8V18h-1.5v-1.7A1.5 1.5 0 0 1 12 13.5Z"
          />
        </svg>{' '}
        All collaborations are private and secure. What you share is seen only by the consortium team and reviewers who need it to help you.
      </p>
    </main>
  );
}
