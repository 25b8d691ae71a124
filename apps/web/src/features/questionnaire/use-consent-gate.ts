import { LOCAL_STORAGE_KEYS } from '@intake/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { newSessionId } from '../../app/analytics/session-id';
import { readStored, readStoredFlag, writeStoredFlag } from '../../app/browser-storage';
import { trackConsentEvent } from './questionnaire.api';

export interface ConsentGate {
  accepted: boolean;
  dialogOpen: boolean;
  accept(): void;
  close(): void;
  reopen(): void;
}

/**
 * Visitor spec §2: the privacy consent dialog comes first when privacy has not been accepted.
 * Its events go to POST /api/forms/track-metadata under the visitor's analytics session id (the
 * questionnaire session only opens once consent is given), or a one-off id when there is none.
 */
export function useConsentGate(page: string): ConsentGate {
  const { pathname } = useLocation();
  const [accepted, setAccepted] = useState(() => readStoredFlag(LOCAL_STORAGE_KEYS.privacyAccepted));
  const [dialogOpen, setDialogOpen] = useState(!accepted);
  // A lazy initial state runs once per mount; newSessionId also works where crypto.randomUUID does not (plain http).
  const [trackingId] = useState(() => readStored(LOCAL_STORAGE_KEYS.analyticsSessionId) ?? `consent_${newSessionId().replace(/-/g, '')}`);
  const viewed = useRef(false);

  const track = useCallback(
    (event: 'consent_viewed' | 'consent_accepted') =>
      trackConsentEvent({ session_id: trackingId, metadata: { page, event, route: pathname, timestamp: new Date().toISOString() } }),
    [page, pathname, trackingId],
  );

  useEffect(() => {
    if (!dialogOpen || viewed.current) return;
    viewed.current = true;
    track('consent_viewed');
  }, [dialogOpen, track]);

  return {
    accepted,
    dialogOpen,
    accept: () => {
      writeStoredFlag(LOCAL_STORAGE_KEYS.privacyAccepted);
      writeStoredFlag(LOCAL_STORAGE_KEYS.analyticsConsent);
      track('consent_accepted');
      setAccepted(true);
      setDialogOpen(false);
    },
    close: () => setDialogOpen(false),
    reopen: () => setDialogOpen(true),
  };
}
