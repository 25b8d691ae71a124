import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { questionnaireStreamId, type QuestionnaireClientInfo } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { loadDecideAppend } from '../../platform/event-sourcing/load-decide-append.js';
import { IpLocationService } from '../../platform/geo/ip-location.service.js';
import { decideSubmit, questionnaireReducer } from '../questionnaire.decider.js';
import { claimedDocumentIds, findSessionUploads } from '../questionnaire-uploads.js';
import { SubmitQuestionnaire } from './submit-questionnaire.command.js';

/** What a submission that opens its own session tells about its client (the start call's fields, from the submission). */
function clientOf(cmd: SubmitQuestionnaire): QuestionnaireClientInfo {
  const meta = cmd.request.metadata as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.slice(0, 200) : null);
  const device = meta.device_type ?? meta.deviceType;
  return {
    user_agent: cmd.userAgent ? cmd.userAgent.slice(0, 500) : null,
    device_type: device === 'mobile' || device === 'tablet' ? device : 'desktop',
    referrer: text(meta.referrer),
    timezone: text(meta.timezone) ?? text((cmd.request.conversation_data as Record<string, unknown>).timezone),
    language: text(meta.language),
  };
}

@CommandHandler(SubmitQuestionnaire)
export class SubmitQuestionnaireHandler implements ICommandHandler<SubmitQuestionnaire> {
  constructor(
    private readonly store: EventStore,
    private readonly geo: IpLocationService,
  ) {}

  async execute(cmd: SubmitQuestionnaire): Promise<{ submissionId: string }> {
    const submissionId = randomUUID();
    const sessionId = cmd.request.session_id;
    const [location, uploads] = await Promise.all([
      this.geo.lookup(cmd.ip),
      findSessionUploads(this.store, sessionId, claimedDocumentIds(cmd.request.conversation_data)),
    ]);
    const { state, appended } = await loadDecideAppend(
      this.store,
      questionnaireStreamId(sessionId),
      questionnaireReducer,
      (s) => decideSubmit(s, { submissionId, request: cmd.request, uploads, location, now: new Date(), client: clientOf(cmd) }),
      { metadata: { actor: 'visitor', ip: cmd.ip, userAgent: cmd.userAgent } },
    );
    // Nothing appended: the session was already submitted, and that submission is the answer.
    return { submissionId: appended.length > 0 ? submissionId : (state.submissionId ?? submissionId) };
  }
}
