// An esbuild plugin of the browser builds: the screens' specs (src/screens/) keep their documentation (an element's
// `summary`, a prop's `type`, `description` and `default`) for scripts/gen-manifest.ts only. The lazy loader carries
// the specs, so the docs would cost every page ~1.5 KB brotli; in the browser they are read by nothing (the element
// classes need a prop's `kind`, the React wrappers its name and the element's events).
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import ts from 'typescript';

/** Properties of the specs' object literals that only document. */
export const DOC_FIELDS: ReadonlySet<string> = new Set(['summary', 'description', 'type', 'default']);

/** `code` (a file of src/screens/) without its documentation fields. */
export function stripDocs(code: string, file = 'spec.ts'): string {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const drop = (node: ts.Node): boolean =>
    (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
    (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
    DOC_FIELDS.has(node.name.text);
  const transformer: ts.TransformerFactory<ts.SourceFile> = (context) => {
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isObjectLiteralExpression(node) && node.properties.some(drop))
        return ts.factory.updateObjectLiteralExpression(
          node,
          ts.visitNodes(node.properties, (p) => (drop(p) ? undefined : visit(p)), ts.isObjectLiteralElementLike),
        );
      return ts.visitEachChild(node, visit, context);
    };
    return (sf) => ts.visitNode(sf, visit) as ts.SourceFile;
  };
  const [out] = ts.transform(source, [transformer]).transformed;
  return ts.createPrinter().printFile(out!);
}

export function stripScreenDocs(): Plugin {
  return {
    name: 'strip-screen-docs',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]screens[\\/][^\\/]+\.ts$/ }, async (args) => ({
        contents: stripDocs(await readFile(args.path, 'utf8'), args.path),
        loader: 'ts',
      }));
    },
  };
}
