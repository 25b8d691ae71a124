import { LOCAL_STORAGE_KEYS } from '@intake/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { newSessionId } from '../../app/analytics/session-id';
import { readStored, readStoredFlag, writeStoredFlag } from '../../app/browser-storage';
import type { TrackFormMetadataRequest } from '@intake/contracts';
import { apiRequest, UNREAD_ANSWER } from '../../app/api-client';
import { useBrowserState } from '../../app/hydration';

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
/**
 * POST /api/forms/track-metadata, whose answer nobody reads (visitor spec §7: failures are ignored). Here rather than from
 * questionnaire.api.ts: that module's answer schemas would bring zod to the consent screen, which
 * a first visit sees before any question (issue 32).
 */
function trackConsentEvent(request: TrackFormMetadataRequest): void {
  apiRequest('/api/forms/track-metadata', UNREAD_ANSWER, { method: 'POST', json: request }).catch(() => undefined);
}

export function useConsentGate(page: string): ConsentGate {
  const { pathname } = useLocation();
  // Prerendered as a first visit, without the dialog (a closed <dialog>); the stored answer and the
  // dialog follow at hydration.
  const [accepted, setAccepted, settled] = useBrowserState(() => readStoredFlag(LOCAL_STORAGE_KEYS.privacyAccepted), false);
  // null: the dialog follows the stored answer (open until privacy is accepted).
  const [dialogChoice, setDialogChoice] = useState<boolean | null>(null);
  const dialogOpen = settled && (dialogChoice ?? !accepted);
  const setDialogOpen = (open: boolean) => setDialogChoice(open);
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
