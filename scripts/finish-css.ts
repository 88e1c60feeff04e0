// Build step after `panda cssgen` (npm run build:css): finishes Panda's CSS once, so a page does not.
// - rem values become px (panel-css.ts `remToPx`): the host page's root font size must not scale the panels;
// - Panda's `--made-with-panda` signature goes: its one emoji made the whole text a two-byte string, twice
//   the memory in every page that holds it;
// - the host sheet (`--admin-*` theming, panel-css.ts `buildHostCss`) is written beside it, styled-system/host.css.
// Idempotent: running it twice gives the same files.
import { readFileSync, writeFileSync } from 'node:fs';
import { buildHostCss, remToPx } from '../src/elements/panel-css.js';

const STYLES = 'styled-system/styles.css';
const HOST = 'styled-system/host.css';

export function finishCss(css: string): string {
  return remToPx(css).replace(/--made-with-panda:\s*'[^']*';?/g, '');
}

const finished = finishCss(readFileSync(STYLES, 'utf8'));
const nonLatin1 = [...finished].filter((c) => c.codePointAt(0)! > 0xff);
if (nonLatin1.length) throw new Error(`${STYLES} holds characters beyond Latin-1 (${[...new Set(nonLatin1)].join(' ')}): escape them in the styles`);
writeFileSync(STYLES, finished);
writeFileSync(HOST, buildHostCss(finished));
