import { RESPONSE_TAG_MAX_LENGTH, type ResponseChannel } from '@intake/contracts';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../app/toasts/toast-store';
import { adminErrorText, type AdminApi } from '../dashboard/admin-api';
import { addResponseTag, removeResponseTag, useResponseTags } from './response-tags';
import './response-summary.css';

/**
 * A response's tags (issue 35): each with a remove button, and a field to add one (the tags
 * already in use are offered). Each change is an event on the response's review stream.
 */
export function TagControls(props: {
  api: AdminApi;
  channel: ResponseChannel;
  responseId: string;
  who: string;
  tags: readonly string[];
  known: readonly string[];
  onChanged: () => void;
}) {
  const ids = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      props.onChanged();
      return true;
    } catch (error) {
      toast.error(`Not saved: ${adminErrorText(error)}`);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    if (await run(() => addResponseTag(props.api, props.channel, props.responseId, text))) setText('');
  };
  const offered = props.known.filter((t) => !props.tags.includes(t));
  return (
    <div className="tag-controls">
      {props.tags.length === 0 ? (
        <p className="admin-note">No tags yet.</p>
      ) : (
        <ul className="tag-controls__list" aria-label={`Tags of ${props.who}`}>
          {props.tags.map((tag) => (
            <li key={tag} className="tag-chip">
              <span>{tag}</span>
              <button
                type="button"
                className="tag-chip__remove"
                disabled={busy}
                aria-label={`Remove the tag ${tag}`}
                onClick={() => void run(() => removeResponseTag(props.api, props.channel, props.responseId, tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="tag-controls__form" onSubmit={(event) => void add(event)}>
        <label className="visually-hidden" htmlFor={`${ids}-tag`}>
          Tag {props.who}
        </label>
        <input
          id={`${ids}-tag`}
          list={`${ids}-known`}
          maxLength={RESPONSE_TAG_MAX_LENGTH}
          value={text}
          placeholder="New tag"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <datalist id={`${ids}-known`}>
          {offered.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
        <button type="submit" className="button button--secondary button--small" disabled={busy || text.trim() === ''}>
          Add tag
        </button>
      </form>
    </div>
  );
}

/** A response page's tags, read from the channel's tags (the page's own answer carries none). */
export function ResponseTagControls({ api, channel, responseId, who }: { api: AdminApi; channel: ResponseChannel; responseId: string; who: string }) {
  const tags = useResponseTags(api, channel, 0);
  return (
    <TagControls
      api={api}
      channel={channel}
      responseId={responseId}
      who={who}
      tags={tags.byId.get(responseId) ?? []}
      known={tags.known}
      onChanged={tags.changed}
    />
  );
}
