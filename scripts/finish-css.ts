// Build step after `panda cssgen` (npm run build:css): finishes Panda's CSS once, so a page does not.
// - rem values become px (panel-css.ts `remToPx`): the host page's root font size must not scale the panels;
// - Panda's `--made-with-panda` signature goes: its one emoji made the whole text a two-byte string, twice
//   the memory in every page that holds it;
// - the preset's tokens no style reads go (panel-css.ts `dropUnusedTokens`), unless a source under src/ or
//   web/ names the variable;
// - the resets of every element's ::before, ::after and ::selection apply only where a class draws one
//   (panel-css.ts `narrowPseudoResets`);
// - the host sheet (`--admin-*` theming, panel-css.ts `buildHostCss`) is written beside it, styled-system/host.css.
// Idempotent: running it twice gives the same files.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildHostCss, dropUnusedTokens, narrowPseudoResets, remToPx } from '../src/elements/panel-css.js';

const STYLES = 'styled-system/styles.css';
const HOST = 'styled-system/host.css';

/** Every `--name` written in the files under `dirs` (sources that set or read a variable at run time). */
function namedVariables(dirs: string[]): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(tsx?|css|html)$/.test(entry.name)) for (const m of readFileSync(path, 'utf8').matchAll(/--[\w-]+/g)) names.add(m[0]);
    }
  };
  dirs.forEach(walk);
  return names;
}

export function finishCss(css: string, named: Set<string> = new Set()): string {
  return dropUnusedTokens(narrowPseudoResets(remToPx(css)).replace(/--made-with-panda:\s*'[^']*';?/g, ''), (name) => named.has(name));
}

const finished = finishCss(readFileSync(STYLES, 'utf8'), namedVariables(['src', 'web']));
const nonLatin1 = [...finished].filter((c) => c.codePointAt(0)! > 0xff);
if (nonLatin1.length)
  throw new Error(`${STYLES} holds characters beyond Latin-1 (${[...new Set(nonLatin1)].join(' ')}): escape them in the styles`);
writeFileSync(STYLES, finished);
writeFileSync(HOST, buildHostCss(finished));
