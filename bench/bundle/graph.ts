// The real module graph of the lazy ESM build, read from the chunks themselves (never by globbing:
// dist/web/assets keeps stale chunks of earlier builds). Static edges are `import ... from'./x.js'`,
// `import'./x.js'` and `export ... from'./x.js'`; dynamic edges are `import('./x.js')`.
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ChunkInfo {
  file: string;
  static: string[];
  dynamic: string[];
}

const STATIC_RE = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?(['"])(\.\/[^'"]+\.js)\1/g;
const DYNAMIC_RE = /\bimport\(\s*(['"])(\.\/[^'"]+\.js)\1\s*\)/g;

export function parseChunk(dir: string, file: string, fallback?: string): ChunkInfo {
  const code = readFileSync(join(dir, file), 'utf8');
  const exists = (f: string) => existsSync(join(dir, f)) || (!!fallback && existsSync(join(fallback, f)));
  const pick = (re: RegExp) => [...new Set([...code.matchAll(re)].map((m) => m[2]!.slice(2)))].filter(exists);
  return { file, static: pick(STATIC_RE), dynamic: pick(DYNAMIC_RE) };
}

/** Every chunk reachable from `entry` through static and dynamic edges (copied from `fallback` when missing). */
export function readGraph(dir: string, entry = 'index.js', fallback?: string): Map<string, ChunkInfo> {
  const graph = new Map<string, ChunkInfo>();
  const todo = [entry];
  while (todo.length) {
    const f = todo.pop()!;
    if (graph.has(f)) continue;
    if (fallback && !existsSync(join(dir, f))) copyFileSync(join(fallback, f), join(dir, f));
    const info = parseChunk(dir, f, fallback);
    graph.set(f, info);
    todo.push(...info.static, ...info.dynamic);
  }
  return graph;
}

/** `roots` and everything they import statically (what the browser fetches before running them). */
export function staticClosure(graph: Map<string, ChunkInfo>, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...(graph.get(f)?.static ?? []));
  }
  return seen;
}

/**
 * tag → its chunk file: from the preload map the build wrote into the loader (or a chunk it imports statically) (scripts/preload-links.ts, each tag's
 * list starts with its own chunk; the loaders are derived from src/screens/manifest.ts), else from a loader's
 * `"admin-x":()=>import('./admin-x-HASH.js')` table (builds before the manifest).
 */
export function elementChunks(dir: string, entry = 'index.js'): Map<string, string> {
  // The map is in the loader's file or in one it imports statically (its chunk since the loader re-exports it).
  const code = [...staticClosure(readGraph(dir, entry), [entry])].map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
  const map = /"(\{\\"self\\".*?)(?<!\\)"/.exec(code)?.[1];
  if (map) {
    const { tags } = JSON.parse(map.replace(/\\(["'\\])/g, '$1')) as { tags: Record<string, string[]> };
    return new Map(Object.entries(tags).flatMap(([tag, files]) => (files[0] ? [[tag, files[0]] as [string, string]] : [])));
  }
  const re = /["']?([a-z][a-z0-9]*-[a-z0-9-]+)["']?\s*:\s*\(\)\s*=>\s*import\(\s*['"]\.\/([^'"]+\.js)['"]\s*\)/g;
  return new Map([...code.matchAll(re)].map((m) => [m[1]!, m[2]!]));
}

/**
 * Copies index.js and every chunk it reaches (with source maps) into a temporary folder, so a build
 * running meanwhile (other engineers share the tree) cannot change the graph under the measurement.
 * Chunk names carry a content hash and old chunks are never deleted, so the copy is consistent.
 */
export function snapshot(dir: string, entry = 'index.js'): string {
  const out = mkdtempSync(join(tmpdir(), 'bench-assets-'));
  copyFileSync(join(dir, entry), join(out, entry));
  const graph = readGraph(out, entry, dir);
  for (const f of graph.keys())
    for (const g of [f, `${f}.map`]) if (existsSync(join(dir, g)) && !existsSync(join(out, g))) copyFileSync(join(dir, g), join(out, g));
  return out;
}

/**
 * Round trips before `root` can run: the browser fetches a module's static imports as soon as it has
 * parsed it, so this is the deepest breadth-first level (shortest import path) of its static closure
 * (1 = no imports).
 */
export function staticDepth(graph: Map<string, ChunkInfo>, root: string): number {
  const level = new Map([[root, 1]]);
  const queue = [root];
  for (let i = 0; i < queue.length; i++) {
    const f = queue[i]!;
    for (const g of graph.get(f)?.static ?? [])
      if (!level.has(g)) {
        level.set(g, level.get(f)! + 1);
        queue.push(g);
      }
  }
  return Math.max(...level.values());
}
