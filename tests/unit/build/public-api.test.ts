// The package's entries export exactly their documented API (issue 36, item 11): the names listed in the entry
// table of docs/integrating.md, read from the built files (`npm run build` first) as Node imports them through
// the package's own `exports` (a child process, so nothing of Vite's module handling stands between), and the
// declarations type `load` (tsc on a small portal file, skipLibCheck off; deliberate mistakes must fail).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELEMENTS } from '../../../src/elements/element-docs.js';
import { componentName } from '../../../src/wrappers/names.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BUILT = ['dist/web/assets/index.js', 'dist/web/assets/index.d.ts', 'dist/elements/all.js', 'dist/react/index.js'];

/** The entries of docs/integrating.md's table and the names each row says it exports (after "Exports"). */
function documented(): Map<string, { names: string[]; components: boolean }> {
  const doc = readFileSync(join(ROOT, 'docs/integrating.md'), 'utf8');
  const out = new Map<string, { names: string[]; components: boolean }>();
  for (const [, entry, text] of doc.matchAll(/^\| `(directory-backoffice[\w/-]*)`\s*\|(.*)\|\s*$/gm) as Iterable<
    [string, string, string]
  >) {
    const exported = text.split('Exports ')[1] ?? '';
    out.set(entry, {
      names: [...exported.matchAll(/`([a-z]\w*)`/g)].map((m) => m[1]!),
      components: /the components/.test(exported),
    });
  }
  return out;
}

/** `Object.keys` of each entry as Node imports it (`import('directory-backoffice/…')`, the package's own name). */
function keysInNode(entries: string[]): Record<string, string[]> {
  const script = `const out = {};
    for (const e of ${JSON.stringify(entries)}) out[e] = Object.keys(await import(e)).sort();
    console.log(JSON.stringify(out));`;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, string[]>;
}

beforeAll(() => {
  const missing = BUILT.filter((f) => !existsSync(join(ROOT, f)));
  if (missing.length) throw new Error(`${missing.join(', ')} not found: run \`npm run build\` first`);
});

describe('the public API of each entry', () => {
  it('docs/integrating.md lists what each entry exports', () => {
    const docs = documented();
    expect([...docs.keys()].sort()).toEqual([
      'directory-backoffice',
      'directory-backoffice/all',
      'directory-backoffice/jsx',
      'directory-backoffice/react',
      'directory-backoffice/react18',
    ]);
    expect(docs.get('directory-backoffice')!.names.sort()).toEqual(['configure', 'load', 'refresh', 'signOut']);
  });

  it('each built entry exports exactly the documented names, nothing internal', () => {
    const docs = documented();
    const keys = keysInNode([...docs.keys()]);
    const components = ELEMENTS.map((el) => componentName(el.tag));
    for (const [entry, { names, components: withComponents }] of docs) {
      const expected = [...names, ...(withComponents ? components : [])].sort();
      expect(keys[entry], entry).toEqual(expected);
    }
  });
});

/** Portal modules importing the package: one that must compile, and deliberate mistakes with the error each gets. */
const GOOD = `import { configure, load, refresh, signOut, type AdminTagName } from 'directory-backoffice';
configure({ apiBase: '/v1', href: (to) => '/portal' + to });
const tag: AdminTagName = 'admin-customers';
export const ready: Promise<void> = load(tag);
export const again: Promise<void> = load('admin-categories');
export const on: Promise<boolean> = refresh();
export const off: Promise<void> = signOut();
export const global: ((tag: AdminTagName) => Promise<void>) | undefined = window.BackOffice?.load;`;
const WRONG: Record<string, [source: string, code: string]> = {
  'an unknown tag': [`import { load } from 'directory-backoffice';\nload('admin-nope');`, 'TS2345'],
  'no tag': [`import { load } from 'directory-backoffice';\nload();`, 'TS2554'],
  'a result used as a boolean': [
    `import { load } from 'directory-backoffice';\nexport const b: boolean = await load('admin-app');`,
    'TS2322',
  ],
  'an internal name': [`import { loaders } from 'directory-backoffice';\nexport { loaders };`, 'TS2305'],
};

describe('the declarations of the root entry', () => {
  let dir: string;
  /** tsc's errors by file name (without `.ts`), every file in one program: the d.ts as built, skipLibCheck off. */
  const errors = new Map<string, string[]>();
  const fileOf = (name: string) => name.replace(/\W+/g, '-');

  beforeAll(() => {
    // Inside the repo (.tmp/ is ignored), like a portal's source next to its node_modules.
    mkdirSync(join(ROOT, '.tmp'), { recursive: true });
    dir = mkdtempSync(join(ROOT, '.tmp', 'public-api-'));
    const sources: Record<string, string> = {
      good: GOOD,
      ...Object.fromEntries(Object.entries(WRONG).map(([n, [src]]) => [fileOf(n), src])),
    };
    const files = Object.entries(sources).map(([name, text]) => {
      writeFileSync(join(dir, `${name}.ts`), text);
      errors.set(name, []);
      return join(dir, `${name}.ts`);
    });
    const program = ts.createProgram(files, {
      strict: true,
      skipLibCheck: false,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      paths: { 'directory-backoffice': [join(ROOT, 'dist/web/assets/index.d.ts')] },
    });
    for (const d of ts.getPreEmitDiagnostics(program)) {
      const name = d.file ? d.file.fileName.slice(dir.length + 1).replace(/\.ts$/, '') : '';
      const list = errors.get(name) ?? errors.set(name, []).get(name)!;
      list.push(`TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    }
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('types load(tag) with the package’s tags and a Promise<void>; the shipped d.ts itself checks', () => {
    const wrong = new Set(Object.keys(WRONG).map(fileOf));
    // The good file, and anything else tsc reports on (the shipped d.ts): no error.
    expect(Object.fromEntries([...errors].filter(([name]) => !wrong.has(name)))).toEqual({ good: [] });
  });

  it.each(Object.entries(WRONG))('refuses %s', (name, [, code]) => {
    const found = errors.get(fileOf(name))!;
    expect(found.length, found.join('\n')).toBeGreaterThan(0);
    expect(found.join('\n')).toContain(code);
  });
});
