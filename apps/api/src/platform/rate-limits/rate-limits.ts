import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { AppConfig } from '@intake/config';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Reflector } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type pg from 'pg';
import type { Logger } from 'pino';
import { API_KEY_BUDGET_FIELD, ApiKeyBudget } from './api-key-budget.js';
import { BudgetGuard, sessionKeyOf, type Limiter } from './budget.guard.js';
import { budgetRules, type BudgetName } from './budgets.js';
import { postgresRateLimitStore } from './postgres-rate-limit.store.js';

/**
 * Registers @fastify/rate-limit (no global limit: routes name their budgets) on a store every
 * replica shares (Redis when REDIS_URL is set, else PostgreSQL) and installs BudgetGuard. A store
 * that cannot answer lets the request through (skipOnError): an outage of the counters must not
 * become an outage of the product.
 */
export async function installRateLimits(app: NestFastifyApplication, config: AppConfig, pool: pg.Pool, logger: Logger): Promise<void> {
  const rules = budgetRules(config.rateLimits);
  if (!config.rateLimits.enabled) {
    app.useGlobalGuards(new BudgetGuard(app.get(Reflector), new Map(), rules));
    return;
  }
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectionName: 'intake-rate-limits' })
    : undefined;
  redis?.on('error', () => undefined);
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  if (redis) fastify.addHook('onClose', async () => redis.disconnect());
  const storeOptions = redis ? { redis, nameSpace: `${config.queuePrefix}:rate:` } : { store: postgresRateLimitStore(pool) };
  await app.register(fastifyRateLimit as never, { global: false, skipOnError: true, ...storeOptions } as never);
  const limiters = new Map<BudgetName, Limiter>();
  for (const [name, rule] of Object.entries(rules) as [BudgetName, (typeof rules)[BudgetName]][]) {
    const limiter = fastify.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      skipOnError: true,
      // The budget's name keeps its counts apart; a session budget counts the session, whoever sends.
      keyGenerator: (req) => `${name}:${rule.per === 'session' ? (sessionKeyOf(req) ?? `ip:${normalizeIP(req.ip)}`) : normalizeIP(req.ip)}`,
      budget: name,
    } as Parameters<FastifyInstance['createRateLimit']>[0]);
    limiters.set(name, limiter as Limiter);
  }
  app.useGlobalGuards(new BudgetGuard(app.get(Reflector), limiters, rules));
  const perKey = fastify.createRateLimit({
    max: config.rateLimits.apiKeyPerMinute,
    timeWindow: 60_000,
    skipOnError: true,
    budget: 'apiKey',
    keyGenerator: (req) => `apiKey:${String((req as unknown as Record<string, unknown>)[API_KEY_BUDGET_FIELD])}`,
  } as Parameters<FastifyInstance['createRateLimit']>[0]);
  app.get(ApiKeyBudget).use(perKey as Limiter, config.rateLimits.apiKeyPerMinute);
  logger.info({ store: redis ? 'redis' : 'postgres' }, 'rate limits on');
}
