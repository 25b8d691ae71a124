import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FormMetadataEvents, formMetadataStreamId, type FormConsentTrackedData } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { TrackFormConsent } from './track-form-consent.command.js';

/** Consent events only accumulate: no decision to make, so any version of the stream will do. */
@CommandHandler(TrackFormConsent)
export class TrackFormConsentHandler implements ICommandHandler<TrackFormConsent> {
  constructor(private readonly store: EventStore) {}

  async execute(cmd: TrackFormConsent): Promise<void> {
    const { session_id, metadata } = cmd.request;
    const data: FormConsentTrackedData = {
      session_id,
      page: metadata.page,
      event: metadata.event,
      route: metadata.route,
      client_timestamp: metadata.timestamp,
      recorded_at: new Date().toISOString(),
    };
    await this.store.append(
      formMetadataStreamId(session_id),
      [{ type: FormMetadataEvents.ConsentTracked, data, metadata: { actor: 'visitor', ip: cmd.ip } }],
      'any',
    );
  }
}
