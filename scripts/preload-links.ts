// Adds <link rel="modulepreload"> tags to the standalone page for the chunks <admin-app> needs
// before it can render, so the browser fetches them in parallel with the loader instead of in
// three sequential hops (loader → admin-app → its shared chunks).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
  const loader = readFileSync(join(assetsDir, 'index.js'), 'utf8');
  const chunk = new RegExp(`import\\(["']\\./(${tag}-[\\w-]+\\.js)["']\\)`).exec(loader)?.[1];
  if (!chunk) return [];
  const files = [...staticClosure(assetsDir, 'index.js'), ...staticClosure(assetsDir, chunk)].filter(
    (f, i, all) => f !== 'index.js' && all.indexOf(f) === i,
  );
  const links = files.map((f) => `    <link rel="modulepreload" href="${urlPrefix}${f}" />`).join('\n');
  const html = readFileSync(htmlPath, 'utf8').replace(/\n(\s*)<\/head>/, `\n${links}\n$1</head>`);
  writeFileSync(htmlPath, html);
  return files;
}
