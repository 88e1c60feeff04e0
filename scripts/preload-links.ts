// Adds <link rel="modulepreload"> tags to the standalone page for the chunks <admin-app> needs
// before it can render, so the browser fetches them in parallel with the loader instead of in
// three sequential hops (loader → admin-app → its shared chunks).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g;

/** Static import closure of `file` inside `dir` (chunk file names, `file` included). */
export function staticClosure(dir: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(join(dir, file))) return seen;
  seen.add(file);
  const code = readFileSync(join(dir, file), 'utf8');
  for (const m of code.matchAll(STATIC_IMPORT)) staticClosure(dir, m[1]!, seen);
  return seen;
}

/** Rewrites `html` (in place) with preload links for `tag`'s chunk and its static imports. */
export function injectPreloads(htmlPath: string, assetsDir: string, urlPrefix: string, tag = 'admin-app'): string[] {
  // The loader's code is in a chunk index.js imports (index.js itself re-exports the public API, merge-chunks.ts).
  const loader = [...staticClosure(assetsDir, 'index.js')];
  const pattern = new RegExp(`import\\(["']\\./(${tag}-[\\w-]+\\.js)["']\\)`);
  const chunk = loader.map((f) => pattern.exec(readFileSync(join(assetsDir, f), 'utf8'))?.[1]).find(Boolean);
  if (!chunk) return [];
  const files = [...loader, ...staticClosure(assetsDir, chunk)].filter((f, i, all) => f !== 'index.js' && all.indexOf(f) === i);
  const links = files.map((f) => `    <link rel="modulepreload" href="${urlPrefix}${f}" />`).join('\n');
  const html = readFileSync(htmlPath, 'utf8').replace(/\n(\s*)<\/head>/, `\n${links}\n$1</head>`);
  writeFileSync(htmlPath, html);
  return files;
}

/** The placeholder in src/elements/lazy.ts that `writePreloadMap` replaces in a built folder. */
export const PRELOAD_PLACEHOLDER = '__BACKOFFICE_PRELOAD__';

/** The languages of the dictionary (src/i18n/index.ts). */
type DictionaryLang = 'it' | 'en';

/** A dictionary part as built: `{namespace:"customers",it:()=>import("./customers-X.js"),en:()=>import("./customers-Y.js")}`. */
const PART = /namespace\s*:\s*["'](\w+)["']((?:\s*,\s*(?:it|en)\s*:\s*\(\)\s*=>\s*import\(\s*["']\.\/[\w.-]+\.js["']\s*\))+)/g;
const PART_FILE = /(it|en)\s*:\s*\(\)\s*=>\s*import\(\s*["']\.\/([\w.-]+\.js)["']\s*\)/g;

/**
 * Each language's dictionary chunks by namespace (`{ en: { frame: 'frame-X.js', customers: 'customers-Y.js', … }, it: { … } }`),
 * found where `files` import them dynamically as a part's `{ namespace, it, en }` (src/i18n/index.ts's own parts, the
 * screens' `texts`, src/screens/manifest.ts); empty when none does.
 */
export function dictionaryChunks(assetsDir: string, files: Iterable<string>): Partial<Record<DictionaryLang, Record<string, string>>> {
  const found: Partial<Record<DictionaryLang, Record<string, string>>> = {};
  for (const file of files) {
    const code = readFileSync(join(assetsDir, file), 'utf8');
    for (const [, ns, loaders] of code.matchAll(PART) as Iterable<[string, string, string]>)
      for (const [, lang, chunk] of loaders.matchAll(PART_FILE) as Iterable<[string, DictionaryLang, string]>)
        if (existsSync(join(assetsDir, chunk))) (found[lang] ??= {})[ns] ??= chunk;
  }
  return found;
}

/** A tag's chunk as the loader imports it (scripts/manifest/tag-chunks.ts): `import("./admin-customers-<hash>.js")`. */
const TAG_CHUNK = /import\(\s*["']\.\/((admin-[a-z][a-z-]*?)-[A-Za-z0-9_]{8}\.js)["']\s*\)/g;

/**
 * Replaces the lazy loader's placeholder, in the built file that holds it, with each tag's chunk graph
 * (`{"self":"<that file>","tags":{"admin-customers":["admin-customers-X.js","chunk-Y.js",…]},
 * "langs":{"en":{"common":["common-Z.js"],…},"it":{…}}}`) minus what that file already imports statically: when a
 * tag connects, the loader asks for its whole graph at once, with the dictionary parts of the page's language it shows,
 * instead of discovering it one level per round trip. Returns the tags mapped.
 */
export function writePreloadMap(assetsDir: string): string[] {
  const holder = readdirSync(assetsDir).find(
    (f) => f.endsWith('.js') && readFileSync(join(assetsDir, f), 'utf8').includes(PRELOAD_PLACEHOLDER),
  );
  if (!holder) return [];
  const code = readFileSync(join(assetsDir, holder), 'utf8');
  const loaded = staticClosure(assetsDir, holder);
  const tags: Record<string, string[]> = {};
  for (const m of code.matchAll(TAG_CHUNK)) tags[m[2]!] ??= [...staticClosure(assetsDir, m[1]!)].filter((f) => !loaded.has(f));
  const langs: Record<string, Record<string, string[]>> = {};
  const everyTag = new Set([...loaded, ...Object.values(tags).flat()]);
  for (const [lang, parts] of Object.entries(dictionaryChunks(assetsDir, everyTag)))
    langs[lang] = Object.fromEntries(
      Object.entries(parts).map(([ns, file]) => [ns, [...staticClosure(assetsDir, file)].filter((f) => !loaded.has(f))]),
    );
  // JSON inside a JS string literal: escape what would end or break the literal.
  const json = JSON.stringify({ self: holder, tags, langs }).replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/"/g, '\\"');
  writeFileSync(join(assetsDir, holder), code.replace(new RegExp(`(["'])${PRELOAD_PLACEHOLDER}\\1`, 'g'), `"${json}"`));
  return Object.keys(tags);
}
