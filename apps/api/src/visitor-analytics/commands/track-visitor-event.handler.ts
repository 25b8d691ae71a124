import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { visitorSessionStreamId } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { decideTrack } from '../visitor-analytics.decider.js';
import { TrackVisitorEvent } from './track-visitor-event.command.js';

/**
 * Hit on every page view, so it stays cheap: decide from the request alone and append without
 * reading the stream (analytics events only accumulate; any version will do).
 */
@CommandHandler(TrackVisitorEvent)
export class TrackVisitorEventHandler implements ICommandHandler<TrackVisitorEvent> {
  constructor(private readonly store: EventStore) {}

  async execute(cmd: TrackVisitorEvent): Promise<void> {
    await this.store.append(visitorSessionStreamId(cmd.request.session_id), decideTrack(cmd.request, cmd.context), 'any');
  }
}
