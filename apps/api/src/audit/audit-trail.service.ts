import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AuditEvents,
  auditStreamId,
  type AdminApiKeyUsedData,
  type AdminDataExportedData,
  type AdminPersonalDataViewedData,
  type AdminSignedInData,
  StaffSignInAuditEvents,
  type AdminSecondFactorFailedData,
  type AdminSignedInWithSsoData,
  type AdminSsoSignInRefusedData,
} from '@intake/contracts';
import { EventStore } from '@intake/event-store';

/**
 * Appends audit events. Each entry is a stream of its own (expected version 0): recording never
 * waits on another admin's entry. Callers await it, so a view or export that could not be
 * recorded fails rather than happening unrecorded.
 */
@Injectable()
export class AuditTrail {
  constructor(private readonly store: EventStore) {}

  async signedIn(username: string, projectName: string): Promise<void> {
    const entry_id = randomUUID();
    const data: AdminSignedInData = { entry_id, username, project_name: projectName, at: new Date().toISOString() };
    await this.store.append(auditStreamId(entry_id), [{ type: AuditEvents.AdminSignedIn, data, metadata: { actor: username } }], 0);
  }

  async viewed(username: string, subject: string): Promise<void> {
    const entry_id = randomUUID();
    const data: AdminPersonalDataViewedData = { entry_id, username, subject, at: new Date().toISOString() };
    await this.store.append(auditStreamId(entry_id), [{ type: AuditEvents.PersonalDataViewed, data, metadata: { actor: username } }], 0);
  }

  async exported(username: string, subject: string): Promise<void> {
    const entry_id = randomUUID();
    const data: AdminDataExportedData = { entry_id, username, subject, at: new Date().toISOString() };
    await this.store.append(auditStreamId(entry_id), [{ type: AuditEvents.DataExported, data, metadata: { actor: username } }], 0);
  }

  /** One call answered to an API key: every use is recorded, before its answer leaves. */
  async apiKeyUsed(key: { keyId: string; name: string }, subject: string): Promise<void> {
    const entry_id = randomUUID();
    const data: AdminApiKeyUsedData = { entry_id, key_id: key.keyId, key_name: key.name, subject, at: new Date().toISOString() };
    await this.store.append(auditStreamId(entry_id), [{ type: AuditEvents.ApiKeyUsed, data, metadata: { actor: `api-key:${key.keyId}` } }], 0);
  }

  /** A sign-in through the identity provider (issue 30); `linked` at the one that linked the identity. */
  async signedInWithSso(entry: Omit<AdminSignedInWithSsoData, 'entry_id' | 'at'>): Promise<void> {
    const entry_id = randomUUID();
    const data: AdminSignedInWithSsoData = { entry_id, ...entry, at: new Date().toISOString() };
    await this.store.append(auditStreamId(entry_id), [{ type: StaffSignInAuditEvents.SignedInWithSso, data, metadata: { actor: entry.username } }], 0);
  }

  /** A provider's answer refused (bad token, replayed state, no role): who tried, when known, and why. */
  async ssoSignInRefused(entry: Omit<AdminSsoSignInRefusedData, 'entry_id' | 'at'>): Promise<void> {
    const entry_id = randomUUID();
    const data: AdminSsoSignInRefusedData = { entry_id, ...entry, at: new Date().toISOString() };
    await this.store.append(
      auditStreamId(entry_id),
      [{ type: StaffSignInAuditEvents.SsoSignInRefused, data, metadata: { actor: entry.email ?? 'unknown' } }],
      0,
    );
  }

  async secondFactorFailed(username: string, projectName: string, step: AdminSecondFactorFailedData['step']): Promise<void> {
    const entry_id = randomUUID();
    const data: AdminSecondFactorFailedData = { entry_id, username, project_name: projectName, step, at: new Date().toISOString() };
    await this.store.append(auditStreamId(entry_id), [{ type: StaffSignInAuditEvents.SecondFactorFailed, data, metadata: { actor: username } }], 0);
  }
}
