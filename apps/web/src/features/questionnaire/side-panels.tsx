import type { CollectedField } from '@intake/machines';
import { Link } from 'react-router';
import { usePercentWidth } from '../../app/use-percent-width';

export function ProgressPanel({ percent }: { percent: number }) {
  return (
    <section className="card qn-panel" aria-labelledby="qn-progress-title">
      <h2 id="qn-progress-title" className="qn-panel__title">
        Progress
      </h2>
      <div className="qn-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label="Questionnaire progress">
        <div className="qn-progress__bar" ref={usePercentWidth<HTMLDivElement>(percent)} />
      </div>
      <p className="qn-progress__label">{`${percent}% complete`}</p>
    </section>
  );
}

export function CollectedPanel({ fields }: { fields: CollectedField[] }) {
  return (
    <section className="card qn-panel" aria-labelledby="qn-collected-title">
      <h2 id="qn-collected-title" className="qn-panel__title">
        Collected Information
      </h2>
      {fields.length === 0 ? (
        <p className="field__hint">Your answers will appear here.</p>
      ) : (
        <ul className="qn-collected">
          {fields.map((f) => (
            <li key={f.field} className={f.collected ? 'qn-collected__item qn-collected__item--done' : 'qn-collected__item'}>
              <span aria-hidden="true">{f.collected ? '✓' : '○'}</span> {f.label}
              <span className="visually-hidden">{f.collected ? ' (collected)' : ' (current question)'}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Visitor spec §1: the contact mailbox is shown on the form pages (once the backend has named it). */
export function HelpPanel({ contactEmail }: { contactEmail: string | null }) {
  return (
    <section className="card qn-panel" aria-labelledby="qn-help-title">
      <h2 id="qn-help-title" className="qn-panel__title">
        Need Help?
      </h2>
      <p>
        Not sure what to answer? See <Link to="/about">How It Works</Link> for what we offer and who we help.
      </p>
      {contactEmail && (
        <p>
          Prefer e-mail? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </p>
      )}
    </section>
  );
}
