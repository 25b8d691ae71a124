// `npm test` runs this first (`node tools/src/system-check/system-check.ts`, on the `node` dev
// dependency's Node 24, which runs TypeScript as is): before any suite, it makes sure the
// machine has the Debian tools the tiers drive, so a fresh machine fails here, saying what to
// install, rather than minutes later in the middle of a suite. One file with no imports of our
// own, because it runs before `npm run build` (nothing of tools/dist exists yet).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

/** One thing a test tier needs from the system, and the Debian package that brings it. */
export interface SystemNeed {
  /** What it is, as a person reads it. */
  what: string;
  /** Who needs it. */
  usedBy: string;
  /** The Debian package that provides it. */
  aptPackage: string;
  /** An absolute path it must be at, or a command that must be on PATH. */
  path?: string;
  command?: string;
}

export const SYSTEM_NEEDS: readonly SystemNeed[] = [
  {
    what: 'Chromium at /usr/bin/chromium',
    usedBy: 'the browser tests (e2e) and the web and analytics benchmarks',
    aptPackage: 'chromium',
    path: '/usr/bin/chromium',
  },
  {
    what: 'the DejaVu fonts',
    usedBy: 'the OCR fixtures, drawn in DejaVu Sans',
    aptPackage: 'fonts-dejavu-core',
    path: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  },
  { what: 'nginx', usedBy: 'the scale-out test, which runs the shipped deploy/nginx config', aptPackage: 'nginx-light', command: 'nginx' },
  { what: 'pdftotext', usedBy: 'the documents tests and benchmark (the baseline of their ratio)', aptPackage: 'poppler-utils', command: 'pdftotext' },
  {
    what: 'promtool',
    usedBy: 'the metrics tests (promtool check metrics, check and test rules of deploy/prometheus)',
    aptPackage: 'prometheus',
    command: 'promtool',
  },
];

export interface SystemFacts {
  /** The needs not met on this machine. */
  missing: readonly SystemNeed[];
  /** Commands installed, but in a folder not on PATH (Debian puts nginx in /usr/sbin, off a user's PATH). */
  offPath?: readonly { need: SystemNeed; at: string }[];
  /** Running as root (uid 0). */
  root: boolean;
  /** apt-get is on PATH (a Debian-like machine). */
  apt: boolean;
}

export type SystemPlan =
  | { action: 'proceed' }
  | { action: 'install'; packages: string[]; commands: string[][] }
  | { action: 'stop'; packages: string[]; message: string };

/**
 * What to do about the missing needs: nothing; install them (root with apt-get, as a CI machine
 * runs); or stop before any suite and name the exact command (anyone else: no sudo prompt in the
 * middle of a test run).
 */
export function planSystemSetup({ missing, offPath = [], root, apt }: SystemFacts): SystemPlan {
  if (offPath.length > 0) {
    const found = offPath.map(({ need, at }) => `  - ${need.what} is at ${at}, which is not on PATH`).join('\n');
    const dirs = [...new Set(offPath.map(({ at }) => path.dirname(at)))].join(':');
    return {
      action: 'stop',
      packages: [],
      message: `npm test runs these by name:\n${found}\n\nAdd the folder to PATH, then run npm test again:\n\n  export PATH="$PATH:${dirs}"\n`,
    };
  }
  if (missing.length === 0) return { action: 'proceed' };
  const packages = [...new Set(missing.map((need) => need.aptPackage))];
  if (root && apt) {
    return {
      action: 'install',
      packages,
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', ...packages],
      ],
    };
  }
  const list = missing.map((need) => `  - ${need.what} (package ${need.aptPackage}), for ${need.usedBy}`).join('\n');
  const how = apt
    ? `Install them, then run npm test again:\n\n  sudo apt-get install -y ${packages.join(' ')}\n`
    : `This machine has no apt-get: install the equivalent of the Debian packages ${packages.join(', ')} with its own package manager, then run npm test again.\n`;
  return { action: 'stop', packages, message: `npm test needs what this machine lacks:\n${list}\n\n${how}` };
}

function onPath(command: string): boolean {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    try {
      accessSync(path.join(dir, command), constants.X_OK);
      return true;
    } catch {
      // not in this one
    }
  }
  return false;
}

/** Where Debian installs system commands that a user's PATH may lack. */
const SYSTEM_BIN_DIRS = ['/usr/sbin', '/sbin', '/usr/bin', '/usr/local/bin', '/usr/local/sbin'];

function installedOffPath(need: SystemNeed): string | undefined {
  if (need.command === undefined || onPath(need.command)) return undefined;
  return SYSTEM_BIN_DIRS.map((dir) => path.join(dir, need.command!)).find((file) => existsSync(file));
}

function isMet(need: SystemNeed): boolean {
  if (need.path !== undefined && !existsSync(need.path)) return false;
  if (need.command !== undefined && !onPath(need.command)) return false;
  return true;
}

function run(command: string[]): boolean {
  const [file, ...args] = command;
  const result = spawnSync(file!, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

function main(): number {
  const facts = (): SystemFacts => {
    const offPath = SYSTEM_NEEDS.flatMap((need) => {
      const at = installedOffPath(need);
      return at === undefined ? [] : [{ need, at }];
    });
    const missing = SYSTEM_NEEDS.filter((need) => !isMet(need) && !offPath.some((found) => found.need === need));
    return { missing, offPath, root: process.getuid?.() === 0, apt: onPath('apt-get') };
  };
  const plan = planSystemSetup(facts());
  if (plan.action === 'proceed') return 0;
  if (plan.action === 'stop') {
    process.stderr.write(plan.message);
    return 1;
  }
  process.stderr.write(`npm test: installing ${plan.packages.join(' ')} (apt-get, as root) ...\n`);
  for (const command of plan.commands) {
    if (!run(command)) {
      process.stderr.write(`npm test: \`${command.join(' ')}\` failed; install ${plan.packages.join(' ')} by hand and run npm test again.\n`);
      return 1;
    }
  }
  const still = facts().missing;
  if (still.length > 0) {
    process.stderr.write(`npm test: still missing after the install: ${still.map((need) => need.what).join(', ')}.\n`);
    return 1;
  }
  return 0;
}

if (import.meta.main) process.exitCode = main();
