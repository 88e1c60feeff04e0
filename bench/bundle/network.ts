// The JS a page really downloads, recorded in Chromium (playwright response events): a page with one
// panel only (`<admin-x>` and the loader, fulfilled on the demo server's origin), and the standalone
// back-office (/login signed out, /home signed in). Bodies are sized here like the static files.
// /assets/*.js are answered from the run's snapshot (see graph.ts) so a concurrent build cannot mix in.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { coldPage } from '../browser/lib.js';
import { sizeOf, type Size } from './sizes.js';

export interface Recorded extends Size {
  files: string[];
}

const panelHtml = (tag: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${tag}</title>` +
  `<script type="module" src="/assets/index.js"></script></head><body><${tag}></${tag}></body></html>`;

/** Serves `${origin}/assets/<file>.js` from `assets` (the snapshot) when it holds the file. */
export async function routeAssets(page: Page, origin: string, assets: string): Promise<void> {
  await page.route(`${origin}/assets/*.js`, (route) => {
    const file = join(assets, new URL(route.request().url()).pathname.split('/').pop()!);
    if (!existsSync(file)) return route.continue();
    return route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: readFileSync(file) });
  });
}

async function record(browser: Browser, prepare: (page: Page) => Promise<void>, url: string, assets: string): Promise<Recorded> {
  const { context, page } = await coldPage(browser);
  await routeAssets(page, new URL(url).origin, assets);
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && res.ok()) bodies.set(new URL(res.url()).pathname, res.body());
  });
  try {
    await prepare(page);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const total: Recorded = { raw: 0, gzip: 0, brotli: 0, files: [] };
    for (const [path, body] of bodies) {
      const s = sizeOf(await body);
      total.raw += s.raw;
      total.gzip += s.gzip;
      total.brotli += s.brotli;
      total.files.push(path.split('/').pop()!);
    }
    total.files.sort();
    return total;
  } finally {
    await context.close();
  }
}

/** A page holding only `<tag>` (signed in, so the panel renders its data). */
export function recordPanel(
  browser: Browser,
  baseUrl: string,
  tag: string,
  signIn: (p: Page) => Promise<void>,
  assets: string,
): Promise<Recorded> {
  const url = `${baseUrl}/__bench/panel-${tag}.html`;
  return record(
    browser,
    async (page) => {
      await signIn(page);
      await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: panelHtml(tag) }));
    },
    url,
    assets,
  );
}

/** The standalone back-office at `path`, signed in or not. */
export function recordApp(
  browser: Browser,
  baseUrl: string,
  path: string,
  assets: string,
  signIn?: (p: Page) => Promise<void>,
): Promise<Recorded> {
  return record(browser, async (page) => void (signIn && (await signIn(page))), `${baseUrl}${path}`, assets);
}
