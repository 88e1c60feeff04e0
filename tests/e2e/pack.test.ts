import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BARE, useE2E } from '../helpers/e2e.js';

// The demo API and Chromium come from the fixture; the page is served from the installed package by a
// static server of its own, on another origin.
const e2e = useE2E();
const REPO = resolve(fileURLToPath(new URL('../..', import.meta.url)));
let dir: string;
let project: string;
let pkg: string;
let files: string[];
let web: Server;
let webUrl: string;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json' };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bo-pack-'));
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const info = JSON.parse(out) as Array<{ filename: string; files: Array<{ path: string }> }>;
  files = info[0]!.files.map((f) => f.path);
  const tgz = join(dir, info[0]!.filename);
  project = join(dir, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'host-page', version: '1.0.0', private: true }));
  // The package has no dependencies (browser builds and the CLI bundle theirs): an offline install works.
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--no-package-lock', '--ignore-scripts', tgz], {
    cwd: project,
    stdio: 'ignore',
  });
  pkg = join(project, 'node_modules', 'directory-backoffice');
  mkdirSync(join(project, 'site'));
  writeFileSync(
    join(project, 'site', 'lazy.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>lazy</title><script type="module" src="/site/lazy.js"></script></head><body><admin-customers lang="en"></admin-customers></body></html>`,
  );
  writeFileSync(
    join(project, 'site', 'lazy.js'),
    `import { configure } from '/node_modules/directory-backoffice/dist/web/assets/index.js';\nconfigure({ apiBase: new URLSearchParams(location.search).get('api') });\n`,
  );
  writeFileSync(
    join(project, 'site', 'single.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>single</title><script type="module" src="/node_modules/directory-backoffice/dist/elements/all.js"></script><script type="module" src="/site/single.js"></script></head><body><admin-notifications lang="en"></admin-notifications></body></html>`,
  );
  writeFileSync(
    join(project, 'site', 'classic.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>classic</title><script src="/node_modules/directory-backoffice/dist/elements/all.classic.js"></script><script src="/site/single.js"></script></head><body><admin-notifications lang="en"></admin-notifications></body></html>`,
  );
  writeFileSync(
    join(project, 'site', 'single.js'),
    `window.BackOffice.configure({ apiBase: new URLSearchParams(location.search).get('api') });\n`,
  );
  web = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url!, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(project, path);
    if (!file.startsWith(project) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
  webUrl = `http://127.0.0.1:${(web.address() as { port: number }).port}`;
});

afterAll(async () => {
  web?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Every file under `root`, as package-relative posix paths. */
function walk(root: string, rel = ''): string[] {
  return readdirSync(join(root, rel), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(root, posix.join(rel, e.name)) : [posix.join(rel, e.name)],
  );
}

describe('npm pack', () => {
  it('contains what a user needs and nothing else', () => {
    for (const f of [
      'package.json',
      'README.md',
      'LICENSE',
      'custom-elements.json',
      'docs/elements.md',
      'dist/web/assets/index.js',
      'dist/web/assets/index.d.ts',
      'dist/elements/all.js',
      'dist/elements/all.classic.js',
      'dist/elements/all.d.ts',
      'dist/react/index.js',
      'dist/react/index.d.ts',
      'dist/react/jsx.d.ts',
      'dist/react/jsx.js',
      'dist/cli/index.js',
      'examples/index.html',
      'examples/standalone/index.html',
    ])
      expect(files).toContain(f);
    expect(
      files.filter(
        (f) =>
          /^(src|tests|bench|scripts|styled-system|node_modules)\//.test(f) ||
          f.endsWith('.map') ||
          (f.startsWith('docs/screenshots') && f !== 'docs/screenshots/home-desktop.png'),
      ),
    ).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as {
      customElements: string;
      exports: Record<string, unknown>;
      private?: boolean;
      license: string;
    };
    expect(manifest.customElements).toBe('custom-elements.json');
    expect(manifest.private).toBeUndefined();
    expect(manifest.license).toBe('MIT');
    expect(readFileSync(join(pkg, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} directory-backoffice authors/);
    const cem = JSON.parse(readFileSync(join(pkg, 'custom-elements.json'), 'utf8')) as {
      schemaVersion: string;
      modules: Array<{ declarations: Array<{ tagName: string }> }>;
    };
    expect(cem.schemaVersion).toBe('2.0.0');
    expect(cem.modules.flatMap((m) => m.declarations.map((d) => d.tagName))).toContain('admin-customers');
    expect(readdirSync(join(pkg, 'dist', 'web', 'assets')).some((f) => f.startsWith('admin-customers-'))).toBe(true);
  });

  it('installs as one package (no React, jotai, Ark or server engines in a portal); the CLI runs from it', () => {
    expect(readdirSync(join(project, 'node_modules')).filter((d) => !d.startsWith('.'))).toEqual(['directory-backoffice']);
    const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as {
      dependencies?: object;
      peerDependenciesMeta: Record<string, { optional: boolean }>;
    };
    expect(manifest.dependencies).toBeUndefined();
    expect(Object.keys(manifest.peerDependenciesMeta).sort()).toEqual(['@electric-sql/pglite', 'pg', 'react']);
    const cli = join(pkg, 'dist', 'cli', 'index.js');
    const help = spawnSync(process.execPath, [cli, 'members', '--help'], { cwd: project, encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: backoffice members');
    // `serve` without the embedded engine installed says what to install, and fails.
    const serve = spawnSync(process.execPath, [cli, 'serve', '--memory', '--port', '0'], {
      cwd: project,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(serve.status).toBe(1);
    expect(serve.stderr).toContain('npm install @electric-sql/pglite');
  });

  it('ships each file once: no path twice, no two files (over 1 KB) with the same content', () => {
    expect(files.filter((f, i) => files.indexOf(f) !== i)).toEqual([]);
    const byHash = new Map<string, string[]>();
    for (const f of walk(pkg)) {
      // The lazy build and the host-React build of directory-backoffice/react may emit the same tiny chunk.
      if (statSync(join(pkg, f)).size < 1024) continue;
      const hash = createHash('sha256')
        .update(readFileSync(join(pkg, f)))
        .digest('hex');
      byHash.set(hash, [...(byHash.get(hash) ?? []), f]);
    }
    // The lazy build and the host-React build are two graphs by design: a chunk of library code that imports
    // nothing of React (e.g. Panda's css() runtime) can come out the same in both, once each.
    const twoBuilds = (paths: string[]) =>
      paths.length === 2 &&
      paths.some((p) => p.startsWith('dist/react/')) &&
      paths.some((p) => p.startsWith('dist/web/assets/')) &&
      !/from\s*["'](?:react|react-dom)|import\s*["']\.\/(?:admin-)/.test(readFileSync(join(pkg, paths[0]!), 'utf8'));
    expect([...byHash.values()].filter((paths) => paths.length > 1 && !twoBuilds(paths))).toEqual([]);
  });

  it('has no sourceMappingURL that points at a file outside the tarball', () => {
    const dangling = files
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) => [...readFileSync(join(pkg, f), 'utf8').matchAll(/\/\/[#@] sourceMappingURL=(\S+)/g)].map((m) => ({ f, url: m[1]! })))
      .filter(({ f, url }) => !url.startsWith('data:') && !files.includes(posix.join(posix.dirname(f), url)))
      .map(({ f, url }) => `${f} -> ${url}`);
    expect(dangling).toEqual([]);
  });

  it('links, from every shipped Markdown file, only to files in the package', () => {
    const dangling: string[] = [];
    for (const md of files.filter((f) => f.endsWith('.md'))) {
      const text = readFileSync(join(pkg, md), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^([a-z]+:|#)/i.test(target!)) continue;
        const path = posix.normalize(posix.join(posix.dirname(md), target!.split('#')[0]!));
        if (!files.includes(path)) dangling.push(`${md} -> ${target}`);
      }
    }
    expect(dangling).toEqual([]);
  });

  it('names only shipped files in custom-elements.json', () => {
    const cem = JSON.parse(readFileSync(join(pkg, 'custom-elements.json'), 'utf8')) as {
      readme?: string;
      modules: Array<{ path: string; exports?: Array<{ declaration: { module?: string } }> }>;
    };
    const paths = [cem.readme, ...cem.modules.flatMap((m) => [m.path, ...(m.exports ?? []).map((e) => e.declaration.module)])].filter(
      (p): p is string => !!p,
    );
    expect(paths.length).toBeGreaterThan(1);
    expect(paths.filter((p) => !files.includes(p.replace(/^\.\//, '')))).toEqual([]);
  });

  it('ships the Panda CSS minified', () => {
    const all = readFileSync(join(pkg, 'dist', 'elements', 'all.js'), 'utf8');
    // Panda's sheet starts `@layer reset{` + its first selector; unminified, a line break and indentation follow.
    expect(all).toMatch(/@layer reset\{[^\s\\]/);
    expect(all).not.toMatch(/@layer reset\{(\s|\\n)/);
  });

  it('has declarations that pass tsc with skipLibCheck false in a consumer', { timeout: 60_000 }, () => {
    const consumer = join(project, 'consumer');
    mkdirSync(consumer, { recursive: true });
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          types: [],
        },
        include: ['*.ts'],
      }),
    );
    writeFileSync(
      join(consumer, 'main.ts'),
      [
        "import { configure, signOut, type AdminCustomersElement, type BackOfficeConfig } from 'directory-backoffice';",
        "import { configure as configureAll } from 'directory-backoffice/all';",
        "const config: BackOfficeConfig = { apiBase: '/v1', getToken: () => 'token' };",
        'configure(config);',
        'configureAll(config);',
        'void signOut();',
        "const panel: AdminCustomersElement = document.createElement('admin-customers');",
        "panel.statePrefix = 'c.';",
        "panel.lang = 'en';",
        "panel.addEventListener('admin-member-disabled', (e) => console.log(e.detail.memberId));",
        "document.querySelector('admin-app')!.base = '/admin';",
        'window.BackOffice?.configure({});',
        '',
      ].join('\n'),
    );
    const tsc = spawnSync(process.execPath, [join(REPO, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', consumer], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });

  it("bundles `import { configure } from 'directory-backoffice/all'` with esbuild", async () => {
    writeFileSync(
      join(project, 'entry.js'),
      "import { configure, signOut } from 'directory-backoffice/all';\nconfigure({ apiBase: '/v1' });\nexport { signOut };\n",
    );
    // esbuild only warns about an import from a file without exports (the classic script all.js was);
    // Vite/Rollup stop with MISSING_EXPORT, so the warning is an error here.
    const result = await build({
      entryPoints: [join(project, 'entry.js')],
      absWorkingDir: project,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
      logOverride: { 'import-is-undefined': 'error' },
      metafile: true,
    });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(Object.keys(result.metafile.inputs)).toContain('node_modules/directory-backoffice/dist/elements/all.js');
    expect(result.outputFiles[0]!.text).toContain('admin-customers');
  });

  it('loads a panel from the installed package (lazy ESM, single-file module and classic script) against the API', async () => {
    const apiBase = `${webUrl}/v1`;
    const context = await e2e.newContext({ ...BARE, viewport: { width: 1400, height: 900 } });
    // The API is another origin: the page's requests to /v1 are proxied to the demo server.
    await context.route(`${apiBase}/**`, async (route) => {
      const req = route.request();
      const res = await fetch(e2e.url(new URL(req.url()).pathname + new URL(req.url()).search), {
        method: req.method(),
        headers: req.headers(),
        body: req.postData() ?? undefined,
      });
      await route.fulfill({
        status: res.status,
        headers: { 'content-type': res.headers.get('content-type') ?? 'application/json' },
        body: Buffer.from(await res.arrayBuffer()),
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${webUrl}/site/lazy.html?api=${encodeURIComponent(apiBase)}`);
    await page.locator('admin-customers input[name=email]').fill('admin@example.com');
    await page.locator('admin-customers input[name=password]').fill('demo-admin');
    await page.locator('admin-customers button[type=submit]').click();
    await page.locator('admin-customers [data-part=list-table] tbody tr[data-row]').first().waitFor({ timeout: 20_000 });
    await page.goto(`${webUrl}/site/single.html?api=${encodeURIComponent(apiBase)}`);
    await page.locator('admin-notifications [data-part=composer]').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await page.evaluate('typeof window.BackOffice.signOut')).toBe('function');
    await page.goto(`${webUrl}/site/classic.html?api=${encodeURIComponent(apiBase)}`);
    await page.locator('admin-notifications [data-part=composer]').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await page.evaluate('typeof window.BackOffice.signOut')).toBe('function');
    expect(errors).toEqual([]);
  });
});
