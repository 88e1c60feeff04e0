// What a page embedding panels can load (issue 36, item 12): the standalone back-office's pages that are no
// element (activation, password reset, /unauthorized, privacy policy, support, marketing) and their dictionary are
// reached from `<admin-app>` alone, never from a panel's own chunk graph. Read from the built files (`npm run build`
// first) of both browser builds a portal bundles from: the React 19 entry (dist/react) and the lazy loader
// (dist/web/assets). A panel's graph is every file its tag's chunk imports, statically or dynamically, without
// entering another tag's chunk (the loader may define `<admin-app>`; a portal that never renders it never loads it).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../../src/screens/manifest.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BUILDS = ['dist/react', 'dist/web/assets'];
/** The pages' modules and dictionary as esbuild names their chunks. */
const PAGE_FILE =
  /^(enable-member-screen|reset-password-screen|unauthorized-screen|privacy-policy-page|support-page|marketing-page|public)-[\w-]{8}\.js$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']\.\/([\w.-]+\.js)["']/g;
const TAGS = SCREENS.flatMap((s) => ('element' in s ? [s.element.tag as string] : []));

/** The tag whose chunk `file` is, if any (`admin-customers-<hash>.js`). */
const tagOf = (file: string) => TAGS.find((t) => new RegExp(`^${t}-[\\w-]{8}\\.js$`).test(file));

/** Every file reachable from `start` in `dir`, stopping at other tags' chunks. */
function graph(dir: string, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, next] of readFileSync(join(dir, file), 'utf8').matchAll(IMPORT) as Iterable<[string, string]>) {
      if (next === start || (tagOf(next) && next !== file) || !existsSync(join(dir, next))) continue;
      queue.push(next);
    }
  }
  return seen;
}

describe.each(BUILDS)('the panels of %s', (build) => {
  const dir = join(ROOT, build);
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const chunkOf = (tag: string) => files.find((f) => tagOf(f) === tag);

  it('reach none of the pages of <admin-app>, which reaches every one', () => {
    const fromApp = [...graph(dir, chunkOf('admin-app')!)].filter((f) => PAGE_FILE.test(f));
    // The six pages and the dictionary in two languages.
    expect(fromApp.length, fromApp.join(' ')).toBe(8);
    for (const tag of TAGS.filter((t) => t !== 'admin-app')) {
      const chunk = chunkOf(tag);
      expect(chunk, tag).toBeDefined();
      const pages = [...graph(dir, chunk!)].filter((f) => PAGE_FILE.test(f));
      expect(pages, tag).toEqual([]);
    }
  });
});
