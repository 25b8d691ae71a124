// Writes the public routes as HTML (issue 32): run by `npm run build` after the client build
// (dist/) and the server build of src/entry-server.tsx (dist-server/, removed afterwards). Each page is the SPA shell
// with the route's first render inside #root, its stylesheets and its screen's chunk linked in
// <head>, so it paints before any JavaScript runs; main.tsx hydrates it.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(WEB, 'dist');

/** The module each route's screen is in (src/app/lazy-pages.ts). */
const SCREEN_SOURCES: Record<string, string | null> = {
  '/': 'src/features/landing/landing-page.tsx',
  '/about': 'src/features/about/about-page.tsx',
  '/work-with-us': 'src/features/work-with-us/work-with-us-page.tsx',
  '/form': 'src/features/questionnaire/questionnaire-page.tsx',
  '/structured': 'src/features/questionnaire/questionnaire-page.tsx',
  '/chat': 'src/features/chat/chat-page.tsx',
};

/** The shell's note says the app needs JavaScript; a prerendered page can be read without it. */
const NOSCRIPT = 'The forms, the AI guide and the legal texts of Innovation Intake need JavaScript.';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface ServerEntry {
  routes: string[];
  render(path: string): Promise<string>;
}

/** The chunk's file, its static imports' files and all their stylesheets, in load order. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const js: string[] = [];
  const css: string[] = [];
  for (const imported of chunk.imports ?? []) {
    const sub = chunkFiles(manifest, imported, seen);
    js.push(...sub.js);
    css.push(...sub.css);
  }
  js.push(chunk.file);
  css.push(...(chunk.css ?? []));
  return { js, css };
}

const ASSETS = 'assets/';
/** A built file's name inside dist/assets/, where Vite writes every chunk. */
function assetName(file: string): string {
  if (!file.startsWith(ASSETS) || file.slice(ASSETS.length).includes('/')) throw new Error(`${file} is not in dist/${ASSETS}`);
  return file.slice(ASSETS.length);
}

/**
 * The prerendered pages start the app from a small module that waits for the first frame. No
 * module is linked for preloading in the HTML: Chrome compiles a preloaded module on arrival, and
 * with React's 80 kB among them the first frame waited for that (time to headline 1.51× the
 * plain-HTML page with the links, 1.02× without, `npm run bench -- web --static`). So the boot
 * module asks for the page's modules itself once the content is painted. Written as a hashed
 * file per page (the CSP allows no inline script; each page's JavaScript budget counts it).
 * `files`: the entry and the screen's chunk, in dist/assets/.
 */
async function writeBoot(files: string[]): Promise<string> {
  // Written small by hand: it counts in each page's JavaScript budget. `go` preloads the page's
  // modules (the links the HTML no longer has), then imports the entry. A hidden tab gets no
  // animation frames: the timer starts the app there (and wherever no frame comes within 200 ms).
  const code = [
    `const f=${JSON.stringify(files)};let s=0;`,
    `const go=()=>{if(s)return;s=1;for(const n of f){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href="/${ASSETS}"+n;document.head.append(l)}import("/${ASSETS}"+f[0])};`,
    'requestAnimationFrame(()=>setTimeout(go));setTimeout(go,200);',
    '',
  ].join('\n');
  const name = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await writeFile(path.join(DIST, name), code);
  return `/${name}`;
}

/**
 * Blocks rendering until the note after #root is parsed, so the page's whole content is in (Chrome
 * 124+; others ignore it): on a slow device the parser yields mid-page, and a frame painted without
 * the footer lays the centred landing content out lower, then moves it (a layout shift of 0.066 at
 * 390 px, seen under load in CI). Chrome unblocks as the target element is inserted, not when it
 * ends, so the target is the element that follows the content, not #root itself.
 */
const CONTENT_END = 'content-end';
const RENDER_AFTER_ROOT = `<link rel="expect" href="#${CONTENT_END}" blocking="render">`;

/** `/` → index.html, `/about` → about/index.html: what a static host serves for the address. */
export const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

async function main(): Promise<void> {
  const manifestFile = path.join(DIST, '.vite/manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const server = (await import(pathToFileURL(path.join(WEB, 'dist-server/entry-server.js')).href)) as ServerEntry;
  // The shell (empty #root) stays the answer for every other path (the admin area, redirects).
  const shell = await readFile(path.join(DIST, 'index.html'), 'utf8');
  if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root"></div>');
  if (!/<div id="root"><\/div>\s*<noscript>[^<]*<\/noscript>/.test(shell))
    throw new Error('dist/index.html has no <noscript> right after #root to hold back the first frame for');
  await rename(path.join(DIST, 'index.html'), path.join(DIST, 'app.html'));
  const entryTag = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"><\/script>/.exec(shell);
  if (!entryTag) throw new Error('dist/index.html has no entry <script type="module" src="/assets/index-….js">');
  // The shell's own preload links (the entry's imports) leave the prerendered pages; the boot
  // module asks for them after the first frame.
  const pageShell = shell.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  const entry = assetName(entryTag[1]!.slice(1));

  const pages: Record<string, string> = {};
  for (const route of server.routes) {
    if (!(route in SCREEN_SOURCES)) throw new Error(`No screen module named for the prerendered route ${route}`);
    const source = SCREEN_SOURCES[route];
    const files = source ? chunkFiles(manifest, source) : { js: [], css: [] };
    const head = [...files.css.filter((f) => !shell.includes(`/${f}"`)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`), RENDER_AFTER_ROOT].join(
      '\n    ',
    );
    const body = await server.render(route);
    if (/<script|<template|\sstyle="/i.test(body))
      throw new Error(`${route}: the prerendered HTML holds an inline script, template or style (the CSP forbids them)`);
    // A module preload fetches the module's static imports too, so the entry and the screen's own
    // chunk bring the rest; naming only those keeps the boot module small.
    const screen = files.js.at(-1);
    const boot = await writeBoot([entry, ...(screen ? [assetName(screen)] : [])]);
    const html = pageShell
      .replace(entryTag[0], () => `<script type="module" crossorigin src="${boot}"></script>`)
      .replace(/<noscript>[^<]*<\/noscript>/, `<noscript id="${CONTENT_END}">${NOSCRIPT}</noscript>`)
      .replace('</head>', `  ${head}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${route}">${body}</div>`);
    const file = pageFile(route);
    await mkdir(path.dirname(path.join(DIST, file)), { recursive: true });
    await writeFile(path.join(DIST, file), html);
    pages[route] = file;
    process.stdout.write(`prerendered ${route} -> dist/${file} (${(body.length / 1000).toFixed(1)} kB of HTML)\n`);
  }
  // Read by the api (apps/api/src/platform/http/web-app.ts): which file answers which address.
  await writeFile(path.join(DIST, 'prerendered.json'), `${JSON.stringify({ shell: 'app.html', pages }, null, 2)}\n`);
  // The build's manifest and the server build are for this script only: the server would publish
  // the one, and linters would read the other.
  await rm(path.join(DIST, '.vite'), { recursive: true, force: true });
  await rm(path.join(WEB, 'dist-server'), { recursive: true, force: true });
}

await main();
