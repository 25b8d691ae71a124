import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPatterns, buildWhenChanged } from './build-when-changed.js';

/** A workspace of two projects, laid out and declared as this repository's are. */
function workspace(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'build-when-changed-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('package.json', JSON.stringify({ workspaces: ['libs/*', 'apps/*'] }));
  write('package-lock.json', '{}');
  write(
    'nx.json',
    JSON.stringify({ targetDefaults: { build: { inputs: ['{projectRoot}/src/**/*', '{projectRoot}/package.json'], outputs: ['{projectRoot}/dist'] } } }),
  );
  write('libs/a/package.json', JSON.stringify({ scripts: { build: 'swc' } }));
  write('libs/a/src/index.ts', 'export const a = 1;');
  write('libs/a/src/deep/more.ts', 'export const more = 1;');
  write('libs/a/README.md', 'not an input');
  write('libs/no-build/package.json', JSON.stringify({}));
  const web = { inputs: ['{projectRoot}/src/**/*', '{projectRoot}/scripts/**/*', '{workspaceRoot}/libs/a/src/**/*'], outputs: ['{projectRoot}/dist'] };
  write('apps/web/package.json', JSON.stringify({ scripts: { build: 'vite' }, nx: { targets: { build: web } } }));
  write('apps/web/src/main.tsx', 'x');
  write('apps/web/scripts/prerender.ts', 'x');
  return root;
}

/** A build that writes each project's dist/, counting its runs. */
function builder(root: string, ok = true) {
  const run = { count: 0 };
  const build = () => {
    run.count += 1;
    for (const project of ['libs/a', 'apps/web']) {
      mkdirSync(path.join(root, project, 'dist'), { recursive: true });
      writeFileSync(path.join(root, project, 'dist', 'index.js'), `built ${run.count}`);
    }
    return ok;
  };
  return { run, build };
}

const later = (root: string, file: string) => {
  const when = new Date(Date.now() + 60_000);
  utimesSync(path.join(root, file), when, when);
};

describe('the build runs only when what it reads or writes changed (Nx without its daemon rewrites dist/ on every run)', () => {
  let root: string;
  beforeEach(() => {
    root = workspace();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("reads each project's declared inputs and outputs, its own over nx.json's, skipping projects without a build", () => {
    expect(buildPatterns(root)).toEqual({
      inputs: [
        'package.json',
        'package-lock.json',
        'nx.json',
        'apps/web/src/**/*',
        'apps/web/scripts/**/*',
        'libs/a/src/**/*',
        'libs/a/src/**/*',
        'libs/a/package.json',
      ],
      outputs: ['apps/web/dist', 'libs/a/dist'],
    });
  });

  it('builds the first time, then leaves dist/ alone while nothing changed', () => {
    const { run, build } = builder(root);
    const said: string[] = [];
    expect(buildWhenChanged(root, build, (line) => said.push(line))).toBe(true);
    expect(buildWhenChanged(root, build, (line) => said.push(line))).toBe(true);
    expect(run.count).toBe(1);
    expect(said).toEqual(['build: nothing changed since the last build; dist/ left as it is.']);
  });

  it.each([
    ['a source file edited', (r: string) => later(r, 'libs/a/src/deep/more.ts')],
    ['a source file added', (r: string) => writeFileSync(path.join(r, 'libs/a/src/deep/new.ts'), 'x')],
    ['a source file deleted', (r: string) => rmSync(path.join(r, 'libs/a/src/deep/more.ts'))],
    ["a project's own extra input edited", (r: string) => later(r, 'apps/web/scripts/prerender.ts')],
    ['the lock file (external packages) changed', (r: string) => writeFileSync(path.join(r, 'package-lock.json'), '{"v":2}')],
    ['a dist/ file changed by hand', (r: string) => writeFileSync(path.join(r, 'apps/web/dist/index.js'), 'edited')],
    ['a dist/ deleted', (r: string) => rmSync(path.join(r, 'libs/a/dist'), { recursive: true })],
  ])('builds again when %s', (_, change) => {
    const { run, build } = builder(root);
    buildWhenChanged(root, build, () => {});
    change(root);
    buildWhenChanged(root, build, () => {});
    expect(run.count).toBe(2);
  });

  it('does not build again for a file that is not an input', () => {
    const { run, build } = builder(root);
    buildWhenChanged(root, build, () => {});
    later(root, 'libs/a/README.md');
    buildWhenChanged(root, build, () => {});
    expect(run.count).toBe(1);
  });

  it('after a failed build, builds again next time', () => {
    const failing = builder(root, false);
    expect(buildWhenChanged(root, failing.build, () => {})).toBe(false);
    const { run, build } = builder(root);
    buildWhenChanged(root, build, () => {});
    expect(run.count).toBe(1);
  });

  it('always builds when a declaration is not a plain path pattern, as no mirror of it is trusted', () => {
    writeFileSync(
      path.join(root, 'nx.json'),
      JSON.stringify({ targetDefaults: { build: { inputs: ['{projectRoot}/src/**/*', { externalDependencies: ['zod'] }] } } }),
    );
    const { run, build } = builder(root);
    buildWhenChanged(root, build, () => {});
    buildWhenChanged(root, build, () => {});
    expect(run.count).toBe(2);
  });
});
