import { LOCAL_STORAGE_KEYS } from '@intake/contracts';
import { backendCandidates, DASHBOARD_MESSAGES, isLocalDevelopmentHost, probeBackends, type ProbeFetch } from '@intake/machines';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { apiRequest } from '../../../app/api-client';
import { getBackendStatus, selectBackend, subscribeBackendStatus } from '../../../app/backend';
import { readStored, writeStored } from '../../../app/browser-storage';
import { loadPublicConfig, PUBLIC_CONFIG, type PublicConfig } from '../../../app/public-config';
import { adminErrorText } from './admin-api';
import { PanelHeader, TableFrame } from './list-parts';
import { Banner } from '../../../app/ui/banner';
import { Button } from '../../../app/ui/button';

// The same request the start-up probe makes (app/backend.ts): no cache, cookies only same-origin.
const probeFetch: ProbeFetch = (url, init) => fetch(url, { ...init, credentials: 'same-origin', cache: 'no-store' });

type Health = { state: 'checking' } | { state: 'up'; path: string } | { state: 'down' };
type Notice = { kind: 'error' | 'success' | 'info'; text: string };

const isLocalDevelopment = () => import.meta.env.DEV || isLocalDevelopmentHost(window.location.hostname);

/** The answer of the health probe on one backend alone. */
async function probeOne(url: string): Promise<Health> {
  const selection = await probeBackends([url], { fetch: probeFetch });
  return selection.reachable && selection.healthPath !== null ? { state: 'up', path: selection.healthPath } : { state: 'down' };
}

const healthText = (health: Health | undefined) =>
  health === undefined
    ? 'Not checked'
    : health.state === 'checking'
      ? 'Checking…'
      : health.state === 'up'
        ? `Responding (GET ${health.path})`
        : 'Not responding';

/**
 * Admin spec §2 "Backend Config": the environment, the candidate backends (visitor spec §7) with a
 * Switch each, and the probe run again on demand. A switch is stored as the backend override, so
 * it holds across reloads, and takes effect through the same probe the app runs at start-up.
 */
export function BackendConfigTab({ onBackendChanged }: { onBackendChanged: () => void }) {
  const titleId = useId();
  const envId = useId();
  const listId = useId();
  const status = useSyncExternalStore(subscribeBackendStatus, getBackendStatus);
  const [override, setOverride] = useState(() => readStored(LOCAL_STORAGE_KEYS.backendOverride));
  const [config, setConfig] = useState<PublicConfig | null>(null);
  const [health, setHealth] = useState<Record<string, Health>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    let live = true;
    void loadPublicConfig().then((value) => live && setConfig(value));
    return () => {
      live = false;
    };
  }, []);

  const current = status.selection?.base ?? null;
  const candidates = backendCandidates({ override, origin: window.location.origin, localDevelopment: isLocalDevelopment() });

  const withBusy = async (what: string, work: () => Promise<void>) => {
    setBusy(what);
    setNotice(null);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const switchTo = (url: string) =>
    withBusy(`switch:${url}`, async () => {
      setHealth((h) => ({ ...h, [url]: { state: 'checking' } }));
      const result = await probeOne(url);
      setHealth((h) => ({ ...h, [url]: result }));
      if (result.state !== 'up') {
        setNotice({ kind: 'error', text: DASHBOARD_MESSAGES.switchFailed(url) });
        return;
      }
      writeStored(LOCAL_STORAGE_KEYS.backendOverride, url);
      setOverride(url);
      const chosen = await selectBackend();
      if (chosen.base !== url) {
        setNotice({ kind: 'error', text: DASHBOARD_MESSAGES.switchFailed(url) });
        return;
      }
      setNotice({ kind: 'success', text: `Switched to backend: ${url}` });
      onBackendChanged();
    });

  const redetect = () =>
    withBusy('redetect', async () => {
      setHealth(Object.fromEntries(candidates.map((url) => [url, { state: 'checking' } as Health])));
      const found = await Promise.all(candidates.map(async (url) => [url, await probeOne(url)] as const));
      setHealth(Object.fromEntries(found));
      const chosen = await selectBackend();
      setNotice(
        chosen.reachable ? { kind: 'success', text: `Backends detected; using ${chosen.base}` } : { kind: 'error', text: DASHBOARD_MESSAGES.noBackend },
      );
      onBackendChanged();
    });

  const testCurrent = () =>
    withBusy('test', async () => {
      if (current === null) {
        setNotice({ kind: 'error', text: 'No backend has been chosen yet.' });
        return;
      }
      setHealth((h) => ({ ...h, [current]: { state: 'checking' } }));
      const result = await probeOne(current);
      setHealth((h) => ({ ...h, [current]: result }));
      setNotice(
        result.state === 'up'
          ? { kind: 'success', text: `The current backend ${current} is responding (GET ${result.path}).` }
          : { kind: 'error', text: `The current backend ${current} is not responding.` },
      );
    });

  const refreshEnvironment = () =>
    withBusy('env', async () => {
      setOverride(readStored(LOCAL_STORAGE_KEYS.backendOverride));
      try {
        // Asked afresh: loadPublicConfig keeps the answer of the page load.
        setConfig(await apiRequest('/api/public-config', PUBLIC_CONFIG));
        setNotice({ kind: 'success', text: 'Environment config refreshed.' });
      } catch (error) {
        setNotice({ kind: 'error', text: `Failed to refresh the environment config: ${adminErrorText(error)}` });
      }
    });

  const environment: [string, string][] = [
    ['Page origin', window.location.origin],
    ['Current backend', current ?? 'Detecting…'],
    ['API mode', status.selection ? (status.selection.mode === 'guide' ? 'Guide API' : 'Legacy API') : '–'],
    ['Health path', status.selection?.healthPath ?? 'none answered'],
    ['Last health check', status.online === null ? 'Pending' : status.online ? 'Online' : 'Offline'],
    ['Stored backend override', override ?? 'None'],
    ['Local development', isLocalDevelopment() ? 'Yes' : 'No'],
    ['Build', import.meta.env.MODE],
    ['Contact email', config === null ? 'Loading…' : (config.contact_email ?? 'Not configured')],
  ];

  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <PanelHeader id={titleId} title="Backend Config">
        <div className="actions">
          <Button variant="secondary" size="small" onClick={() => void redetect()} disabled={busy !== null}>
            Re-detect Backends
          </Button>
          <Button variant="secondary" size="small" onClick={() => void testCurrent()} disabled={busy !== null}>
            Test Current Backend
          </Button>
          <Button variant="secondary" size="small" onClick={() => void refreshEnvironment()} disabled={busy !== null}>
            Refresh Environment Config
          </Button>
        </div>
      </PanelHeader>

      <div aria-live="polite">{notice ? <Banner tone={notice.kind}>{notice.text}</Banner> : null}</div>

      <h3 id={envId}>Environment</h3>
      <dl className="admin-env" aria-labelledby={envId}>
        {environment.map(([term, value]) => (
          <div key={term} className="admin-env__item">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <h3 id={listId}>Available backends</h3>
      <TableFrame captionId={listId}>
        <table className="admin-table" aria-labelledby={listId}>
          <thead>
            <tr>
              <th scope="col">Backend</th>
              <th scope="col">Status</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {candidates.map((url) => (
              <tr key={url}>
                <th scope="row">
                  <code>{url}</code>
                  {url === current ? <span className="admin-badge admin-badge--current">Current</span> : null}
                  {url === override ? <span className="admin-badge">Stored override</span> : null}
                </th>
                <td>{healthText(health[url])}</td>
                <td>
                  <Button variant="secondary" size="small" onClick={() => void switchTo(url)} disabled={busy !== null} aria-label={`Switch to ${url}`}>
                    {busy === `switch:${url}` ? 'Switching…' : 'Switch'}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </section>
  );
}
