import { Command } from '@nestjs/cqrs';
import type { TrackFormMetadataRequest } from '@intake/contracts';

export class TrackFormConsent extends Command<void> {
  constructor(
    readonly request: Required<TrackFormMetadataRequest>,
    readonly ip: string | undefined,
  ) {
    super();
  }
}
