// The `detail` type of every public event, read with the TypeScript compiler from AdminEventMap in
// src/state/events.ts (the one place events are declared), written out in full (aliases and named
// interfaces expanded) for custom-elements.json, docs/elements.md and the browser builds' d.ts.
import ts from 'typescript';
import { fileURLToPath } from 'node:url';
import type { AdminEventName } from '../../src/state/events.js';

const FILE = fileURLToPath(new URL('../../src/state/events.ts', import.meta.url));

export function eventDetailTypes(): Record<AdminEventName, string> {
  const program = ts.createProgram([FILE], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(FILE)!;
  let map: ts.InterfaceDeclaration | undefined;
  source.forEachChild((n) => {
    if (ts.isInterfaceDeclaration(n) && n.name.text === 'AdminEventMap') map = n;
  });
  if (!map) throw new Error('AdminEventMap not found in src/state/events.ts');
  const write = (type: ts.Type, depth = 0): string => {
    if (type.getFlags() & ts.TypeFlags.Boolean) return 'boolean';
    if (type.isUnion()) return type.types.map((t) => write(t, depth)).join(' | ');
    if (type.isStringLiteral()) return `'${type.value}'`;
    if (type.getFlags() & ts.TypeFlags.Object && depth < 3 && type.getProperties().length) {
      const props = type.getProperties().map((p) => {
        const decl = p.valueDeclaration ?? p.declarations?.[0];
        const t = checker.getTypeOfSymbolAtLocation(p, decl!);
        const optional = p.getFlags() & ts.SymbolFlags.Optional ? '?' : '';
        return `${p.getName()}${optional}: ${write(t, depth + 1)}`;
      });
      return `{ ${props.join('; ')} }`;
    }
    return checker.typeToString(type);
  };
  const out: Record<string, string> = {};
  for (const member of map.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const name = (member.name as ts.StringLiteral).text;
    out[name] = write(checker.getTypeFromTypeNode(member.type));
  }
  return out as Record<AdminEventName, string>;
}
