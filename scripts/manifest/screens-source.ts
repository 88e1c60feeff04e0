// The screens' specs as the build reads them, from the source of src/screens/manifest.ts (TypeScript's parser,
// nothing run): each spec's id, its tag (if it is an element) and the module its `load()` imports. tsup.config.ts
// names each tag's chunk and writes the React wrappers' exports from it without loading the manifest, whose
// `load()` functions would pull every screen into the config's bundle; tests/unit/screens/manifest.test.ts checks
// it against the manifest itself.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** From the repository's root (tsup runs its config from a bundled copy, where import.meta.url is elsewhere). */
export const MANIFEST_FILE = resolve('src/screens/manifest.ts');

export interface ScreenSource {
  id: string;
  tag: string | null;
  /** The implementation's file (`.ts`/`.tsx`), absolute. */
  module: string;
}

const prop = (o: ts.ObjectLiteralExpression, name: string) =>
  o.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === name,
  )?.initializer;

const stringOf = (e: ts.Expression | undefined) => (e && ts.isStringLiteralLike(e) ? e.text : null);

/** The first `import('<literal>')` inside `node`. */
function importedPath(node: ts.Node): string | null {
  let found: string | null = null;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteralLike(n.arguments[0])
    )
      found = n.arguments[0].text;
    else ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** `../features/x/y.js` from `from` → the `.ts`/`.tsx` file it names. */
function sourceFile(from: string, spec: string): string {
  const base = resolve(dirname(from), spec).replace(/\.js$/, '');
  for (const ext of ['.ts', '.tsx']) {
    try {
      readFileSync(base + ext);
      return base + ext;
    } catch {
      /* next */
    }
  }
  throw new Error(`${from}: ${spec} names no file`);
}

/** The specs of `file` (`SCREENS = [ { id, load, element: { tag } }, … ]`), in their order. */
export function readScreenSources(file = MANIFEST_FILE): ScreenSource[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const out: ScreenSource[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isObjectLiteralExpression(n)) {
      const id = stringOf(prop(n, 'id'));
      const load = prop(n, 'load');
      if (id !== null && load) {
        const path = importedPath(load);
        if (!path) throw new Error(`${file}: the load() of ${id} imports no literal path`);
        const element = prop(n, 'element');
        const tag = element && ts.isObjectLiteralExpression(element) ? stringOf(prop(element, 'tag')) : null;
        out.push({ id, tag, module: sourceFile(file, path) });
        return;
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return out;
}
