// What a new integrator does (issue 19): pack the package, install the tarball into a throwaway Vite + React +
// TypeScript portal (React 19 and React 18, fixtures in tests/integration/), type-check it with skipLibCheck
// off, build it with Vite, and run it in Chromium against the real API on another origin.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BARE, useE2E } from '../helpers/e2e.js';

const e2e = useE2E();
const REPO = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const TSC = join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const run = promisify(execFile);

let dir: string;
const apps: Record<'react19' | 'react18', string> = { react19: '', react18: '' };
const servers: Server[] = [];
const origins: Record<string, string> = {};
const figures: Record<string, unknown> = {};

/** A static server of `root` (the app's Vite build) on its own origin. */
async function serve(root: string): Promise<string> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url!, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bo-integration-'));
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {
    cwd: REPO,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const tgz = join(dir, (JSON.parse(out) as Array<{ filename: string }>)[0]!.filename);
  await Promise.all(
    (Object.keys(apps) as Array<keyof typeof apps>).map(async (name) => {
      const app = join(dir, name);
      cpSync(join(REPO, 'tests', 'integration', name), app, { recursive: true });
      // integrating.md's React 19 recipe, as copied, for the fixture's docs.html (src/docs-main.tsx).
      if (name === 'react19') writeFileSync(join(app, 'src', 'doc-recipe.tsx'), reactRecipe());
      // The fixture's React and types (exact versions) and the tarball, as `npm install directory-backoffice` would.
      await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', tgz], { cwd: app });
      apps[name] = app;
    }),
  );
}, 300_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  if (Object.keys(figures).length) console.log(`INTEGRATION_FIGURES ${JSON.stringify(figures)}`);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The first TSX block under integrating.md's "## React 19": the recipe a portal copies. */
function reactRecipe(): string {
  const doc = readFileSync(join(REPO, 'docs', 'integrating.md'), 'utf8');
  const section = doc.slice(doc.indexOf('\n## React 19\n'));
  const block = /```tsx\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('integrating.md has no TSX block under "## React 19"');
  return block[1]!;
}

const tsc = (app: string, project: string) => spawnSync(process.execPath, [TSC, '-p', join(app, project)], { cwd: app, encoding: 'utf8' });
/**
 * tsc without blocking this process, whose demo server must keep answering: after a long synchronous child the
 * server's idle keep-alive sockets close just as the next test's request reuses one (ECONNRESET).
 */
const tscAsync = (app: string, project: string) =>
  run(process.execPath, [TSC, '-p', join(app, project)], { cwd: app, encoding: 'utf8' }).then(
    ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
    (e: { code?: number; stdout?: string; stderr?: string }) => ({ status: e.code ?? 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' }),
  );

/** A page of the app at `path`, the API proxied from the app's origin to the demo server, the token in window.portalToken. */
async function portal(
  name: keyof typeof apps,
  path: string,
  token: string | null,
  api?: string,
): Promise<{ context: BrowserContext; page: Page; js: Map<string, Buffer>; warnings: string[] }> {
  const origin = origins[name]!;
  // The API on the portal's origin, or on `api` (another origin, which answers with the CORS headers the
  // reference server gives an allowed origin: BACKOFFICE_CORS_ORIGINS).
  const apiBase = api ?? `${origin}/v1`;
  const cors: Record<string, string> = api
    ? {
        'access-control-allow-origin': origin,
        'access-control-allow-headers': 'authorization, content-type, idempotency-key',
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      }
    : {};
  const context = await e2e.newContext({ ...BARE, viewport: { width: 1400, height: 900 } });
  await context.route(`${apiBase}/**`, async (route) => {
    const req = route.request();
    if (req.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const url = new URL(req.url());
    const res = await fetch(e2e.url(url.pathname + url.search), {
      method: req.method(),
      headers: req.headers(),
      body: req.postData() ?? undefined,
    });
    await route.fulfill({
      status: res.status,
      headers: { ...cors, 'content-type': res.headers.get('content-type') ?? 'application/json' },
      body: Buffer.from(await res.arrayBuffer()),
    });
  });
  // The files the API names by path (logos, photos: /media/…) come from the API's origin too.
  if (api)
    await context.route(`${new URL(api).origin}/media/**`, async (route) => {
      const res = await fetch(e2e.url(new URL(route.request().url()).pathname));
      await route.fulfill({
        status: res.status,
        headers: { 'content-type': res.headers.get('content-type') ?? 'application/octet-stream' },
        body: Buffer.from(await res.arrayBuffer()),
      });
    });
  const page = await context.newPage();
  if (token) await page.addInitScript((t) => ((window as Window & { portalToken?: string }).portalToken = t), token);
  const js = new Map<string, Buffer>();
  page.on('response', (r) => {
    if (r.url().startsWith(origin) && r.url().endsWith('.js'))
      void r.body().then(
        (b) => js.set(r.url(), b),
        () => {},
      );
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto(`${origin}${path}${path.includes('?') ? '&' : '?'}api=${encodeURIComponent(apiBase)}`);
  expect(errors).toEqual([]);
  return { context, page, js, warnings };
}

const rows = (page: Page, tag: string) => page.locator(`${tag} [data-part=list-table] tbody tr[data-row]`);
const signInForm = (page: Page, tag: string) => page.locator(`${tag} input[name=password]`);
const bytes = (js: Map<string, Buffer>) => {
  const all = [...js.values()];
  return {
    files: all.length,
    raw: all.reduce((n, b) => n + b.length, 0),
    gzip: all.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
    // Each copy of React and ReactDOM carries its version string: how many Reacts the page loaded.
    reactVersionStrings: all.reduce((n, b) => n + (b.toString('utf8').match(/["'`]19\.\d+\.\d+["'`]/g)?.length ?? 0), 0),
  };
};

describe.each(['react19', 'react18'] as const)('a Vite + %s + TypeScript portal', (name) => {
  it('type-checks with skipLibCheck false (the tags and the wrappers), and refuses a wrong prop type', { timeout: 180_000 }, () => {
    const ok = tsc(apps[name], 'tsconfig.json');
    expect(ok.stdout + ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    const wrong = tsc(apps[name], 'tsconfig.wrong.json');
    expect(wrong.status).not.toBe(0);
    expect(wrong.stdout).toMatch(/src\/wrong\.tsx\(\d+,\d+\): error TS2322/);
  });

  it('builds with vite build', { timeout: 120_000 }, async () => {
    // Each page is its own build (a multi-page build would share chunks between them and blur the bytes).
    // A production build as `vite build` makes it: under vitest NODE_ENV is 'test', which Vite keeps, and the
    // portal would bundle React's development build and JSX (twice the bytes, as an integrator's trial found).
    const production = { mode: 'production' };
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ ...production, root: apps[name], logLevel: 'silent', build: { outDir: 'dist', emptyOutDir: true } });
      for (const variant of ['bundled', 'empty', 'mixed', 'docs'].filter((p) => existsSync(join(apps[name], `${p}.html`))))
        await build({
          ...production,
          root: apps[name],
          base: `/${variant}/`,
          logLevel: 'silent',
          build: { outDir: `dist/${variant}`, emptyOutDir: false, rollupOptions: { input: join(apps[name], `${variant}.html`) } },
        });
    } finally {
      process.env.NODE_ENV = env;
    }
    expect(existsSync(join(apps[name], 'dist', 'index.html'))).toBe(true);
    origins[name] = await serve(join(apps[name], 'dist'));
  });

  it('renders two panels with token and getToken as props: rows, no token attribute, the URL and history untouched, "/" left to the portal', async () => {
    const token = await e2e.login();
    const { page, js } = await portal(name, '/', token);
    await rows(page, 'admin-customers').first().waitFor({ timeout: 20_000 });
    const rowsVisibleMs = Math.round(await page.evaluate(() => performance.now()));
    await rows(page, 'admin-business').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    figures[name] = { ...bytes(js), rowsVisibleMs };
    expect(await page.evaluate(() => document.querySelectorAll('[token], [get-token]').length)).toBe(0);

    const [href, length] = await page.evaluate(() => [location.href, history.length] as const);
    // Page 2 makes the panel call the server; a panel that called already (a refetch) may have shown the
    // sign-in state first, the pager gone with the list: either way the refusal is what follows.
    await page
      .locator('admin-customers')
      .getByRole('button', { name: 'Page 2' })
      .click({ timeout: 10_000 })
      .catch(() => signInForm(page, 'admin-customers').first().waitFor({ timeout: 1_000 }));
    await expect.poll(() => page.locator('admin-customers button[aria-current=page]').textContent()).toBe('2');
    expect(await page.evaluate(() => [location.href, history.length])).toEqual([href, length]);

    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      (window as Window & { slash?: boolean[] }).slash = [];
      window.addEventListener(
        'keydown',
        (e) => e.key === '/' && setTimeout(() => (window as Window & { slash?: boolean[] }).slash!.push(e.defaultPrevented)),
      );
    });
    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => (window as Window & { slash?: boolean[] }).slash!.length)).toBe(1);
    expect(
      await page.evaluate(() => [(window as Window & { slash?: boolean[] }).slash![0], document.activeElement === document.body]),
    ).toEqual([false, true]);
  });

  it('after the token is refused, a renewed token and refresh() resume both panels', async () => {
    const token = await e2e.login();
    const { page } = await portal(name, '/', token);
    await rows(page, 'admin-customers').first().waitFor({ timeout: 20_000 });
    await rows(page, 'admin-business').first().waitFor({ timeout: 20_000 });
    // The server revokes the token; the next call of a panel is refused and every panel shows the sign-in state.
    await fetch(e2e.url('/v1/auth/logout'), { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    // Page 2 makes the panel call the server; a panel that called already (a refetch) may have shown the
    // sign-in state first, the pager gone with the list: either way the refusal is what follows.
    await page
      .locator('admin-customers')
      .getByRole('button', { name: 'Page 2' })
      .click({ timeout: 10_000 })
      .catch(() => signInForm(page, 'admin-customers').first().waitFor({ timeout: 1_000 }));
    // One sign-in form for the page (the first panel); the other panel points to it.
    await signInForm(page, 'admin-customers').first().waitFor({ timeout: 15_000 });
    await page.locator('admin-business [data-part=sign-in-elsewhere]').waitFor({ timeout: 15_000 });
    // The portal renews its token quietly (getToken answers it), then tells the panels.
    const renewed = await e2e.login();
    await page.evaluate((t) => ((window as Window & { portalToken?: string }).portalToken = t), renewed);
    expect(await page.evaluate(() => (window as Window & { portalRefresh?: () => Promise<boolean> }).portalRefresh!())).toBe(true);
    await rows(page, 'admin-customers').first().waitFor({ timeout: 15_000 });
    await rows(page, 'admin-business').first().waitFor({ timeout: 15_000 });
  });
});

/** The ```ts and ```tsx blocks of a Markdown file, in order. */
const snippets = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/```(tsx?)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1]!, code: m[2]! }));

describe('integrating.md, as copied', () => {
  it(
    'every TypeScript snippet type-checks in the React 19 portal (the portal’s own names declared, nothing else added)',
    { timeout: 120_000 },
    async () => {
      const app = apps.react19;
      // A snippet of another tool's configuration (`// vite.config.ts`) is not portal code: the portal has no Vite types.
      const found = snippets(join(REPO, 'docs', 'integrating.md')).filter(({ code }) => !/^\/\/ [\w.-]+\.config\.ts/.test(code));
      expect(found.length).toBeGreaterThanOrEqual(4);
      const files: string[] = [];
      found.forEach(({ lang, code }, i) => {
        // A fragment that calls the package's functions without importing them gets that import (and only that).
        const used = ['configure', 'refresh', 'signOut'].filter((n) => new RegExp(`\\b${n}\\(`).test(code) && !code.includes('import'));
        const prelude = used.length ? `import { ${used.join(', ')} } from 'directory-backoffice/react';\n` : '';
        const file = `src/doc-snippet-${i}.${lang}`;
        writeFileSync(join(app, file), `${prelude}${code}\nexport {};\n`);
        files.push(file);
      });
      // What the snippets take from the portal: its auth, toast, router and SSO objects, and a token.
      writeFileSync(
        join(app, 'src/doc-portal.d.ts'),
        [
          'declare const auth: { accessToken(): string | null; renew(): Promise<void> };',
          'declare const toast: (message: string) => void;',
          'declare const router: { push(to: string): void };',
          'declare const sso: { token(): Promise<string | null>; login(): void };',
          'declare const monitoring: { report(message: string): void };',
          'declare const token: string;',
        ].join('\n'),
      );
      writeFileSync(
        join(app, 'tsconfig.docs.json'),
        JSON.stringify({ extends: './tsconfig.json', include: ['src/doc-portal.d.ts', ...files] }),
      );
      const checked = await tscAsync(app, 'tsconfig.docs.json');
      expect(checked.stdout + checked.stderr).toBe('');
      expect(checked.status).toBe(0);
    },
  );

  it('the React 19 recipe runs as copied: its configure() and getToken sign both panels in, its handlers get the events', async () => {
    const token = await e2e.login();
    // The recipe's own apiBase, https://api.example.com/v1, answered by the demo server.
    const { page } = await portal('react19', '/docs/docs.html', token, 'https://api.example.com/v1');
    type Recorded = Window & { toasts: string[]; pushed: string[] };
    await rows(page, 'admin-customers').first().waitFor({ timeout: 20_000 });
    await rows(page, 'admin-business').first().waitFor({ timeout: 20_000 });
    expect(await signInForm(page, 'admin-customers').count()).toBe(0);
    // A company's logo, which the API names by path (/media/…), comes from the API's origin, not the portal's.
    const logo = rows(page, 'admin-business').locator('img').first();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => [img.src.startsWith('https://api.example.com/media/'), img.naturalWidth > 0]))
      .toEqual([true, true]);

    // onMemberDisabled: the recipe's toast names the member.
    const row = rows(page, 'admin-customers')
      .filter({ hasText: 'Enabled' })
      .filter({ hasNotText: 'Admin' })
      .filter({ hasNotText: 'Team owner' })
      .first();
    const id = Number(await row.getAttribute('data-row'));
    await row.locator('[aria-haspopup=menu]').click();
    await page.getByRole('menuitem', { name: 'Disable', exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as Recorded).toasts)).toEqual([`Member ${id} disabled`]);
    const enabled = await fetch(e2e.url('/v1/members/enable-by-admin'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ memberId: id }),
    });
    expect(enabled.status).toBe(200);

    // onNavigate: the products link of a company's drawer goes through the portal's router, the page stays.
    await rows(page, 'admin-business').first().locator('a').first().click();
    const products = page.locator('admin-business [data-part=company-products]');
    await products.waitFor();
    const href = page.url();
    await products.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as Recorded).pushed))
      .toEqual([expect.stringMatching(/^\/directory\/products\?companyId=\d+$/)]);
    expect(page.url()).toBe(href);
  });
});

describe('a React 19 portal, without and with the host React', () => {
  it('an inline sign-in leaves no auth_token cookie on the portal', async () => {
    const { context, page } = await portal('react19', '/?signin=1', null);
    await page.locator('admin-customers input[name=email]').fill('admin@example.com');
    await page.locator('admin-customers input[name=password]').fill('demo-admin');
    await page.locator('admin-customers button[type=submit]').click();
    await rows(page, 'admin-customers').first().waitFor({ timeout: 20_000 });
    expect((await context.cookies()).map((c) => c.name)).not.toContain('auth_token');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  it('the docs’ recipe with both entries on one page: configure() from /react reaches the root entry’s tags; one warning names the fix', async () => {
    const token = await e2e.login();
    const { page, warnings } = await portal('react19', '/mixed/mixed.html', token);
    // signIn: false and getToken given through /react, while the root entry (imported first) owns the tags.
    await rows(page, 'admin-customers').first().waitFor({ timeout: 20_000 });
    await rows(page, 'admin-business').first().waitFor({ timeout: 20_000 });
    expect(await page.locator('admin-customers [data-part=signed-out], admin-business [data-part=signed-out]').count()).toBe(0);
    expect(await signInForm(page, 'admin-customers').count()).toBe(0);
    const said = warnings.filter((w) => w.includes('another build of this package'));
    expect(said, warnings.join('\n')).toHaveLength(1);
    expect(said[0]).toContain("'directory-backoffice/react' defines the tags too");
  });

  it('the typed tags of the main entry (bundled React) work too; the bytes of both ways are recorded', async () => {
    const token = await e2e.login();
    const { page, js } = await portal('react19', '/bundled/bundled.html', token);
    await rows(page, 'admin-customers').first().waitFor({ timeout: 20_000 });
    await rows(page, 'admin-business').first().waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.querySelectorAll('[token]').length)).toBe(0);
    await page.waitForLoadState('networkidle');
    const bundled = bytes(js);
    figures.react19BundledReact = bundled;
    const empty = await portal('react19', '/empty/empty.html', null);
    await empty.page.locator('[data-portal-ready]').waitFor();
    await empty.page.waitForLoadState('networkidle');
    figures.react19NoPanel = bytes(empty.js);
    // With the host's React the page loads one React; with the main entry a second copy comes with the panels.
    const host = figures.react19 as ReturnType<typeof bytes>;
    expect(host.reactVersionStrings).toBeGreaterThan(0);
    expect(bundled.reactVersionStrings).toBeGreaterThan(host.reactVersionStrings);
    expect(bundled.gzip).toBeGreaterThan(host.gzip);
  });

  it('a React 19 portal’s build emits no second build with its own React: the React 18 one is opt-in (issue 36, item 12)', () => {
    const assets = join(apps.react19, 'dist', 'assets');
    const emitted = new Map(
      readdirSync(assets)
        .filter((f) => f.endsWith('.js'))
        .map((f) => [f, readFileSync(join(assets, f))] as const),
    );
    const made = bytes(emitted);
    figures.react19Emitted = { files: made.files, raw: made.raw, gzip: made.gzip };
    // The page loaded one React (the portal's); the build holds no other copy (the package build it cannot load).
    expect(made.reactVersionStrings).toBe((figures.react19 as ReturnType<typeof bytes>).reactVersionStrings);
  });

  it('integrating.md’s portal table says what this build measures, within 5 % (issue 36, item 13)', () => {
    const doc = readFileSync(join(REPO, 'docs', 'integrating.md'), 'utf8');
    /** The gzip KB of the table's row that starts with `label`. */
    const said = (label: string) => {
      const row = doc.split('\n').find((l) => l.startsWith(`| ${label}`));
      const cells = row?.split('|').map((c) => c.trim());
      return Number(cells?.[3]?.replace(/[^\d.]/g, ''));
    };
    const measured = (name: string) => (figures[name] as ReturnType<typeof bytes>).gzip / 1000;
    for (const [label, name] of [
      ['the portal alone', 'react19NoPanel'],
      ['two panels with `directory-backoffice/react`', 'react19'],
      ['the same two panels from `directory-backoffice`', 'react19BundledReact'],
      ['React 18.3.1 portal', 'react18'],
    ] as const) {
      const kb = said(label);
      expect(kb, `${label}: the table says ${kb} KB, the build ${measured(name).toFixed(1)} KB`).toBeGreaterThan(0);
      expect(
        Math.abs(kb - measured(name)) / measured(name),
        `${label}: the table says ${kb} KB, the build ${measured(name).toFixed(1)} KB`,
      ).toBeLessThan(0.05);
    }
  });
});
