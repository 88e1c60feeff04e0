// The layering of docs/architecture.md on the resolved import graph of src/ (ESLint checks the import
// strings; this checks where they lead, dynamic imports included), and no import cycle anywhere in src/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SRC = join(ROOT, 'src');

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [p] : [];
  });

interface Edge {
  to: string;
  /** Through import(): the target runs after the importer, when asked for. */
  dynamic: boolean;
}

/**
 * Relative imports (static, dynamic, re-exports) of a file, resolved to files of src/. Type-only imports
 * are left out: they vanish from the built code, so they make no runtime edge (and no runtime cycle).
 */
function importsOf(file: string): Edge[] {
  const text = readFileSync(file, 'utf8').replace(/^(?:import|export) type\b[^;]*;/gm, '');
  const out: Edge[] = [];
  const re =
    /(?:^|\s)(?:import|export)\b[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|^import\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
  for (const m of text.matchAll(re)) {
    const spec = m[1] ?? m[2] ?? m[3]!;
    const base = resolve(dirname(file), spec);
    const candidates = base.endsWith('.js')
      ? [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base]
      : [base, `${base}.ts`, `${base}.tsx`];
    const hit = candidates.find((c) => {
      try {
        return statSync(c).isFile();
      } catch {
        return false;
      }
    });
    if (hit && hit.startsWith(SRC)) out.push({ to: hit, dynamic: m[2] !== undefined });
  }
  return out;
}

const layerOf = (file: string) => relative(SRC, file).split('/')[0]!;
const rel = (file: string) => relative(ROOT, file);

describe('architecture', () => {
  const all = files(SRC);
  const edges = new Map(all.map((f) => [f, importsOf(f)]));
  /** What each file runs before it runs itself: its static imports (an import() target runs after its importer). */
  const graph = new Map([...edges].map(([f, e]) => [f, e.filter((x) => !x.dynamic).map((x) => x.to)]));

  it('reads the import graph (a self-check: known edges are found)', () => {
    expect(graph.get(join(SRC, 'state/api.ts'))).toContain(join(SRC, 'state/session.ts'));
    expect(edges.get(join(SRC, 'screens/manifest.ts'))).toContainEqual({
      to: join(SRC, 'features/customers/customers-screen.tsx'),
      dynamic: true,
    });
  });

  it('every import stays within what its layer may use (layers.json, docs/architecture.md)', () => {
    const {
      $comment: _c,
      $lazy,
      ...LAYERS
    } = JSON.parse(readFileSync(join(ROOT, 'layers.json'), 'utf8')) as Record<string, string[]> & { $lazy: Record<string, string[]> };
    const bad: string[] = [];
    for (const [from, targets] of edges) {
      const layer = layerOf(from);
      const allowed = LAYERS[layer];
      expect(allowed, `unknown layer ${layer}`).toBeDefined();
      for (const { to, dynamic } of targets) {
        const target = layerOf(to);
        if (target === layer) {
          const [, a, b] = [layer, relative(SRC, from).split('/')[1], relative(SRC, to).split('/')[1]];
          if (layer === 'features' && a !== b) bad.push(`${rel(from)} → ${rel(to)} (a feature imports another)`);
          continue;
        }
        const path = relative(SRC, to);
        const may = dynamic ? [...allowed!, ...($lazy[layer] ?? [])] : allowed!;
        if (!may.some((a) => path === a || path.startsWith(`${a}/`))) bad.push(`${rel(from)} → ${rel(to)}${dynamic ? ' (import())' : ''}`);
      }
    }
    expect(bad).toEqual([]);
  });

  // On the static graph: the screens' load() functions import the screens dynamically, and the layers that read the
  // manifest are among what those screens import; an import() target runs once its importer has, so no module
  // waits on itself.
  it('has no import cycle in src/', () => {
    // Tarjan's strongly connected components: any component of more than one file (or a self-import) is a cycle.
    let index = 0;
    const idx = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const on = new Set<string>();
    const cycles: string[][] = [];
    const visit = (v: string) => {
      idx.set(v, index);
      low.set(v, index++);
      stack.push(v);
      on.add(v);
      for (const w of graph.get(v) ?? []) {
        if (!idx.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
      }
      if (low.get(v) === idx.get(v)) {
        const scc: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          on.delete(w);
          scc.push(rel(w));
        } while (w !== v);
        if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(scc);
      }
    };
    for (const v of graph.keys()) if (!idx.has(v)) visit(v);
    expect(cycles).toEqual([]);
  });
});
