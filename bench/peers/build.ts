// Builds the two peer apps of bench/peers with esbuild (bundle, minify, ESM, es2022, NODE_ENV=production,
// no splitting) into bench/peers/.out/<app>/ (app.js, app.css). The conventional app's libraries must come
// from its own node_modules (installed with `npm ci` from its lock file when missing): checked on the
// build's metafile, so a library silently picked up from the root node_modules fails the build.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';

export const PEERS_DIR = new URL('.', import.meta.url).pathname;
export const OUT_DIR = join(PEERS_DIR, '.out');
const ROOT = resolve(PEERS_DIR, '../..');
const CONVENTIONAL = join(PEERS_DIR, 'conventional');

export interface BuiltApp {
  app: string;
  /** Minified bytes of app.js and app.css (uncompressed). */
  js: number;
  css: number;
  /** Packages bundled (name@folder relative to the repository root). */
  packages: string[];
  ms: number;
}

/** `npm ci` in bench/peers/conventional when its node_modules is missing. */
export function ensureConventionalInstalled(log: (l: string) => void): void {
  if (existsSync(join(CONVENTIONAL, 'node_modules', 'react'))) return;
  log('bench/peers/conventional/node_modules is missing: npm ci --prefix bench/peers/conventional');
  const r = spawnSync('npm', ['ci', '--prefix', CONVENTIONAL, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`npm ci in bench/peers/conventional exited with ${r.status}`);
}

/** Package folders (…/node_modules/<name>) the bundle's inputs come from. */
function packagesOf(meta: Metafile): string[] {
  const out = new Set<string>();
  for (const input of Object.keys(meta.inputs)) {
    const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(relative(ROOT, resolve(input)));
    if (m) out.add(m[1]!);
  }
  return [...out].sort();
}

async function buildApp(app: 'floor' | 'conventional', entry: string): Promise<BuiltApp> {
  const t0 = performance.now();
  const outdir = join(OUT_DIR, app);
  rmSync(outdir, { recursive: true, force: true });
  const r = await build({
    entryPoints: { app: entry },
    outdir,
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: false,
    target: 'es2022',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    absWorkingDir: ROOT,
  });
  const packages = packagesOf(r.metafile);
  const own = relative(ROOT, join(app === 'conventional' ? CONVENTIONAL : ROOT, 'node_modules'));
  const stray = packages.filter((p) => !p.startsWith(`${own}/`));
  if (stray.length) throw new Error(`bench/peers/${app}: bundled packages from outside ${own}: ${stray.join(', ')}`);
  const size = (ext: string) => Object.entries(r.metafile.outputs).find(([p]) => p.endsWith(`app.${ext}`))?.[1].bytes ?? 0;
  return { app, js: size('js'), css: size('css'), packages, ms: performance.now() - t0 };
}

/** Builds both peers; the conventional one is installed first if needed. */
export async function buildPeers(log: (l: string) => void = console.log): Promise<BuiltApp[]> {
  ensureConventionalInstalled(log);
  return [await buildApp('floor', join(PEERS_DIR, 'floor/app.tsx')), await buildApp('conventional', join(CONVENTIONAL, 'src/main.tsx'))];
}
