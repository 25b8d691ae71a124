import { Command } from '@nestjs/cqrs';
import type { TrackIncomplete, VisitorRequestContext } from '../visitor-analytics.decider.js';

export class TrackIncompleteInteraction extends Command<void> {
  constructor(
    readonly request: TrackIncomplete,
    readonly context: VisitorRequestContext,
  ) {
    super();
  }
}
