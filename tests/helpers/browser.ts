import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The browser the suites drive: CHROMIUM_PATH, else Debian's `chromium-headless-shell` (the headless-only build:
 * the same Blink and V8 without the browser UI, about a third less CPU per test here), else Debian's `chromium`.
 */
export function chromiumPath(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  const path = process.env.CHROMIUM_PATH || (existsSync(shell) ? shell : '/usr/bin/chromium');
  if (!existsSync(path)) {
    if (process.env.CI === 'true') throw new Error(`Chromium not found at ${path} (CI=true): install it or set CHROMIUM_PATH`);
    throw new Error(
      `Chromium not found at ${path}: run \`apt-get install chromium\` or set CHROMIUM_PATH (never \`npx playwright install\`)`,
    );
  }
  return path;
}

const launchOptions = (extraArgs: readonly string[] = []) => ({
  executablePath: chromiumPath(),
  args: [...CHROMIUM_FLAGS, ...extraArgs],
  headless: true,
});

/** Headless Debian Chromium with the suite's flags, plus `extraArgs` (e.g. `--js-flags=--expose-gc`). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch(launchOptions(extraArgs));
}

const require = createRequire(import.meta.url);
let axeSource: string | undefined;
const axe = () => (axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core on the whole document, open shadow roots included, and returns the serious and critical
 * violations. The source is evaluated through CDP (page.evaluate), which the page's CSP does not block.
 */
// Finite animations and transitions still running (dialogs fade and scale in): axe would read blended colours.
// Each shadow root lists its own animations (DocumentOrShadowRoot.getAnimations), so walk them all.
const SETTLING = `(() => {
  const roots = [document];
  for (let i = 0; i < roots.length; i++) roots[i].querySelectorAll('*').forEach((el) => el.shadowRoot && roots.push(el.shadowRoot));
  return roots.some((r) => r.getAnimations().some((a) => a.playState === 'running' && a.effect && a.effect.getTiming().iterations !== Infinity));
})()`;

export async function runAxe(page: Page): Promise<AxeViolation[]> {
  // An element just shown (a dialog) starts its entry animation on the next frames: let them run first,
  // or the check below finds nothing running yet and axe reads half-faded colours.
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(undefined))))');
  // Polled inside one evaluate (CDP): page.waitForFunction with a string predicate is an eval, which the page's
  // CSP (script-src 'self') refuses, so it used to fail at once (and was caught) without waiting.
  await page.evaluate(`new Promise((resolve) => {
    const until = performance.now() + 5000;
    const tick = () => (!${SETTLING} || performance.now() > until ? resolve(undefined) : requestAnimationFrame(tick));
    tick();
  })`);
  await page.evaluate(axe());
  return page.evaluate(`(async () => {
    const res = await window.axe.run(document, { resultTypes: ['violations'] });
    return res.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => JSON.stringify(n.target) + ' ' + (n.failureSummary || '')) }));
  })()`) as Promise<AxeViolation[]>;
}

// In-page code is kept as strings: transpilers may inject helpers (e.g. __name) into serialised functions.
const DEEP_TEXT = `(() => {
  const walk = (root) => {
    let out = '';
    root.childNodes.forEach((n) => {
      if (n.nodeType === Node.TEXT_NODE) out += n.textContent;
      else if (n.nodeType === Node.ELEMENT_NODE) {
        if (n.shadowRoot) out += walk(n.shadowRoot);
        out += ' ' + walk(n);
      }
    });
    return out;
  };
  return walk(document.body).replace(/\\s+/g, ' ');
})()`;

/** Text content of the whole page, shadow roots included. */
export const deepText = (page: Page): Promise<string> => page.evaluate(DEEP_TEXT) as Promise<string>;
