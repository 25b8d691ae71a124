import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry, type Metric } from 'prom-client';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves Prometheus metrics (`GET /metrics`) on a port of its own, apart from the public one, so
 * the scrape needs no admin token and the public site never shows them. Several registries
 * (api and worker in one `npm start` process) are served as one.
 */
/**
 * One registry of several. A name both hold (`intake_build_info`, the process's release, which
 * the api and the worker each register) is served once, from the first; prom-client's own merge
 * refuses any shared name.
 */
function mergeRegistries(registries: readonly Registry[]): Registry {
  const merged = new Registry();
  for (const registry of registries) {
    // prom-client types the array as plain objects; they are the registered metrics themselves.
    for (const metric of registry.getMetricsAsArray() as unknown as (Metric & { name: string })[]) {
      if (!merged.getSingleMetric(metric.name)) merged.registerMetric(metric);
    }
  }
  return merged;
}

export async function startMetricsServer(registries: readonly Registry[], options: { port: number; host: string }): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'Not found: metrics are at GET /metrics' }));
      return;
    }
    const merged = registries.length === 1 ? registries[0]! : mergeRegistries(registries);
    merged.metrics().then(
      (text) => res.writeHead(200, { 'content-type': merged.contentType }).end(text),
      (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${(err as Error).message}`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
