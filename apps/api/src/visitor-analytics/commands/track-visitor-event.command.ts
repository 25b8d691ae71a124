import { Command } from '@nestjs/cqrs';
import type { TrackEvent, VisitorRequestContext } from '../visitor-analytics.decider.js';

export class TrackVisitorEvent extends Command<void> {
  constructor(
    readonly request: TrackEvent,
    readonly context: VisitorRequestContext,
  ) {
    super();
  }
}
