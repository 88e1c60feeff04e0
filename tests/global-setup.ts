import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, openDb } from '../src/server/db/driver.js';
import { migrate } from '../src/server/db/migrate.js';
import { seedDemo } from '../src/server/seed/demo.js';
import type { PgliteImages } from './helpers/pglite-image.js';

const ROOT = new URL('../', import.meta.url).pathname;

/** The newest file under `dir` (path and mtime). */
function newest(dir: string): { path: string; mtime: number } {
  let best = { path: dir, mtime: 0 };
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const path = join(e.parentPath, e.name);
    const mtime = statSync(path).mtimeMs;
    if (mtime > best.mtime) best = { path, mtime };
  }
  return best;
}

/**
 * The e2e and CLI suites run the build (`dist/`), as users do: a build older than the source would test
 * old code, so the run stops and says so.
 */
function checkBuild(): void {
  let built: number;
  try {
    built = statSync(join(ROOT, 'dist/cli/index.js')).mtimeMs;
  } catch {
    throw new Error('dist/ is missing: the e2e and CLI suites run the build. Run `npm run build` first (`npm test` does).');
  }
  const src = newest(join(ROOT, 'src'));
  if (src.mtime > built)
    throw new Error(`dist/ is older than ${src.path.slice(ROOT.length)}: run \`npm run build\` (the e2e and CLI suites run the build).`);
}

let images: Promise<{ dir: string; images: PgliteImages }> | undefined;

/**
 * Two PGlite images made once per run: migrated, and migrated + demo seed. A server or test database
 * loads one in ~1 s instead of running initdb, the migrations and the seed (~5 s on this machine).
 */
function makeImages(): Promise<{ dir: string; images: PgliteImages }> {
  return (images ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-pglite-'));
    const pg = await createPglite();
    const db = await openDb({ pglite: pg });
    const dump = async (name: string) => {
      const file = join(dir, `${name}.tar`);
      writeFileSync(file, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()), { mode: 0o600 });
      return file;
    };
    try {
      await migrate(db);
      const migrated = await dump('migrated');
      await seedDemo(db);
      const demo = await dump('demo');
      return { dir, images: { migrated, demo } };
    } finally {
      await db.close();
    }
  })());
}

export default async function setup(project: TestProject) {
  // The server suite runs the source; only the suites that run the build check it.
  if (project.name !== 'server') checkBuild();
  const { dir, images } = await makeImages();
  project.provide('pgliteImages', images);
  return () => rmSync(dir, { recursive: true, force: true });
}
