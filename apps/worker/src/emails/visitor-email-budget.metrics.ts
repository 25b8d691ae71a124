import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { WorkerMetrics } from '../operations/worker-metrics.js';
import { VISITOR_EMAIL_BUDGETS, type VisitorEmailBudget } from './visitor-email-cap.js';

/**
 * `intake_visitor_email_budget_reached_total{budget}`: completion emails refused by each budget
 * (visitor-email-cap.ts), in the worker's registry, zero for every budget from the start so an
 * alert rule on its increase sees 0, not "no data". A real visitor never meets these budgets; a
 * rise means someone is aiming our mail at strangers.
 */
@Injectable()
export class VisitorEmailBudgetMetrics {
  private readonly counter: Counter<'budget'>;

  constructor(metrics: WorkerMetrics) {
    this.counter = new Counter({
      name: 'intake_visitor_email_budget_reached_total',
      help: 'Completion emails to visitor-typed addresses refused because a budget was reached, by budget',
      labelNames: ['budget'] as const,
      registers: [metrics.registry],
    });
    for (const budget of VISITOR_EMAIL_BUDGETS) this.counter.inc({ budget }, 0);
  }

  reached(budget: VisitorEmailBudget, count: number): void {
    this.counter.inc({ budget }, count);
  }
}
