import { readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, extname, join, normalize, resolve, sep } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Reads a file under root for a URL path; null when missing or outside root. Source maps are served
 * only when asked for (`sourceMaps`): a deployed reference server should not hand out the bundle's
 * original sources and comments, and browsers work without them.
 */
export async function fileResponse(c: Context, root: string, urlPath: string, sourceMaps = false): Promise<Response | null> {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (rel.includes('\0')) return null;
  const base = resolve(root);
  // The rule is applied to the file that would be read, not to the URL: `x.js.map/`, `x.js.map/.` and
  // `x.js.map%2f` name the same file as `x.js.map`.
  let file = resolve(base, normalize('.' + sep + rel));
  if (file !== base && !file.startsWith(base + sep)) return null;
  const isMap = (f: string) => !sourceMaps && f.toLowerCase().endsWith('.map');
  if (isMap(file)) return null;
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    if (isMap(file)) return null;
    const data = await readFile(file);
    const headers: Record<string, string> = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' };
    // The builds carry no sourceMappingURL comment (the maps are not shipped): the header points at the map.
    if (sourceMaps && file.endsWith('.js') && existsSync(`${file}.map`)) headers['SourceMap'] = `${basename(file)}.map`;
    return c.body(data, 200, headers);
  } catch {
    return null;
  }
}

export const dirExists = (dir: string) => existsSync(dir);
