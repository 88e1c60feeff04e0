// Typed JSX (issue 19, item 1): the generated typings (scripts/manifest/jsx.ts) make `<admin-customers>` and
// the wrappers of `directory-backoffice/react` type-check in TSX against the repo's @types/react (React 19),
// with `jsx: react-jsx`, `strict` and `skipLibCheck: false`; without them tsc answers TS2339. No network.
// (@types/react 18 is not in the offline npm cache: React 18 types are left to the integration test.)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDts } from '../../../scripts/manifest/dts.js';
import { renderJsxDts, renderReactDts } from '../../../scripts/manifest/jsx.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
let dir: string;

beforeAll(() => {
  // Inside the repo (.tmp/ is ignored) so that `react` resolves to the repo's node_modules/@types/react.
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  dir = mkdtempSync(join(ROOT, '.tmp', 'jsx-types-'));
  const files: Record<string, string> = {
    'dist/web/assets/index.d.ts': renderDts(),
    'dist/react/jsx.d.ts': renderJsxDts(),
    'dist/react/index.d.ts': renderReactDts(),
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Diag = { file: string; code: number; message: string };

/** Compiles TSX files (name → source) in one program, like a strict portal (skipLibCheck off: the shipped d.ts are checked too). */
function compile(sources: Record<string, string>): Diag[] {
  const names = Object.entries(sources).map(([name, text]) => {
    writeFileSync(join(dir, `${name}.tsx`), text);
    return join(dir, `${name}.tsx`);
  });
  const program = ts.createProgram(names, {
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: false,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    baseUrl: dir,
    paths: {
      'directory-backoffice': ['./dist/web/assets/index.d.ts'],
      'directory-backoffice/jsx': ['./dist/react/jsx.d.ts'],
      'directory-backoffice/react': ['./dist/react/index.d.ts'],
    },
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ({
    file: d.file ? d.file.fileName.slice(dir.length + 1).replace(/\.tsx$/, '') : '',
    code: d.code,
    message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  }));
}

const HEAD = "import type {} from 'directory-backoffice/jsx';\nimport { AdminCustomers } from 'directory-backoffice/react';\n";
const BAD: Record<string, string> = {
  'bad-token-tag': 'export const A = () => <admin-customers token={42} />;',
  'bad-mode-tag': 'export const A = () => <admin-customers mode="blue" />;',
  'bad-token-wrapper': 'export const A = () => <AdminCustomers token={42} />;',
  'bad-detail-wrapper': 'export const A = () => <AdminCustomers onMemberDisabled={(e) => e.detail.nope} />;',
  'bad-detail-tag': 'export const A = () => <admin-customers onadmin-member-disabled={(e) => e.detail.nope} />;',
  'bad-tag': 'export const A = () => <admin-nope />;',
};

const TAGS = `
export function Tags({ t }: { t: string }) {
  return (
    <div>
      <admin-customers token={t} getToken={async () => t} state-prefix="c." statePrefix="c." api-base="/v1" lang="en" mode="dark" className="panel" class="x" style={{ height: 400 }} slot="main" id="c" key="k"
        onadmin-member-disabled={(e) => e.detail.memberId.toFixed()} onadmin-navigate={(e) => { if (e.detail.to) e.preventDefault(); }} />
      <admin-products company-id="3" companyId="3" ref={(el) => { if (el) el.token = t; }} />
      <admin-app base="/admin" />
    </div>
  );
}
`;

const WRAPPERS = `
import { useRef } from 'react';
import { AdminCustomers, AdminProducts, AdminApp, type AdminCustomersProps } from 'directory-backoffice/react';
import type { AdminCustomersElement } from 'directory-backoffice';
export function App({ t }: { t: string }) {
  const ref = useRef<AdminCustomersElement>(null);
  const props: AdminCustomersProps = { statePrefix: 'c.' };
  return (
    <>
      <AdminCustomers ref={ref} token={t} getToken={() => Promise.resolve(t)} {...props} className="a" style={{ flex: 1 }}
        onMemberDisabled={(e) => e.detail.memberId.toFixed()} onNavigate={(e) => e.preventDefault()} onSessionExpired={(e) => e.detail.reason} />
      <AdminProducts companyId="3" onProductDeleted={(e) => e.detail.companyId + e.detail.productId} />
      <AdminApp base="/" lang="it" />
    </>
  );
}
`;

describe('JSX typings (React 19 types, strict, skipLibCheck false)', () => {
  let diags: Diag[];
  const of = (file: string) => diags.filter((d) => d.file === file);
  beforeAll(() => {
    diags = compile({
      tags: `import type {} from 'directory-backoffice/jsx';\n${TAGS}`,
      wrappers: WRAPPERS,
      ...Object.fromEntries(Object.entries(BAD).map(([k, v]) => [k, HEAD + v])),
    });
  }, 120_000);

  it('without them, tsc rejects the tag (TS2339), as integrators saw', () => {
    const without = compile({ without: `export const A = () => <admin-customers token="x" />;\n` });
    expect(without.map((d) => d.code)).toContain(2339);
    expect(without.map((d) => d.message).join('\n')).toContain("Property 'admin-customers' does not exist on type 'JSX.IntrinsicElements'");
  }, 120_000);

  it('the generated d.ts themselves have no error (skipLibCheck false)', () => {
    expect(diags.filter((d) => !(d.file in BAD) && d.file !== 'tags' && d.file !== 'wrappers')).toEqual([]);
  });

  it('with directory-backoffice/jsx: every tag, its attributes, properties, React props and event props type-check', () => {
    expect(of('tags')).toEqual([]);
  });

  it('the wrappers of directory-backoffice/react type-check, events typed by their detail', () => {
    expect(of('wrappers')).toEqual([]);
  });

  it('wrong types are errors: a number token, an unknown attribute value, a detail field that does not exist, an unknown tag', () => {
    const codes = (file: string) => of(file).map((d) => d.code);
    expect(codes('bad-token-tag')).toContain(2322);
    expect(codes('bad-mode-tag')).toContain(2322);
    expect(codes('bad-token-wrapper')).toContain(2322);
    expect(codes('bad-detail-wrapper')).toContain(2339);
    expect(codes('bad-detail-tag')).toContain(2339);
    expect(codes('bad-tag')).toContain(2339);
  });
});
