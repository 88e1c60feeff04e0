// Which sources fill a chunk: walks the chunk's source map (the real minified output, after tsup's
// tree-shake pass) and gives each mapped span of generated code to its source, grouped by package
// (node_modules/<pkg>) or by folder of ours (src/<a>/<b>, styled-system). gzip per group is the
// group's spans compressed together: an estimate (context across groups is lost), good for ranking.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Map([...B64].map((c, i) => [c, i]));

/** Decodes one mappings segment ("AAAA,CAAC") into its VLQ numbers. */
function decodeSegment(seg: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of seg) {
    const d = VALUE.get(ch)!;
    value += (d & 31) << shift;
    if (d & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

export function groupOf(source: string): string {
  const s = source.replace(/\\/g, '/');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = s.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const sty = s.indexOf('styled-system/');
  if (sty >= 0) return s.endsWith('.css') ? 'styled-system/styles.css (panda css text)' : 'styled-system (panda runtime)';
  const src = s.indexOf('src/');
  if (src >= 0)
    return s
      .slice(src)
      .split('/')
      .slice(0, 3)
      .join('/')
      .replace(/\.[jt]sx?$/, '');
  return s;
}

/** group → generated text of `file` attributed to it. */
export function attribute(dir: string, file: string, into = new Map<string, string[]>()): Map<string, string[]> {
  const code = readFileSync(join(dir, file), 'utf8');
  const mapFile = join(dir, `${file}.map`);
  const add = (g: string, text: string) => text && (into.get(g) ?? into.set(g, []).get(g)!).push(text);
  if (!existsSync(mapFile)) return (add('(no source map)', code), into);
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const groups = map.sources.map(groupOf);
  const lines = code.split('\n');
  let src = 0;
  map.mappings.split(';').forEach((lineMap, li) => {
    const line = lines[li] ?? '';
    let col = 0;
    const segs = lineMap ? lineMap.split(',').map(decodeSegment) : [];
    const starts: { col: number; group: string }[] = [];
    for (const seg of segs) {
      col += seg[0]!;
      if (seg.length >= 4) src += seg[1]!;
      starts.push({ col, group: seg.length >= 4 ? groups[src]! : '(unmapped)' });
    }
    if (starts.length === 0 || starts[0]!.col > 0) add('(unmapped)', line.slice(0, starts[0]?.col ?? line.length));
    starts.forEach((s, i) => add(s.group, line.slice(s.col, starts[i + 1]?.col ?? line.length)));
  });
  return into;
}

export interface Contributor {
  group: string;
  raw: number;
  gzip: number;
}

/** Top contributors over a set of chunks, largest raw first. */
export function contributors(dir: string, files: Iterable<string>, top = 12): Contributor[] {
  const acc = new Map<string, string[]>();
  for (const f of files) attribute(dir, f, acc);
  return [...acc]
    .map(([group, parts]) => {
      const text = Buffer.from(parts.join(''));
      return { group, raw: text.length, gzip: gzipSync(text, { level: 9 }).length };
    })
    .sort((a, b) => b.raw - a.raw)
    .slice(0, top);
}
