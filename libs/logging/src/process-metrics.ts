import { collectDefaultMetrics, Gauge, type Registry } from 'prom-client';

/**
 * prom-client's gauges of live handles, requests and resources end in `_total`, a suffix
 * Prometheus keeps for counters (promtool warns on each). The same figures by type
 * (`…_active_handles{type}`) stay; their sum is the total.
 */
const TOTAL_NAMED_GAUGES = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

/** Node's process and runtime metrics under `prefix` (`intake_api_`, `intake_worker_`), without the `_total` gauges. */
export function registerProcessMetrics(registry: Registry, prefix: string): void {
  collectDefaultMetrics({ register: registry, prefix });
  for (const name of TOTAL_NAMED_GAUGES) registry.removeSingleMetric(`${prefix}${name}`);
}

/**
 * `intake_build_info{version} 1`: which release each replica runs (join on it, alert on a mixed
 * fleet). The same in the api's and the worker's registry; a process serving both shows it once.
 */
export function registerBuildInfo(registry: Registry, version: string): void {
  new Gauge({ name: 'intake_build_info', help: 'The running release (always 1)', labelNames: ['version'] as const, registers: [registry] }).set({ version }, 1);
}

/** What a metric needs of a pg `Pool` (structural, so this library needs no pg). */
export interface PoolFigures {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly options: { max?: number };
}

/**
 * A PostgreSQL pool's size and its queue: clients waiting for a connection mean the pool (or the
 * database) is the bottleneck. Read when scraped.
 */
export function registerPoolMetrics(registry: Registry, prefix: string, pool: PoolFigures): void {
  new Gauge({
    name: `${prefix}db_pool_connections`,
    help: 'Connections the PostgreSQL pool holds, by state (idle, busy)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: `${prefix}db_pool_max_connections`,
    help: 'The most connections the PostgreSQL pool opens',
    registers: [registry],
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: `${prefix}db_pool_waiting_clients`,
    help: 'Queries waiting for a free pool connection',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}
