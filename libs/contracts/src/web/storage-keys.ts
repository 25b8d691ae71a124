/**
 * Every key the browser keeps (visitor spec §3, admin spec §3), named once so that the pages that
 * write a value and the pages that read it cannot drift apart. The spec names most keys; where it
 * only describes one (analytics session id, analytics consent, backend override, questionnaire
 * session) the name chosen here is the product's decision, recorded in docs/public-site.md.
 */
export const LOCAL_STORAGE_KEYS = {
  adminToken: 'admin_token',
  adminUser: 'admin_user',
  analyticsSessionId: 'analytics_session_id',
  analyticsConsent: 'analytics_consent',
  adminAnalyticsConsent: 'admin_analytics_consent',
  backendOverride: 'backend_override',
  initialChatMessage: 'initial_chat_message',
  personaFlow: 'persona_flow',
  autoConfirmConsent: 'auto_confirm_consent',
  privacyAccepted: 'privacyAccepted',
  uploadBannerDismissed: 'upload-banner-dismissed',
  guideInfoDismissed: 'guide-info-dismissed',
} as const;

export const SESSION_STORAGE_KEYS = {
  questionnaireSessionId: 'questionnaire_session_id',
} as const;

export type LocalStorageKey = (typeof LOCAL_STORAGE_KEYS)[keyof typeof LOCAL_STORAGE_KEYS];
export type SessionStorageKey = (typeof SESSION_STORAGE_KEYS)[keyof typeof SESSION_STORAGE_KEYS];

/** Flags are stored as the text 'true'; anything else, or nothing, means false. */
export const STORED_TRUE = 'true';
