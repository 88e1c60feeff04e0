// Build step after scripts/finish-css.ts (issue 40, "CSS for the first screen only"): Panda writes one sheet for
// every screen, and every panel adopted all of it (82 KB of utilities, 15 KB gzip), a page with the customers'
// list paying the dashboard's charts and the composer's phone. Here the utilities only one feature's sources use
// (src/features/<name>, as `panda cssgen` extracts them) leave the shared sheet for a sheet of that feature's,
// styled-system/split/<name>.css, which the build has each module of the feature register when it loads
// (scripts/panda-static.ts `featureSheets`; src/ui/adopted-sheet.ts `registerSheet`): a panel's roots adopt it
// before the module renders anything.
//
// The cascade stays exactly Panda's: the utilities keep their order through sublayers. The rules are cut into
// runs of one owner each (the shared sheet or one feature), each run is a sublayer of `utilities` (`u0`, `u1`…),
// and the shared sheet declares all of them first, in Panda's order, so a feature's run slots in where its
// rules stood whichever sheet holds it and whenever it is adopted.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A parsed block: an at-rule or a style rule with its body, or a statement (`@layer a,b;`). */
interface Node {
  prelude: string;
  /** Child blocks (at-rules, nested rules); null for a style rule's declarations. */
  children: Node[] | null;
  /** The declarations of a style rule, or the whole text of a statement. */
  body: string;
  statement?: boolean;
}

/** Parses minified CSS into blocks, minding strings and escapes. */
export function parseCss(css: string): Node[] {
  let i = 0;
  const parseList = (): Node[] => {
    const out: Node[] = [];
    let start = i;
    while (i < css.length) {
      const c = css[i]!;
      if (c === '\\') i += 2;
      else if (c === '"' || c === "'") {
        const q = c;
        for (i++; i < css.length && css[i] !== q; i++) if (css[i] === '\\') i++;
        i++;
      } else if (c === ';') {
        const text = css.slice(start, i).trim();
        if (text) out.push({ prelude: text, children: null, body: '', statement: true });
        start = ++i;
      } else if (c === '{') {
        const prelude = css.slice(start, i).trim();
        i++;
        const bodyStart = i;
        // A style rule's body has no blocks: look ahead for the closing brace before any opening one.
        let j = i;
        let leaf = true;
        for (; j < css.length; j++) {
          const d = css[j]!;
          if (d === '\\') j++;
          else if (d === '"' || d === "'") {
            for (j++; j < css.length && css[j] !== d; j++) if (css[j] === '\\') j++;
          } else if (d === '{') {
            leaf = false;
            break;
          } else if (d === '}') break;
        }
        if (leaf && !prelude.startsWith('@')) {
          out.push({ prelude, children: null, body: css.slice(bodyStart, j) });
          i = j + 1;
        } else {
          const children = parseList();
          out.push({ prelude, children, body: '' });
        }
        start = i;
      } else if (c === '}') {
        const text = css.slice(start, i).trim();
        if (text) out.push({ prelude: text, children: null, body: '', statement: true });
        i++;
        return out;
      } else i++;
    }
    return out;
  };
  return parseList();
}

export function printCss(nodes: Node[]): string {
  return nodes
    .map((n) => (n.statement ? `${n.prelude};` : n.children ? `${n.prelude}{${printCss(n.children)}}` : `${n.prelude}{${n.body}}`))
    .join('');
}

/** The class names a selector names (escapes kept, as they stand in the CSS). */
export function classesOf(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1]!);
}

/** One style rule of the utilities, with the at-rules around it (outermost first). */
interface Leaf {
  wrappers: string[];
  rule: Node;
}

function leavesOf(nodes: Node[], wrappers: string[] = [], out: Leaf[] = []): Leaf[] {
  for (const n of nodes) {
    if (n.statement) continue;
    if (n.children) leavesOf(n.children, [...wrappers, n.prelude], out);
    else out.push({ wrappers, rule: n });
  }
  return out;
}

/** Leaves back to CSS, consecutive ones under the same at-rules sharing them. */
function printLeaves(leaves: Leaf[]): string {
  let out = '';
  let open: string[] = [];
  for (const { wrappers, rule } of leaves) {
    let same = 0;
    while (same < open.length && same < wrappers.length && open[same] === wrappers[same]) same++;
    out += '}'.repeat(open.length - same);
    for (const w of wrappers.slice(same)) out += `${w}{`;
    open = wrappers;
    out += `${rule.prelude}{${rule.body}}`;
  }
  return out + '}'.repeat(open.length);
}

export const SHARED = '';

/**
 * Splits the `@layer utilities` block of `css` by owner: `ownerOf(classes)` names the feature a rule belongs to,
 * or `SHARED`. Returns the shared sheet (everything else of `css`, the utilities' sublayers declared in order)
 * and each feature's sheet (its runs, as sublayers of `utilities`).
 */
export function splitUtilities(css: string, ownerOf: (classes: string[]) => string): { shared: string; parts: Record<string, string> } {
  const nodes = parseCss(css);
  const index = nodes.findIndex((n) => n.children && n.prelude === '@layer utilities');
  if (index < 0) return { shared: css, parts: {} };
  const utilities = nodes[index]!;
  // Sublayers Panda writes itself (compositions) stay in the shared sheet, before ours, as they were.
  const own = utilities.children!.filter((n) => n.children && n.prelude.startsWith('@layer'));
  const leaves = leavesOf(utilities.children!.filter((n) => !own.includes(n)));
  const runs: { owner: string; leaves: Leaf[] }[] = [];
  for (const leaf of leaves) {
    const owner = ownerOf(classesOf(leaf.rule.prelude));
    const last = runs.at(-1);
    if (last && last.owner === owner) last.leaves.push(leaf);
    else runs.push({ owner, leaves: [leaf] });
  }
  const name = (k: number) => `u${k.toString(36)}`;
  const parts: Record<string, string> = {};
  let shared = printCss(own) + `@layer ${runs.map((_, k) => name(k)).join(',')};`;
  runs.forEach((run, k) => {
    const text = `@layer ${name(k)}{${printLeaves(run.leaves)}}`;
    if (run.owner === SHARED) shared += text;
    else parts[run.owner] = (parts[run.owner] ?? '') + text;
  });
  const before = printCss(nodes.slice(0, index));
  const after = printCss(nodes.slice(index + 1));
  return {
    shared: `${before}@layer utilities{${shared}}${after}`,
    parts: Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, `@layer utilities{${v}}`])),
  };
}

/**
 * The class names each source file's styles give (`panda debug`: one pass over the sources, a CSS file per
 * source, named after its path with `__` for `/`).
 */
function classesPerFile(dir: string): Map<string, Set<string>> {
  execFileSync('npx', ['panda', 'debug', '--silent', '--outdir', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const out = new Map<string, Set<string>>();
  for (const f of readdirSync(dir))
    if (f.endsWith('.css'))
      out.set(f.slice(0, -'.css'.length).replaceAll('__', '/'), new Set(classesOf(readFileSync(join(dir, f), 'utf8'))));
  return out;
}

export const FEATURES_DIR = 'src/features';
export const SPLIT_DIR = 'styled-system/split';

function main() {
  const STYLES = 'styled-system/styles.css';
  const tmp = mkdtempSync(join(tmpdir(), 'split-css-'));
  try {
    const perFile = classesPerFile(tmp);
    const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    const featureOf = (file: string) => features.find((f) => file.startsWith(`${FEATURES_DIR}/${f}/`));
    const shared = new Set<string>();
    const used = new Map(features.map((f) => [f, new Set<string>()]));
    for (const [file, classes] of perFile) {
      const f = featureOf(file);
      for (const c of classes) (f ? used.get(f)! : shared).add(c);
    }
    const ownerOf = (classes: string[]) => {
      if (classes.length === 0 || classes.some((c) => shared.has(c))) return SHARED;
      const owners = features.filter((f) => classes.some((c) => used.get(f)!.has(c)));
      return owners.length === 1 ? owners[0]! : SHARED;
    };
    const css = readFileSync(STYLES, 'utf8');
    // Already split (the step ran twice without `panda cssgen` between): nothing to do.
    if (css.includes('@layer u0{')) return;
    const { shared: sharedCss, parts } = splitUtilities(css, ownerOf);
    rmSync(SPLIT_DIR, { recursive: true, force: true });
    mkdirSync(SPLIT_DIR, { recursive: true });
    for (const f of features) writeFileSync(join(SPLIT_DIR, `${f}.css`), parts[f] ?? '');
    writeFileSync(STYLES, sharedCss);
    const sizes = Object.entries(parts).map(([f, t]) => `${f} ${(t.length / 1024).toFixed(1)} KB`);
    console.log(
      `split-css: shared ${(sharedCss.length / 1024).toFixed(1)} KB (was ${(css.length / 1024).toFixed(1)}); ${sizes.join(', ')}`,
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('split-css.ts')) main();
