// Fewer, larger chunks for the lazy build (issue 14). esbuild's code splitting puts each set of modules
// shared by a distinct set of entry points in a chunk of its own: a page holding one panel asked for 45
// files, 26 of them under 1 KB compressed, and over HTTP/1.1 (six connections a host) the last of them
// arrived ~200 ms after the loader, where one file of the same bytes arrives in ~15 ms. Rollup re-bundles
// esbuild's output from the loader (`index.js`), removing nothing: every file the build imports
// dynamically (a tag, a screen, a dictionary part) stays a file of its own name, and esbuild's shared
// chunks are grouped (`groupChunks`): a small group joins a group that is loaded whenever it is, the one
// that costs the fewest other pages its bytes. The maps are chained to the sources (bench/bundle reads them).
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { rollup, type Plugin } from 'rollup';

const MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S+\s*$/;

/** Reads each chunk of `dir` with esbuild's map, so Rollup's output maps point at the sources. */
function withInputMaps(): Plugin {
  return {
    name: 'esbuild-chunks',
    load(id) {
      if (!id.endsWith('.js')) return null;
      const code = readFileSync(id, 'utf8').replace(MAP_COMMENT, '');
      const mapFile = `${id}.map`;
      return existsSync(mapFile) ? { code, map: readFileSync(mapFile, 'utf8') } : code;
    },
  };
}

/** What `groupChunks` needs of the module graph: each module's static and dynamic imports and size. */
export interface GraphModule {
  id: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
  size: number;
}

/**
 * Groups the shared modules of `modules` (everything but `entry` and the targets of dynamic imports) into
 * chunks: first by the set of entries whose static closure holds them (esbuild's own split), then each group
 * under `minSize` bytes joins a group whose set holds its set (loaded whenever it is, so no page asks for
 * more files) when the first loads that would carry its bytes for nothing, times its bytes, stay within
 * `budget`: the one adding it to the fewest first loads, never making groups import each other in a cycle.
 * Returns the group of each shared module.
 */
export interface GroupOptions {
  /** A group of fewer bytes joins another one when it can. */
  minSize: number;
  /** At most this many bytes times the first loads (`firstLoad`) that would carry them for nothing. */
  budget: number;
  /** Whether an entry is a page's first load (a tag, a screen), whose bytes count. */
  firstLoad: (id: string) => boolean;
}

/** The group of the loader's file and what it imports statically (`groupChunks`). */
export const LOADER_GROUP = 'index';

export function groupChunks(
  modules: readonly GraphModule[],
  entry: string,
  { minSize, budget, firstLoad }: GroupOptions,
): Map<string, string> {
  const byId = new Map(modules.map((m) => [m.id, m]));
  const entries = new Set([entry, ...modules.flatMap((m) => m.dynamicImports)].filter((id) => byId.has(id)));
  const contexts = new Map<string, Set<string>>();
  for (const e of entries) {
    const todo = [e];
    const seen = new Set<string>();
    while (todo.length) {
      const id = todo.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      // Through everything imported statically, an entry too (a tag's chunk imports its screen's).
      todo.push(...(byId.get(id)?.imports ?? []));
      if (!entries.has(id)) (contexts.get(id) ?? contexts.set(id, new Set()).get(id)!).add(e);
    }
  }
  interface Group {
    key: string;
    set: Set<string>;
    members: string[];
    size: number;
  }
  const groups = new Map<string, Group>();
  // What the loader imports statically goes in the loader's own file with it: a chunk of its own would cost
  // a second round trip before any tag is defined, and a group the loader loads must not take in what only
  // the tags need (React, the store), which would then be fetched and run before the first tag is defined.
  const loader: string[] = [];
  for (const [id, set] of contexts) {
    if (set.has(entry)) {
      loader.push(id);
      continue;
    }
    const key = [...set].sort().join('|');
    const g = groups.get(key) ?? groups.set(key, { key, set, members: [], size: 0 }).get(key)!;
    g.members.push(id);
    g.size += byId.get(id)!.size;
  }
  const groupOf = new Map<string, Group>();
  for (const g of groups.values()) for (const id of g.members) groupOf.set(id, g);
  const importsOf = (g: Group): Set<Group> => {
    const out = new Set<Group>();
    for (const id of g.members)
      for (const dep of byId.get(id)!.imports) {
        const h = groupOf.get(dep);
        if (h && h !== g) out.add(h);
      }
    return out;
  };
  /** Whether `from` reaches `to` through other groups' imports (`direct`: an import of `to` by `from` counts). */
  const reaches = (from: Group, to: Group, direct: boolean): boolean => {
    const seen = new Set<Group>([from]);
    const todo = [...importsOf(from)].filter((h) => direct || h !== to);
    while (todo.length) {
      const g = todo.pop()!;
      if (g === to) return true;
      if (seen.has(g)) continue;
      seen.add(g);
      todo.push(...importsOf(g));
    }
    return false;
  };
  // Joining g to h makes a cycle between groups when h reaches g, or g reaches h through a third group.
  const cycles = (g: Group, h: Group) => reaches(h, g, true) || reaches(g, h, false);
  // The pages that would load g's bytes too if it joined h: a panel's or a screen's first load.
  const cost = (g: Group, h: Group) => [...h.set].filter((e) => !g.set.has(e) && firstLoad(e)).length;
  const holds = (big: Set<string>, small: Set<string>) => big.size > small.size && [...small].every((e) => big.has(e));
  for (let merged = true; merged;) {
    merged = false;
    for (const g of [...groups.values()].sort((a, b) => a.size - b.size)) {
      if (g.size >= minSize || !groups.has(g.key)) continue;
      const best = [...groups.values()]
        .filter((h) => h !== g && holds(h.set, g.set) && g.size * cost(g, h) <= budget)
        .sort((a, b) => cost(g, a) - cost(g, b) || a.set.size - b.set.size || b.size - a.size)
        .find((h) => !cycles(g, h));
      if (!best) continue;
      best.members.push(...g.members);
      best.size += g.size;
      for (const id of g.members) groupOf.set(id, best);
      groups.delete(g.key);
      merged = true;
    }
  }
  const names = new Map<Group, string>([...new Set(groupOf.values())].map((g, i) => [g, `g${i}`]));
  const out = new Map([...groupOf].map(([id, g]) => [id, names.get(g)!]));
  if (loader.length) for (const id of [entry, ...loader]) out.set(id, LOADER_GROUP);
  return out;
}

export interface MergeResult {
  before: number;
  after: number;
}

/**
 * Re-bundles the ES modules of `dir` from `entry` in place: dynamic entries keep their names, shared chunks
 * are renamed `chunk-<hash>.js`, small side-effect-free chunks are merged. Files other than JS and maps stay.
 */
/** A tag's chunk or a screen's: a page's first load. */
const FIRST_LOAD = /\/(admin-[a-z]+|[a-z-]+-(screen|page))-\w+\.js$/;

export async function mergeChunks(folder: string, { entry = 'index.js', minSize = 24_000, budget = 8_000 } = {}): Promise<MergeResult> {
  const dir = resolve(folder);
  const isCode = (f: string) => f.endsWith('.js') || f.endsWith('.js.map');
  const before = readdirSync(dir).filter((f) => f.endsWith('.js')).length;
  const out = mkdtempSync(join(tmpdir(), 'merge-chunks-'));
  let groups: Map<string, string> | undefined;
  try {
    const bundle = await rollup({
      input: { [basename(entry, '.js')]: join(dir, entry) },
      plugins: [withInputMaps()],
      // esbuild's shared chunks, grouped (groupChunks); what is imported dynamically keeps a file of its own.
      // (Not `experimentalMinChunkSize`: it merges dynamic entries too, a dictionary part into the loader.)
      // The entry exports exactly what the package documents (src/elements/index.ts): the loader's code, which
      // the other chunks import from, is a chunk of its own, and index.js the facade re-exporting the public API.
      preserveEntrySignatures: 'strict',
      // esbuild has tree-shaken already: Rollup moves code between files and removes none (its own
      // shaking would fold the loader's preload placeholder, written after this step, as a constant).
      treeshake: false,
      onwarn(warning, warn) {
        // The chunks' own source-map comments are stripped on load; anything else is worth seeing.
        if (warning.code !== 'SOURCEMAP_BROKEN') warn(warning);
      },
    });
    const { output } = await bundle.write({
      dir: out,
      format: 'es',
      entryFileNames: '[name].js',
      // A file the build imports dynamically (a tag, a screen, a dictionary part) keeps its name.
      chunkFileNames: (chunk) => (chunk.isDynamicEntry ? '[name].js' : 'chunk-[hash].js'),
      manualChunks: (id, { getModuleIds, getModuleInfo }) => {
        groups ??= groupChunks(
          [...getModuleIds()].map((m) => {
            const info = getModuleInfo(m)!;
            return { id: m, imports: info.importedIds, dynamicImports: info.dynamicallyImportedIds, size: info.code?.length ?? 0 };
          }),
          join(dir, entry),
          { minSize, budget, firstLoad: (id) => FIRST_LOAD.test(id) },
        );
        return groups.get(id);
      },
      sourcemap: true,
      compact: true,
      generatedCode: 'es2015',
    });
    await bundle.close();
    // Chunks importing each other in a cycle would run one before its imports are set: never ship that.
    const chunks = new Map(output.flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o.imports] as const] : [])));
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') throw new Error(`merge-chunks: chunks import each other in a cycle: ${[...path, file].join(' -> ')}`);
      state.set(file, 'open');
      for (const dep of chunks.get(file) ?? []) visit(dep, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of chunks.keys()) visit(file, []);
    for (const f of readdirSync(dir)) if (isCode(f)) rmSync(join(dir, f));
    for (const f of readdirSync(out)) renameSync(join(out, f), join(dir, f));
    return { before, after: output.filter((o) => o.type === 'chunk').length };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
