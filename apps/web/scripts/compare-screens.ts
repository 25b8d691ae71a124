// Compares two folders of screenshots (apps/web/e2e/public-screens.e2e.spec.ts takes them):
//   node apps/web/scripts/compare-screens.ts <before-dir> <after-dir> [diff-dir]
// Prints one JSON line per screenshot and exits 1 when any differs. A script rather than code in
// the browser test: pixelmatch runs about 500 times slower inside Jest's ESM sandbox.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface ScreenDiff {
  file: string;
  /** Pixels that differ beyond pixelmatch's anti-aliasing and colour threshold (-1: sizes differ). */
  differing: number;
  total: number;
}

async function compare(beforeDir: string, afterDir: string, diffDir: string): Promise<ScreenDiff[]> {
  await mkdir(diffDir, { recursive: true });
  const diffs: ScreenDiff[] = [];
  for (const file of (await readdir(beforeDir)).filter((f) => f.endsWith('.png')).sort()) {
    const before = PNG.sync.read(await readFile(path.join(beforeDir, file)));
    const after = PNG.sync.read(await readFile(path.join(afterDir, file)));
    const total = before.width * before.height;
    if (before.width !== after.width || before.height !== after.height) {
      diffs.push({ file, differing: -1, total });
      continue;
    }
    const diff = new PNG({ width: before.width, height: before.height });
    const differing = pixelmatch(before.data, after.data, diff.data, before.width, before.height, { threshold: 0.1 });
    if (differing > 0) await writeFile(path.join(diffDir, file), PNG.sync.write(diff));
    diffs.push({ file, differing, total });
  }
  return diffs;
}

const [beforeDir, afterDir, diffDir] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  process.stderr.write('usage: node apps/web/scripts/compare-screens.ts <before-dir> <after-dir> [diff-dir]\n');
  process.exit(2);
}
const diffs = await compare(beforeDir, afterDir, diffDir ?? path.join(afterDir, 'diff'));
for (const d of diffs) process.stdout.write(`${JSON.stringify(d)}\n`);
process.exitCode = diffs.some((d) => d.differing !== 0) ? 1 : 0;
