import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS, STORED_TRUE } from '@intake/contracts';
import { readFrom, readStored, readStoredFlag, removeFrom, writeStored, writeTo } from './browser-storage';
import { brokenStorage, memoryStorage } from './memory-storage.testing';

describe('browser-stored keys', () => {
  it('carry exactly the names of visitor spec §3 and admin spec §3', () => {
    expect(LOCAL_STORAGE_KEYS).toEqual({
      adminToken: 'admin_token',
      adminUser: 'admin_user',
      adminAnalyticsConsent: 'admin_analytics_consent',
      analyticsSessionId: 'analytics_session_id',
      analyticsConsent: 'analytics_consent',
      backendOverride: 'backend_override',
      initialChatMessage: 'initial_chat_message',
      personaFlow: 'persona_flow',
      autoConfirmConsent: 'auto_confirm_consent',
      privacyAccepted: 'privacyAccepted',
      uploadBannerDismissed: 'upload-banner-dismissed',
      guideInfoDismissed: 'guide-info-dismissed',
    });
    expect(SESSION_STORAGE_KEYS).toEqual({ questionnaireSessionId: 'questionnaire_session_id' });
    expect(STORED_TRUE).toBe('true');
  });
});

describe('storage access', () => {
  it('reads, writes and removes', () => {
    const storage = memoryStorage();
    expect(writeTo(storage, 'k', 'v')).toBe(true);
    expect(readFrom(storage, 'k')).toBe('v');
    removeFrom(storage, 'k');
    expect(readFrom(storage, 'k')).toBeNull();
  });

  it('treats a storage that throws, or none at all, as empty and never throws', () => {
    expect(readFrom(brokenStorage, 'k')).toBeNull();
    expect(writeTo(brokenStorage, 'k', 'v')).toBe(false);
    expect(() => removeFrom(brokenStorage, 'k')).not.toThrow();
    expect(readFrom(null, 'k')).toBeNull();
    expect(writeTo(null, 'k', 'v')).toBe(false);
  });

  it('degrades to nothing stored where the page has no Web Storage', () => {
    // Node has no window: the same path a browser takes when storage access is denied.
    expect(writeStored(LOCAL_STORAGE_KEYS.privacyAccepted, 'true')).toBe(false);
    expect(readStored(LOCAL_STORAGE_KEYS.privacyAccepted)).toBeNull();
    expect(readStoredFlag(LOCAL_STORAGE_KEYS.privacyAccepted)).toBe(false);
  });
});
