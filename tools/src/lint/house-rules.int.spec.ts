import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);
/** Two node processes on a loaded two-core machine. */
const TIMEOUT_MS = 120_000;

/**
 * A small api tree with two rooms (alpha, beta), platform/ and testing/: each file imports one
 * thing, named so the expected verdict is readable from the path.
 */
const FIXTURE: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', strict: true } }),
  'package.json': JSON.stringify({ type: 'module' }),
  'apps/api/src/beta/index.ts': "export { betaThing } from './beta-thing.js';\n",
  'apps/api/src/beta/beta-thing.ts': 'export const betaThing = 1;\nexport type BetaShape = { n: number };\n',
  'apps/api/src/beta/deeper/inner.ts': 'export const inner = 2;\n',
  'apps/api/src/platform/tokens.ts': "export const DB = 'DB';\nexport const LOGGER = 'LOGGER';\n",
  'apps/api/src/platform/database/database.types.ts':
    "import type { BetaShape } from '../../beta/beta-thing.js';\nexport interface Database { t: { id: string }; b: BetaShape }\n",
  'apps/api/src/platform/uses-a-room.ts': "import { betaThing } from '../beta/index.js';\nexport const p = betaThing;\n",
  'apps/api/src/testing/harness.ts': "import { inner } from '../beta/deeper/inner.js';\nexport const h = inner;\n",
  'apps/api/src/alpha/through-surface.ts': "import { betaThing } from '../beta/index.js';\nexport const a = betaThing;\n",
  'apps/api/src/alpha/uses-platform.ts': "import { LOGGER } from '../platform/tokens.js';\nexport const a = LOGGER;\n",
  'apps/api/src/alpha/own-room.ts': "import { a } from './through-surface.js';\nexport const b = a;\n",
  'apps/api/src/alpha/reaches-in.ts': "import { betaThing } from '../beta/beta-thing.js';\nexport const a = betaThing;\n",
  'apps/api/src/alpha/nested/reaches-deeper.ts': "import { inner } from '../../beta/deeper/inner.js';\nexport const a = inner;\n",
  'apps/api/src/alpha/reaches-in-for-a-type.ts': "import type { BetaShape } from '../beta/beta-thing.js';\nexport const a: BetaShape = { n: 1 };\n",
  'apps/api/src/alpha/assembles.int.spec.ts': "import { inner } from '../beta/deeper/inner.js';\nexport const a = inner;\n",
  // Controllers: HTTP only, never the database handle.
  'apps/api/src/alpha/clean.controller.ts': "import { LOGGER } from '../platform/tokens.js';\nexport const c = LOGGER;\n",
  'apps/api/src/alpha/kysely.controller.ts': "import type { Kysely } from 'kysely';\nexport let c: Kysely<unknown> | undefined;\n",
  'apps/api/src/alpha/token.controller.ts': "import { DB } from '../platform/tokens.js';\nexport const c = DB;\n",
  'apps/api/src/alpha/nest-token.controller.ts': "import { DB } from '@intake/event-store/nest';\nexport const c = DB;\n",
  'apps/api/src/alpha/database-type.controller.ts':
    "import type { Database } from '../platform/database/database.types.js';\nexport let c: Database | undefined;\n",
};

describe('the house rules on apps/api (dependency-cruiser and oxlint, as `npm run lint` runs them)', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'house-rules-'));
    for (const [file, text] of Object.entries(FIXTURE)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
    // oxlint reads the override globs relative to its configuration file.
    await cp(path.join(ROOT, '.oxlintrc.json'), path.join(dir, '.oxlintrc.json'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it(
    'lets a room import another only through its index.ts, and platform/ none but for types',
    async () => {
      const cruiser = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
      const config = path.join(ROOT, '.dependency-cruiser.cjs');
      const { stdout } = await run(process.execPath, [cruiser, '--config', config, '--output-type', 'json', 'apps/api/src'], { cwd: dir }).catch(
        (err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }),
      );
      const report = JSON.parse(stdout) as { summary: { violations: { from: string; to: string; rule: { name: string } }[] } };
      const violations = report.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
      expect(violations).toEqual([
        'platform-is-plumbing: apps/api/src/platform/uses-a-room.ts -> apps/api/src/beta/index.ts',
        'rooms-surface: apps/api/src/alpha/nested/reaches-deeper.ts -> apps/api/src/beta/deeper/inner.ts',
        'rooms-surface: apps/api/src/alpha/reaches-in-for-a-type.ts -> apps/api/src/beta/beta-thing.ts',
        'rooms-surface: apps/api/src/alpha/reaches-in.ts -> apps/api/src/beta/beta-thing.ts',
      ]);
    },
    TIMEOUT_MS,
  );

  it(
    'keeps the database handle, its type and its token out of controllers',
    async () => {
      const oxlint = path.join(ROOT, 'node_modules/oxlint/bin/oxlint');
      const { stdout } = await run(process.execPath, [oxlint, '--format=unix', 'apps'], { cwd: dir }).catch((err: { stdout?: string }) => ({
        stdout: err.stdout ?? '',
      }));
      const flagged = [...stdout.matchAll(/^(apps\/[^:]+):\d+:\d+: .*no-restricted-imports/gm)].map((m) => m[1]).sort();
      expect(flagged).toEqual([
        'apps/api/src/alpha/database-type.controller.ts',
        'apps/api/src/alpha/kysely.controller.ts',
        'apps/api/src/alpha/nest-token.controller.ts',
        'apps/api/src/alpha/token.controller.ts',
      ]);
    },
    TIMEOUT_MS,
  );
});
