import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { visitorSessionStreamId } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { decideTrackIncomplete } from '../visitor-analytics.decider.js';
import { TrackIncompleteInteraction } from './track-incomplete-interaction.command.js';

/** Like TrackVisitorEventHandler: decide from the request, append to the session's stream. */
@CommandHandler(TrackIncompleteInteraction)
export class TrackIncompleteInteractionHandler implements ICommandHandler<TrackIncompleteInteraction> {
  constructor(private readonly store: EventStore) {}

  async execute(cmd: TrackIncompleteInteraction): Promise<void> {
    await this.store.append(visitorSessionStreamId(cmd.request.session_id), decideTrackIncomplete(cmd.request, cmd.context), 'any');
  }
}
