// `npm run build` and `npm start` run this (`node tools/src/build/build-when-changed.ts`, on the
// `node` dev dependency's Node 24, which runs TypeScript as is). Nx without its daemon (off here,
// see nx.json) cannot tell that dist/ already holds the build it has cached, so every run
// deletes and rewrites every project's dist/ from the cache. A product running from the same
// checkout then meets a missing file: a worker it spawns, a module it imports late, or a second
// product starting beside a `npm start`. So Nx runs only when one of its build inputs, or a
// dist/, has changed since the last build this script saw succeed. One file with no imports of
// our own, because it runs before anything is built.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, globSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Files that change what every build makes, whatever a project lists: external packages, Nx's own settings. */
const WORKSPACE_INPUTS = ['package.json', 'package-lock.json', 'nx.json'];
const STAMP = '.nx/build-stamp.json';

interface BuildTarget {
  inputs?: unknown[];
  outputs?: unknown[];
}
interface PackageJson {
  workspaces?: string[];
  scripts?: Record<string, string>;
  nx?: { targets?: { build?: BuildTarget } };
}
/** What the last successful build saw: a digest of its inputs before it ran, and of dist/ after. */
export interface BuildStamp {
  inputs: string;
  outputs: string;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * The paths Nx hashes for each project's build, and the paths it writes, as nx.json and the
 * projects' package.json declare them. Null when a declaration is not a plain path pattern
 * (an `externalDependencies` or named input): then no mirror is trusted and Nx always runs.
 */
export function buildPatterns(root: string): { inputs: string[]; outputs: string[] } | null {
  const workspace = readJson<PackageJson>(path.join(root, 'package.json'));
  const defaults = readJson<{ targetDefaults?: { build?: BuildTarget } }>(path.join(root, 'nx.json')).targetDefaults?.build ?? {};
  const projects = (workspace.workspaces ?? [])
    .flatMap((pattern) => globSync(pattern, { cwd: root }))
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .sort();
  const inputs = [...WORKSPACE_INPUTS];
  const outputs: string[] = [];
  for (const dir of projects) {
    const manifest = readJson<PackageJson>(path.join(root, dir, 'package.json'));
    if (!manifest.scripts?.build) continue;
    const own = manifest.nx?.targets?.build ?? {};
    const declared = { inputs: own.inputs ?? defaults.inputs ?? [], outputs: own.outputs ?? defaults.outputs ?? [] };
    if (![...declared.inputs, ...declared.outputs].every((p) => typeof p === 'string')) return null;
    const place = (p: unknown) => (p as string).replaceAll('{projectRoot}', dir).replaceAll('{workspaceRoot}/', '');
    inputs.push(...declared.inputs.map(place));
    outputs.push(...declared.outputs.map(place));
  }
  return { inputs, outputs };
}

/**
 * A digest of every file and folder the patterns name: path, size and modification time, as git's
 * index tells a change without reading contents. Folders count, so a deleted file changes it.
 */
export function fingerprint(root: string, patterns: string[]): string {
  const paths = new Set<string>();
  for (const pattern of patterns) {
    for (const found of globSync(pattern, { cwd: root })) paths.add(found);
    // A folder pattern ("apps/web/dist") stands for all it holds, as in Nx's outputs.
    if (existsSync(path.join(root, pattern)) && statSync(path.join(root, pattern)).isDirectory()) {
      for (const found of globSync(`${pattern}/**`, { cwd: root })) paths.add(found);
    }
  }
  const hash = createHash('sha256');
  for (const p of [...paths].sort()) {
    const stat = statSync(path.join(root, p));
    hash.update(`${p}\t${stat.isDirectory() ? 'dir' : stat.size}\t${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/**
 * Runs the build unless nothing it reads or writes changed since the last successful one. The
 * input digest is taken before the build, so a file edited while it runs is built next time.
 */
export function buildWhenChanged(root: string, runBuild: () => boolean, say: (line: string) => void): boolean {
  const patterns = buildPatterns(root);
  const stampFile = path.join(root, STAMP);
  const inputs = patterns && fingerprint(root, patterns.inputs);
  const last = existsSync(stampFile) ? readJson<BuildStamp>(stampFile) : null;
  if (patterns && last && last.inputs === inputs && last.outputs === fingerprint(root, patterns.outputs)) {
    say('build: nothing changed since the last build; dist/ left as it is.');
    return true;
  }
  rmSync(stampFile, { force: true });
  if (!runBuild()) return false;
  if (patterns && inputs) {
    mkdirSync(path.dirname(stampFile), { recursive: true });
    writeFileSync(stampFile, JSON.stringify({ inputs, outputs: fingerprint(root, patterns.outputs) } satisfies BuildStamp));
  }
  return true;
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '../../..');
  const extra = process.argv.slice(2);
  const nx = () =>
    spawnSync(path.join(root, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '--output-style=stream', ...extra], { cwd: root, stdio: 'inherit' })
      .status === 0;
  // Arguments for Nx (`npm run build -- --skip-nx-cache`) ask for a build whatever changed.
  const built = extra.length > 0 ? nx() : buildWhenChanged(root, nx, (line) => process.stdout.write(`${line}\n`));
  process.exitCode = built ? 0 : 1;
}
