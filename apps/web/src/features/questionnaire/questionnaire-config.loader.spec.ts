import { QUESTIONNAIRE_V3 } from '@intake/contracts';
import { loadQuestionnaireConfig } from './questionnaire-config.loader';

describe('loading the questionnaire configuration', () => {
  const server = { ...QUESTIONNAIRE_V3, description: 'from the server' };

  it("uses the static copy of the session's version", async () => {
    const asked: string[] = [];
    const fetchFromServer = async (v: string) => (asked.push(v), server);
    await expect(loadQuestionnaireConfig('3.0', { loadStatic: async () => ({ '3.0': QUESTIONNAIRE_V3 }), fetchFromServer })).resolves.toBe(QUESTIONNAIRE_V3);
    expect(asked).toEqual([]);
  });

  it('falls back to the server when the static copy fails to load', async () => {
    const config = await loadQuestionnaireConfig('3.0', { loadStatic: () => Promise.reject(new Error('chunk failed')), fetchFromServer: async () => server });
    expect(config.description).toBe('from the server');
  });

  it('falls back to the server for a version this build does not carry', async () => {
    const asked: string[] = [];
    const fetchFromServer = async (v: string) => (asked.push(v), { ...server, version: v });
    const config = await loadQuestionnaireConfig('4.0', { loadStatic: async () => ({ '3.0': QUESTIONNAIRE_V3 }), fetchFromServer });
    expect(config.version).toBe('4.0');
    expect(asked).toEqual(['4.0']);
  });

  it('fails when neither source has it', async () => {
    await expect(
      loadQuestionnaireConfig('3.0', {
        loadStatic: () => Promise.reject(new Error('chunk failed')),
        fetchFromServer: () => Promise.reject(new Error('offline')),
      }),
    ).rejects.toThrow('offline');
  });
});
