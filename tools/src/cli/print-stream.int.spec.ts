import { EventStore } from '@intake/event-store';
import { appendAsRecorded, createTestDatabase, type TestDatabase } from '@intake/event-store/testing';
import { printStream } from './print-stream.js';
import { CliFailure } from './run-cli.js';

describe('printStream (real Postgres)', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
    const store = new EventStore(t.db);
    await store.append('idea-1', [{ type: 'IdeaSubmitted', data: { title: 'Ward robot' }, metadata: { actor: 'visitor' } }], 0);
    await store.append('idea-1', [{ type: 'IdeaRenamed', data: { title: 'Ward robots' } }], 1);
    await store.append('idea-2', [{ type: 'IdeaSubmitted', data: { title: 'Other' } }], 0);
    // A page view as the release before its version 2 wrote it: no software, campaign or bot flag.
    await appendAsRecorded(t.db, 'visitor-session-old', [
      {
        type: 'VisitorPageViewed',
        schemaVersion: 1,
        data: {
          session_id: 'old',
          new_session: true,
          consent: false,
          page_path: '/about/',
          referrer_path: null,
          source: 'direct',
          value: null,
          meta: {},
          client: { ip: null, user_agent: 'curl/8.4.0', device_type: 'desktop', cdn_geo: null },
          viewed_at: '2026-01-01T00:00:00.000Z',
        },
      },
    ]);
  });
  afterAll(() => t.drop());

  it("prints one stream's events in order with data and metadata as pretty JSON", async () => {
    let out = '';
    await printStream(t.url, 'idea-1', (text) => (out += text));
    expect(out).toMatch(/^Stream idea-1: 2 events\n/);
    expect(out.indexOf('#1  IdeaSubmitted')).toBeGreaterThan(0);
    expect(out.indexOf('#2  IdeaRenamed')).toBeGreaterThan(out.indexOf('#1  IdeaSubmitted'));
    expect(out).toContain('    {\n      "title": "Ward robot"\n    }');
    expect(out).toContain('"actor": "visitor"');
    expect(out).not.toContain('Other');
  });

  it('prints an event of an older version as every reader sees it: its current version, upcast', async () => {
    let out = '';
    await printStream(t.url, 'visitor-session-old', (text) => (out += text));
    expect(out).toContain('schema v3');
    expect(out).toContain('"page_path": "/about"');
    expect(out).toContain('"bot": true');
    expect(out).toContain('"campaign": {');
    expect(out).toContain('"utm_content": null');
  });

  it('fails with a clear message for an unknown stream', async () => {
    const err = await printStream(t.url, 'idea-404', () => undefined).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CliFailure);
    expect((err as Error).message).toContain('No stream "idea-404"');
  });

  it('fails with a clear message, without the password, when the database does not answer', async () => {
    const err = await printStream('postgres://postgres:secret@127.0.0.1:1/intake', 'idea-1', () => undefined).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CliFailure);
    expect((err as Error).message).toContain('Cannot read events from postgres://postgres:***@127.0.0.1:1/intake');
  });
});
