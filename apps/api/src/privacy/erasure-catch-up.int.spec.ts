import { workWithUsStreamId, type ErasePersonalDataResponse, type WorkWithUsSubmittedData } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { postJson, startApi, type ApiHarness } from '../testing/api-harness.js';

const submission = (email: string) => ({
  name: 'Cora Catchup',
  email,
  preferred_roles: 'Engineer / Designer',
  metadata: { source: 'web_form', device_type: 'desktop', additional_notes: 'I build sepsis alerts.' },
});

/** An erasure by email finds people through the read models: it must never run on stale ones. */
describe('erasure waits for the read models (real api and PostgreSQL)', () => {
  const post = postJson;
  const submitted = async (api: ApiHarness, email: string) => {
    const res = await post<{ submission_id: string }>(api, '/api/work-with-us/submit', submission(email));
    expect(res.status).toBe(200);
    return res.body.submission_id;
  };
  const erase = async (api: ApiHarness, email: string) =>
    post<ErasePersonalDataResponse & { detail?: string }>(
      api,
      '/api/admin/personal-data/erase',
      { email },
      { authorization: `Bearer ${await api.adminToken()}` },
    );
  const storedName = async (api: ApiHarness, id: string) =>
    ((await new EventStore(api.database.db).readStream(workWithUsStreamId(id)))[0]!.data as WorkWithUsSubmittedData).name;

  describe('with the projectors running', () => {
    let api: ApiHarness;
    beforeAll(async () => {
      api = await startApi();
    });
    afterAll(() => api.close());

    it('erases a submission made just before the request, without waiting for it to be listed first', async () => {
      await api.adminToken(); // signed in beforehand: the erasure follows the submission at once
      const id = await submitted(api, 'cora.now@example.org');
      const res = await erase(api, 'cora.now@example.org');
      expect(res.status).toBe(200);
      expect(res.body.streams_erased).toBeGreaterThanOrEqual(1);
      expect(await storedName(api, id)).toBe('[erased]');
    });
  });

  describe('with no process running the projectors', () => {
    let api: ApiHarness;
    beforeAll(async () => {
      api = await startApi({ RUN_PROCESSORS: 'false', PERSONAL_DATA_ERASURE_CATCH_UP_MS: '300' });
    });
    afterAll(() => api.close());

    it('erases nothing and answers 503 with a detail, instead of reporting a person it could not find as erased', async () => {
      const id = await submitted(api, 'cora.stale@example.org');
      const res = await erase(api, 'cora.stale@example.org');
      expect(res.status).toBe(503);
      expect(res.body.detail).toMatch(/^Nothing was erased: the read models \(work-with-us-submissions\) have not caught up/);
      expect(await storedName(api, id)).toBe('Cora Catchup');
    });
  });
});
