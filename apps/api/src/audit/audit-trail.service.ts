import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AuditEvents, auditStreamId, type AdminDataExportedData, type AdminPersonalDataViewedData, type AdminSignedInData } from '@intake/contracts';
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
}
