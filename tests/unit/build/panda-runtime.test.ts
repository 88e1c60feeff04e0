// Every css() a panel's first load runs is a class string written at build time (scripts/panda-static.ts): a
// computed style object (a computed key, a variable) leaves the call to Panda's runtime, which then ships with the
// panel. Issue 38's bulk bar did so with `[NARROW]` keys and cost two panels in a portal 47 KB gzip; this reads the
// build (`npm test` builds first) and fails on any tag whose static graph carries the runtime.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '..', '..', '..', 'dist', 'react');
const IMPORT = /(?:import|export)\s*(?:[^"'();]*?from\s*)?["'](\.\/[^"']+\.js)["']/g;

/** The files a module loads before it runs: its static imports, followed to the end. */
function closure(start: string, files: Set<string>): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    for (const m of readFileSync(join(DIR, f), 'utf8').matchAll(IMPORT)) {
      const next = m[1]!.slice(2);
      if (files.has(next)) todo.push(next);
    }
  }
  return seen;
}

/** The source modules of a set of built files, from their source maps. */
const sources = (built: Iterable<string>) =>
  [...built].flatMap((f) => {
    const map = join(DIR, `${f}.map`);
    return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
  });

describe('the panels without Panda’s runtime', () => {
  const files = new Set(readdirSync(DIR).filter((f) => f.endsWith('.js')));
  const tags = [...files].filter((f) => /^admin-[a-z-]+-[A-Z0-9]{8}\.js$/.test(f));

  it('finds the tags’ chunks in the build', () => {
    expect(tags.length).toBeGreaterThanOrEqual(10);
  });

  it('no tag’s static graph holds styled-system/css/css.js (every css() of a first load is literal)', () => {
    const withRuntime = tags.filter((t) => sources(closure(t, files)).some((s) => s.endsWith('styled-system/css/css.js')));
    expect(withRuntime).toEqual([]);
  });
});
