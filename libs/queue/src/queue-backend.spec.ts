import { loadConfig, withOverrides } from '@intake/config';
import { createRedisBackend, getDefaultBackendFactory } from 'bullmq';
import { EMAIL_JOB_OPTIONS, DEFAULT_JOB_OPTIONS, jobIdFrom } from './job-options.js';
import { configureQueueBackend, queueBackendFactory, queueConnection } from './queue-backend.js';
import { bullRootOptions } from './queue.factory.js';
import { createRecoveringPostgresBackend } from './recovering-postgres-backend.js';

const base = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/intake', QUEUE_PREFIX: 'intake-test' });
const redis = withOverrides(base, { redisUrl: 'redis://127.0.0.1:6379/0' });

afterAll(() => configureQueueBackend(redis));

describe('configureQueueBackend', () => {
  it('switches the process default to PostgreSQL without REDIS_URL and back to Redis with it', () => {
    expect(configureQueueBackend(base)).toBe('postgres');
    expect(getDefaultBackendFactory()).toBe(createRecoveringPostgresBackend);
    expect(configureQueueBackend(redis)).toBe('redis');
    expect(getDefaultBackendFactory()).toBe(createRedisBackend);
  });

  it('picks the explicit factory from the same rule', () => {
    expect(queueBackendFactory(base)).toBe(createRecoveringPostgresBackend);
    expect(queueBackendFactory(redis)).toBe(createRedisBackend);
  });
});

describe('queueConnection', () => {
  it('gives Redis a URL with unbounded retries, as blocking workers require', () => {
    expect(queueConnection(redis)).toEqual({ url: 'redis://127.0.0.1:6379/0', maxRetriesPerRequest: null });
  });

  it('gives PostgreSQL a pool config that migrates schema bullmq', () => {
    expect(queueConnection(base)).toEqual({ connectionString: 'postgres://postgres@127.0.0.1:5432/intake', migrate: true, onConnect: expect.any(Function) });
  });

  it('refuses a config with neither database', () => {
    expect(() => queueConnection(withOverrides(base, { databaseUrl: undefined }))).toThrow(/REDIS_URL or DATABASE_URL/);
  });
});

describe('bullRootOptions', () => {
  it('carries the prefix and the retention that keeps jobIds de-duplicating', () => {
    const options = bullRootOptions(redis);
    expect(options.prefix).toBe('intake-test');
    expect(options.defaultJobOptions).toBe(DEFAULT_JOB_OPTIONS);
    expect(DEFAULT_JOB_OPTIONS.removeOnComplete).toEqual({ age: 7 * 24 * 3600 });
    expect(DEFAULT_JOB_OPTIONS.removeOnFail).toEqual({ age: 30 * 24 * 3600 });
  });
});

describe('EMAIL_JOB_OPTIONS', () => {
  it('retries five times with exponential back-off from 2 s, and keeps no completed job', () => {
    expect(EMAIL_JOB_OPTIONS).toEqual({ attempts: 5, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: true });
  });
});

describe('jobIdFrom', () => {
  it('joins stable parts', () => {
    expect(jobIdFrom('0b3e4d7a-1c2f-4e5a-9b8c-123456789012', 'email')).toBe('0b3e4d7a-1c2f-4e5a-9b8c-123456789012.email');
  });

  it('rejects parts BullMQ would refuse or that are empty', () => {
    expect(() => jobIdFrom('a:b')).toThrow(/invalid jobId/);
    expect(() => jobIdFrom('a', '')).toThrow(/invalid jobId/);
    expect(() => jobIdFrom()).toThrow();
  });
});
