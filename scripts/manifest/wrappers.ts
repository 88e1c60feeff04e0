// src/wrappers/components.ts: one React component per tag, exported by name (`directory-backoffice/react`). ES
// module exports are static, so they are written out from the screens' tags: by tsup.config.ts before the builds
// (and by scripts/gen-manifest.ts); tests/unit/screens/manifest.test.ts fails when the file is behind the manifest.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { componentName } from '../../src/screens/derive.js';

export const WRAPPERS_FILE = resolve('src/wrappers/components.ts');

/** The module exporting each tag's wrapper. */
export function renderWrappers(tags: readonly string[]): string {
  return [
    "// Generated from the screens' specs (src/screens/manifest.ts) by scripts/manifest/wrappers.ts. Do not edit.",
    "import { createComponent } from './create-component.js';",
    '',
    ...tags.map((tag) => `export const ${componentName(tag)} = createComponent('${tag}');`),
    '',
  ].join('\n');
}

/** Writes src/wrappers/components.ts for `tags` when it says something else; whether it did. */
export function writeWrappers(tags: readonly string[], file = WRAPPERS_FILE): boolean {
  const text = renderWrappers(tags);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  writeFileSync(file, text);
  return true;
}
