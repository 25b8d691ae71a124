import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { DB } from '../platform/tokens.js';
import { listAiConversations } from './conversations/ai-conversations.query.js';
import { listConversations } from './conversations/conversations.query.js';
import { databaseDirect, testDataFlow } from './debug/debug.query.js';
import { readStats } from './stats/stats.query.js';
import { listFormSubmissions } from './submissions/forms-list.query.js';
import { listWorkWithUs } from './submissions/work-with-us-list.query.js';
import { analyticsSummary } from './visitors/analytics-summary.query.js';
import { analyticsTimeseries } from './visitors/analytics-timeseries.query.js';
import { channelFunnels } from './visitors/channel-funnels.query.js';
import { visitorOverview } from './visitors/visitor-overview.query.js';
import { visitorRealtime } from './visitors/visitor-realtime.query.js';
import { listVisitorSessions } from './visitors/visitor-sessions.query.js';
import { visitorTraffic } from './visitors/visitor-traffic.query.js';

/** A query function's arguments after the database handle. */
type Args<F> = F extends (db: Kysely<Database>, ...args: infer A) => unknown ? A : never;

/**
 * The admin read side's queries as one object the dashboard, analytics and debug controllers
 * take, so that they hold HTTP only and never the database handle. Each method is the query
 * function of the same name beside it, given the handle.
 */
@Injectable()
export class AdminReadQuery {
  constructor(@Inject(DB) private readonly db: Kysely<Database>) {}

  conversations(...a: Args<typeof listConversations>) {
    return listConversations(this.db, ...a);
  }

  stats() {
    return readStats(this.db);
  }

  workWithUs(...a: Args<typeof listWorkWithUs>) {
    return listWorkWithUs(this.db, ...a);
  }

  aiConversations(...a: Args<typeof listAiConversations>) {
    return listAiConversations(this.db, ...a);
  }

  forms(...a: Args<typeof listFormSubmissions>) {
    return listFormSubmissions(this.db, ...a);
  }

  visitorSessions(...a: Args<typeof listVisitorSessions>) {
    return listVisitorSessions(this.db, ...a);
  }

  visitorOverview(...a: Args<typeof visitorOverview>) {
    return visitorOverview(this.db, ...a);
  }

  summary(...a: Args<typeof analyticsSummary>) {
    return analyticsSummary(this.db, ...a);
  }

  timeseries(...a: Args<typeof analyticsTimeseries>) {
    return analyticsTimeseries(this.db, ...a);
  }

  traffic(...a: Args<typeof visitorTraffic>) {
    return visitorTraffic(this.db, ...a);
  }

  realtime(...a: Args<typeof visitorRealtime>) {
    return visitorRealtime(this.db, ...a);
  }

  funnels(...a: Args<typeof channelFunnels>) {
    return channelFunnels(this.db, ...a);
  }

  databaseDirect(...a: Args<typeof databaseDirect>) {
    return databaseDirect(this.db, ...a);
  }

  testDataFlow() {
    return testDataFlow(this.db);
  }
}
