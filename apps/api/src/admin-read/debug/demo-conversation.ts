import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ProvideChatContact, StartChatSession, TakeChatTurn } from '../../guide/index.js';

/** The label a demo conversation carries in its session metadata, its messages and its contact. */
export const TEST_DATA_METADATA = { source: 'admin-debug', test_data: true } as const;
export const TEST_DATA_LABEL = '[Admin debug test data]';

/** What the demo visitor says: consent, then the three guide fields (the offline engine reads them). */
const TURNS = [
  'CONFIRM',
  `${TEST_DATA_LABEL} Nurses on our ward spend two hours per shift on duplicate charting.`,
  'We built a voice assistant app that fills the flowsheet while nurses talk. It is a working prototype.',
  'We need funding for a pilot and an EHR integration partner.',
];

/** A reserved domain (RFC 2606): nothing is ever delivered there. */
export const TEST_DATA_CONTACT = { full_name: 'Test Data (admin debug)', email: 'test-data@example.org', affiliation: 'Admin debug' };

/**
 * GET /api/debug/create-test-data: one demo AI guide conversation, made through the same commands
 * the guide's HTTP calls use, so it travels the whole real path (events, projection, list). It
 * stops at the summary, before the visitor agrees: a completed chat would request its
 * completion email.
 */
@Injectable()
export class DemoConversation {
  constructor(private readonly commands: CommandBus) {}

  async create(ip: string | undefined): Promise<string> {
    const { sessionId } = await this.commands.execute(
      new StartChatSession('guide', null, null, false, { ...TEST_DATA_METADATA, user_agent: 'admin-debug' }, ip),
    );
    for (const message of TURNS) await this.commands.execute(new TakeChatTurn(sessionId, message, { ip }));
    await this.commands.execute(new ProvideChatContact(sessionId, TEST_DATA_CONTACT, ip));
    return sessionId;
  }
}
