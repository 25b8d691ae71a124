import { responseFilterQuery, summaryQuestions, type ResponseChannel, type ResponseFilter } from '@intake/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';

/** The fields a chat's guide collects (admin spec §3, extracted info): a chat's answers to filter by. */
const CHAT_FIELDS = ['project_stage', 'category', 'support_needed', 'urgency', 'commitment_level', 'affiliation'];

interface FieldChoice {
  field: string;
  label: string;
  options: { value: string; label: string }[];
}

/** What each channel can be filtered by: the summary's choice and text questions; a chat's collected fields. */
export function filterFields(channel: ResponseChannel): FieldChoice[] {
  if (channel === 'chat') return CHAT_FIELDS.map((field) => ({ field, label: field.replace(/_/g, ' '), options: [] }));
  return summaryQuestions(channel)
    .filter((q) => q.kind !== 'number')
    .map((q) => ({ field: q.field, label: q.question, options: q.options }));
}

/** "Stage: Prototype or pilot": a condition in words. */
export function conditionText(channel: ResponseChannel, condition: { field: string; value: string }): string {
  const field = filterFields(channel).find((f) => f.field === condition.field);
  const value = field?.options.find((o) => o.value === condition.value)?.label ?? condition.value;
  return `${field?.label ?? condition.field} = ${value}`;
}

export const summaryPath = (channel: ResponseChannel, filter: ResponseFilter) => {
  const q = responseFilterQuery(filter);
  return `/admin/responses/summary?channel=${channel}${q ? `&${q}` : ''}`;
};

/**
 * Filter a response list (or the summary) by tag and by any answer (issue 35): the server applies
 * it, so it covers every response, not only those loaded, and the CSV export exports what it keeps.
 */
export function ResponseFilterBar(props: {
  channel: ResponseChannel;
  filter: ResponseFilter;
  onChange: (next: ResponseFilter) => void;
  tags: readonly string[];
  /** The list tabs link to the summary of what they filter; the summary itself does not. */
  summaryLink?: boolean;
}) {
  const ids = useId();
  const fields = filterFields(props.channel);
  const [field, setField] = useState(fields[0]?.field ?? '');
  const chosen = fields.find((f) => f.field === field);
  const [value, setValue] = useState('');
  const { filter, onChange } = props;
  const add = (event: FormEvent) => {
    event.preventDefault();
    const v = value || chosen?.options[0]?.value || '';
    if (field === '' || v.trim() === '') return;
    if (!filter.answers.some((a) => a.field === field && a.value === v)) onChange({ ...filter, answers: [...filter.answers, { field, value: v.trim() }] });
    setValue('');
  };
  return (
    <div className="response-filter" role="group" aria-labelledby={`${ids}-title`}>
      <p id={`${ids}-title`} className="response-filter__title">
        Filter by tag or answer
      </p>
      <div className="response-filter__controls">
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-tag`}>
            Tag
          </label>
          <select id={`${ids}-tag`} value={filter.tag ?? ''} onChange={(event) => onChange({ ...filter, tag: event.target.value || null })}>
            <option value="">Any tag</option>
            {[...new Set([...props.tags, ...(filter.tag ? [filter.tag] : [])])].map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        {fields.length > 0 ? (
          <form className="response-filter__answer" onSubmit={add}>
            <div className="field">
              <label className="field__label" htmlFor={`${ids}-field`}>
                Question
              </label>
              <select
                id={`${ids}-field`}
                value={field}
                onChange={(event) => {
                  setField(event.target.value);
                  setValue('');
                }}
              >
                {fields.map((f) => (
                  <option key={f.field} value={f.field}>
                    {f.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${ids}-value`}>
                Answer
              </label>
              {chosen && chosen.options.length > 0 ? (
                <select id={`${ids}-value`} value={value || chosen.options[0]!.value} onChange={(event) => setValue(event.target.value)}>
                  {chosen.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input id={`${ids}-value`} value={value} onChange={(event) => setValue(event.target.value)} autoComplete="off" placeholder="Exact answer" />
              )}
            </div>
            <button type="submit" className="button button--secondary button--small">
              Add filter
            </button>
          </form>
        ) : null}
        {props.summaryLink && props.channel !== 'chat' ? (
          <Link className="response-filter__summary" to={summaryPath(props.channel, filter)}>
            Summary of these responses
          </Link>
        ) : null}
      </div>
      {filter.tag !== null || filter.answers.length > 0 ? (
        <ul className="response-filter__active" aria-label="Filters in use">
          {filter.tag !== null ? (
            <li className="tag-chip">
              <span>Tag = {filter.tag}</span>
              <button
                type="button"
                className="tag-chip__remove"
                aria-label={`Stop filtering by the tag ${filter.tag}`}
                onClick={() => onChange({ ...filter, tag: null })}
              >
                ×
              </button>
            </li>
          ) : null}
          {filter.answers.map((a) => (
            <li key={`${a.field}:${a.value}`} className="tag-chip">
              <span>{conditionText(props.channel, a)}</span>
              <button
                type="button"
                className="tag-chip__remove"
                aria-label={`Stop filtering by ${conditionText(props.channel, a)}`}
                onClick={() => onChange({ ...filter, answers: filter.answers.filter((b) => b !== a) })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
