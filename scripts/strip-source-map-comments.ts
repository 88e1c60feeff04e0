import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// tsup appends one comment after the one the bundle already ends with: every trailing one goes.
const COMMENT = /(?:\/\/[#@] sourceMappingURL=[^\n]*\s*)+$/;

/**
 * Removes the trailing `//# sourceMappingURL=` comment of a .js file, or of every .js file under a folder.
 * Run by `npm run build` after tsup, over dist/. The maps are still written beside the files for local
 * debugging, but they are not shipped (package.json#files) nor served by default (docs/security.md), so a
 * comment would point at nothing. `backoffice serve` with BACKOFFICE_SOURCE_MAPS=1 sends a `SourceMap`
 * header instead.
 */
export function stripSourceMapComments(path: string): number {
  if (statSync(path).isDirectory()) return readdirSync(path).reduce((n, name) => n + stripSourceMapComments(join(path, name)), 0);
  if (!path.endsWith('.js')) return 0;
  const text = readFileSync(path, 'utf8');
  const next = text.replace(COMMENT, '');
  if (next === text) return 0;
  writeFileSync(path, next);
  return 1;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const dir = process.argv[2] ?? 'dist';
  console.log(`sourceMappingURL comments removed from ${stripSourceMapComments(dir)} files under ${dir}`);
}
