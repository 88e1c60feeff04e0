// How the lazy build's shared chunks are regrouped (scripts/merge-chunks.ts, groupChunks): by the entries
// that load them, a small group joining one loaded whenever it is, within the bytes budget, never in a cycle.
import { describe, expect, it } from 'vitest';
import { LOADER_GROUP, groupChunks, type GraphModule } from '../../../scripts/merge-chunks.js';

const FIRST = /^admin-/;
const mod = (id: string, size: number, imports: string[] = [], dynamicImports: string[] = []): GraphModule => ({
  id,
  size,
  imports,
  dynamicImports,
});
const group = (modules: GraphModule[], minSize: number, budget: number) =>
  groupChunks(modules, 'index', { minSize, budget, firstLoad: (id) => FIRST.test(id) });
/** The shared modules that ended up in one chunk, as sorted lists. */
const together = (groups: Map<string, string>) =>
  [...new Set(groups.values())]
    .map((g) =>
      [...groups]
        .filter(([, v]) => v === g)
        .map(([k]) => k)
        .sort(),
    )
    .sort((a, b) => a[0]!.localeCompare(b[0]!));

describe('groupChunks', () => {
  it('keeps the entries out and groups shared modules by the entries that load them', () => {
    const modules = [
      mod('index', 10, [], ['admin-a', 'admin-b']),
      mod('admin-a', 10, ['react', 'a-only']),
      mod('admin-b', 10, ['react', 'dom']),
      mod('react', 50_000),
      mod('dom', 50_000, ['react']),
      mod('a-only', 40_000),
    ];
    const groups = group(modules, 0, 0);
    expect(groups.has('index') || groups.has('admin-a') || groups.has('admin-b')).toBe(false);
    expect(together(groups)).toEqual([['a-only'], ['dom'], ['react']]);
  });

  it('a small group joins one loaded whenever it is, when the pages that carry it for nothing fit the budget', () => {
    const modules = [
      mod('index', 10, [], ['admin-a', 'admin-b', 'admin-c']),
      mod('admin-a', 10, ['core', 'ab']),
      mod('admin-b', 10, ['core', 'ab']),
      mod('admin-c', 10, ['core']),
      mod('core', 60_000),
      mod('ab', 1_000),
    ];
    // 1,000 bytes carried by one more first load (admin-c): within 2,000, not within 500.
    expect(together(group(modules, 24_000, 2_000))).toEqual([['ab', 'core']]);
    expect(together(group(modules, 24_000, 500))).toEqual([['ab'], ['core']]);
  });

  it("puts what the loader imports statically in the loader's own group, and nothing only the tags load", () => {
    const modules = [
      mod('index', 10, ['token', 'early'], ['admin-a', 'admin-b']),
      mod('early', 2_000, ['list-state']),
      mod('admin-a', 10, ['react', 'token', 'list-state']),
      mod('admin-b', 10, ['react', 'token']),
      mod('token', 1_000),
      mod('list-state', 500),
      // Small, loaded by every tag: without the rule it would join the loader's group (loaded whenever it is).
      mod('react', 8_000),
    ];
    const groups = group(modules, 24_000, 1e9);
    expect(groups.get('index')).toBe(LOADER_GROUP);
    for (const id of ['token', 'early', 'list-state']) expect(groups.get(id), id).toBe(LOADER_GROUP);
    expect(groups.get('react')).not.toBe(LOADER_GROUP);
  });

  it('never joins a group whose entries do not all load the small one', () => {
    const modules = [
      mod('index', 10, [], ['admin-a', 'admin-b']),
      mod('admin-a', 10, ['a-big', 'tiny']),
      mod('admin-b', 10, ['b-big', 'tiny']),
      mod('a-big', 60_000),
      mod('b-big', 60_000),
      mod('tiny', 100),
    ];
    // tiny is loaded by a and b; neither a-big nor b-big is loaded by both: joining either adds a file to the other page.
    expect(together(group(modules, 24_000, 1e9))).toEqual([['a-big'], ['b-big'], ['tiny']]);
  });

  it('never makes two groups import each other, whatever the graph (200 random module graphs)', () => {
    let seed = 1;
    const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let run = 0; run < 200; run++) {
      // Modules import only later ones (esbuild's chunks form no cycle); a few are entries.
      const n = 40;
      const ids = Array.from({ length: n }, (_, i) => (i < 6 ? `admin-${i}` : `m${i}`));
      const modules = ids.map((id, i) => {
        const imports = ids.slice(i + 1).filter(() => rand() < 0.08);
        return mod(id, Math.floor(rand() ** 3 * 40_000), imports);
      });
      modules.push(mod('index', 10, [], ids.slice(0, 6)));
      const groups = group(modules, 24_000, 1e9);
      const edges = new Map<string, Set<string>>();
      for (const m of modules)
        for (const dep of m.imports) {
          const from = groups.get(m.id);
          const to = groups.get(dep);
          if (from && to && from !== to) (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
        }
      const state = new Map<string, number>();
      const cyclic = (g: string): boolean => {
        if (state.get(g) === 2) return false;
        if (state.get(g) === 1) return true;
        state.set(g, 1);
        const found = [...(edges.get(g) ?? [])].some(cyclic);
        state.set(g, 2);
        return found;
      };
      expect([...new Set(groups.values())].some(cyclic), `run ${run}`).toBe(false);
      // Merging happened: fewer groups than esbuild's sets.
      if (run === 0) expect(new Set(groups.values()).size).toBeLessThan(n - 6);
    }
  });
});
