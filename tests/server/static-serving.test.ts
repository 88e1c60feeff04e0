// Issue 33 (security round 3), items 10 and 16: what the reference server hands out from disk. Source maps
// stay private whatever the spelling of their path, and the example pages exist only with --examples.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/server/app.js';
import { runServe } from '../../src/cli/commands/server/serve.js';
import { JWT_SECRET } from './setup.js';

const root = mkdtempSync(join(tmpdir(), 'bo-static-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const web = join(root, 'web');
const elements = join(root, 'elements');
const examples = join(root, 'examples');
mkdirSync(join(web, 'assets'), { recursive: true });
mkdirSync(elements);
mkdirSync(join(examples, 'portal'), { recursive: true });
writeFileSync(join(web, 'index.html'), '<!doctype html><title>bo</title>');
writeFileSync(join(web, 'assets', 'x.js'), 'console.log(1)');
writeFileSync(join(web, 'assets', 'x.js.map'), '{"version":3,"sourcesContent":["secret"]}');
writeFileSync(join(elements, 'all.js'), 'export {}');
writeFileSync(join(elements, 'all.js.map'), '{"version":3,"sourcesContent":["secret"]}');
writeFileSync(join(examples, 'index.html'), '<!doctype html><title>examples</title>');
writeFileSync(join(examples, 'portal', 'index.html'), '<!doctype html><title>portal</title>');
writeFileSync(join(examples, 'portal', 'p.js.map'), '{"version":3,"sourcesContent":["secret"]}');

describe('source maps are not served when maps are off, however the path is spelled (item 10)', () => {
  const app = createApp({
    db: null as never,
    jwtSecret: JWT_SECRET,
    webDir: web,
    elementsDir: elements,
    examplesDir: examples,
    examples: true,
    sourceMaps: false,
  });
  const spellings = (p: string) => [
    p,
    `${p}/`,
    `${p}//`,
    `${p}/.`,
    `${p}/./`,
    `${p}%2f`,
    `${p}%2F`,
    `${p}.`,
    `${p}/x/..`,
    p.replace('.map', '.MAP'),
    p.replace('.map', '.%6dap'),
  ];

  for (const path of ['/assets/x.js.map', '/elements/all.js.map', '/examples/portal/p.js.map'])
    it(`${path} and its variants → no map`, async () => {
      for (const p of spellings(path)) {
        const r = await app.request(p);
        const text = await r.text();
        // A 404 whatever the spelling: not the map, nor the page's history fallback (a scanner reads a 200 as "present").
        expect({ p, leaked: text.includes('sourcesContent') }).toEqual({ p, leaked: false });
        expect({ p, status: r.status, cache: r.headers.get('cache-control') }).toEqual({ p, status: 404, cache: 'no-store' });
      }
    });

  it('the maps are served when they are on, and the scripts in any case', async () => {
    const on = createApp({
      db: null as never,
      jwtSecret: JWT_SECRET,
      webDir: web,
      elementsDir: elements,
      examplesDir: examples,
      sourceMaps: true,
    });
    expect((await on.request('/assets/x.js.map')).status).toBe(200);
    expect((await app.request('/assets/x.js')).status).toBe(200);
    expect((await app.request('/elements/all.js')).status).toBe(200);
  });
});

describe('/examples/ only with --examples (item 16)', () => {
  it('createApp serves no example page by default, and serves them with examples: true', async () => {
    const off = createApp({ db: null as never, jwtSecret: JWT_SECRET, webDir: web, elementsDir: elements, examplesDir: examples });
    for (const p of ['/examples/', '/examples/index.html', '/examples/portal/', '/examples/portal/index.html']) {
      // A 404: neither an example page nor the page's history fallback.
      const r = await off.request(p);
      expect({ p, status: r.status }).toEqual({ p, status: 404 });
      expect({ p, example: /examples|portal/.test(await r.text()) }).toEqual({ p, example: false });
    }
    // The app's own routes still get the page.
    for (const p of ['/customers', '/customers/12', '/enable-member'])
      expect({ p, status: (await off.request(p)).status }).toEqual({ p, status: 200 });
    const on = createApp({
      db: null as never,
      jwtSecret: JWT_SECRET,
      webDir: web,
      elementsDir: elements,
      examplesDir: examples,
      examples: true,
    });
    expect(await (await on.request('/examples/portal/')).text()).toContain('<title>portal</title>');
  });

  it('backoffice serve without --examples answers 404 under /examples/, with it the pages', async () => {
    const quiet = () => {};
    // The server finds the repository's examples/ beside its sources, as an installed package finds its own.
    const off = await runServe({ port: '0', host: '127.0.0.1', memory: true }, quiet);
    try {
      expect((await fetch(`${off.url}/examples/index.html`)).status).toBe(404);
      expect((await fetch(`${off.url}/examples/portal/portal.js`)).status).toBe(404);
      expect(await (await fetch(`${off.url}/examples/portal/`)).text()).not.toContain('portal.js');
    } finally {
      await off.close();
    }
    const on = await runServe({ port: '0', host: '127.0.0.1', memory: true, examples: true }, quiet);
    try {
      const r = await fetch(`${on.url}/examples/portal/`);
      expect(r.status).toBe(200);
      expect(await r.text()).toContain('portal.js');
      expect((await fetch(`${on.url}/examples/portal/portal.js`)).status).toBe(200);
    } finally {
      await on.close();
    }
  });
});
