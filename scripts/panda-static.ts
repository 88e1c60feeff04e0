// Build step (issue 14): every `css({...})` call of our sources whose argument is a literal style object is
// replaced by the class string Panda's own runtime gives for it, computed once at build time with the
// generated styled-system/css (the same code and config the browser would run). The browser then parses a
// string instead of walking the object on every module evaluation and render. Calls with anything computed
// (a variable, a spread, a template with substitutions, several arguments) are left to the runtime.
// The CSS itself is unchanged: `panda cssgen` extracts from the sources, before this step.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'esbuild';
import { SPLIT_DIR } from './split-css.js';

export type CssFn = (style: Record<string, unknown>) => string;

const NOT_STATIC = Symbol('not static');
type Value = unknown;

/** Which branch each conditional (`a ? b : c`) of a style object takes in one evaluation. */
type Branches = Map<ts.ConditionalExpression, boolean>;

function literal(node: ts.Expression, branches: Branches = new Map()): Value | typeof NOT_STATIC {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return literal(node.expression, branches);
  if (ts.isConditionalExpression(node)) {
    const branch = branches.get(node);
    return branch === undefined ? NOT_STATIC : literal(branch ? node.whenTrue : node.whenFalse, branches);
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand))
    return -Number(node.operand.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) {
    const out: Value[] = [];
    for (const el of node.elements) {
      const v = literal(el, branches);
      if (v === NOT_STATIC) return NOT_STATIC;
      out.push(v);
    }
    return out;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const out: Record<string, Value> = {};
    for (const prop of node.properties) {
      if (!ts.isPropertyAssignment(prop)) return NOT_STATIC;
      const name = prop.name;
      let key: string;
      if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) key = name.text;
      else return NOT_STATIC;
      const v = literal(prop.initializer, branches);
      if (v === NOT_STATIC) return NOT_STATIC;
      out[key] = v;
    }
    return out;
  }
  return NOT_STATIC;
}

/** Whether `source` imports `name` (unrenamed) from styled-system/css. */
function imports(source: ts.SourceFile, name: string): boolean {
  return source.statements.some(
    (s) =>
      ts.isImportDeclaration(s) &&
      ts.isStringLiteral(s.moduleSpecifier) &&
      /(^|\/)styled-system\/css(\/index)?(\.m?js)?$/.test(s.moduleSpecifier.text) &&
      !!s.importClause?.namedBindings &&
      ts.isNamedImports(s.importClause.namedBindings) &&
      s.importClause.namedBindings.elements.some((e) => e.name.text === name && !e.propertyName),
  );
}

/** Whether `source` binds `name` other than by the import (a local `css` would shadow it: then nothing is replaced). */
function declares(source: ts.SourceFile, name: string): boolean {
  let found = false;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (
      (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isFunctionDeclaration(node)) &&
      node.name &&
      ts.isIdentifier(node.name) &&
      node.name.text === name
    )
      found = true;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export interface StaticCssResult {
  code: string;
  /** Calls replaced by their class string. */
  replaced: number;
  /** `css(...)` calls left to the runtime. */
  kept: number;
}

/** Up to this many conditionals in one style object (2^n class strings). */
const MAX_CONDITIONALS = 2;

/** The conditionals of a style object, outermost first (a conditional inside a branch counts too). */
function conditionalsOf(node: ts.Node): ts.ConditionalExpression[] {
  const found: ts.ConditionalExpression[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isConditionalExpression(n)) found.push(n);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/**
 * The replacement of `css(arg)`: its class string, or for an object holding up to two conditionals
 * (`{ px: collapsed ? '0' : '2' }`) the conditionals over the class string of each combination; null when
 * anything in it is computed.
 */
function staticCall(arg: ts.Expression, source: ts.SourceFile, css: CssFn): string | null {
  const conds = conditionalsOf(arg);
  if (conds.length > MAX_CONDITIONALS) return null;
  // A condition itself must be left as written, evaluated once, and hold no conditional of the style object.
  if (conds.some((c) => conds.some((d) => d !== c && d.pos >= c.condition.pos && d.end <= c.condition.end))) return null;
  const build = (i: number, branches: Branches): string | null => {
    if (i === conds.length) {
      const v = literal(arg, branches);
      return v !== NOT_STATIC && v !== null && typeof v === 'object' && !Array.isArray(v)
        ? JSON.stringify(css(v as Record<string, unknown>))
        : null;
    }
    const c = conds[i]!;
    // A conditional inside a branch not taken is not evaluated: both sides give the same string.
    const yes = build(i + 1, new Map(branches).set(c, true));
    const no = build(i + 1, new Map(branches).set(c, false));
    if (yes === null || no === null) return null;
    return yes === no ? yes : `((${c.condition.getText(source)}) ? ${yes} : ${no})`;
  };
  return build(0, new Map());
}

export type CvaFn = (config: Record<string, unknown>) => (props?: Record<string, unknown>) => string;

/**
 * The replacement of `cva(config)` for a literal config: a function looking the class string up in a table
 * of every combination of its variants (each variant's options, plus none),
 * computed with Panda's cva; a value a variant does not list counts as none, as in Panda. Only the call
 * (`recipe(props)`) is kept: `.raw`, `.variantMap` and the other members are not.
 */
const NONE = '\u0000none';
/** First character code of the table's class indices (printable, never escaped in JSON). */
const INDEX_BASE = 0x100;

function staticRecipe(arg: ts.Expression, cva: CvaFn): string | null {
  const config = literal(arg);
  if (config === NOT_STATIC || config === null || typeof config !== 'object' || Array.isArray(config)) return null;
  const variants = ((config as Record<string, unknown>).variants ?? {}) as Record<string, Record<string, unknown>>;
  const defaults = ((config as Record<string, unknown>).defaultVariants ?? {}) as Record<string, unknown>;
  const keys = Object.keys(variants);
  const options = keys.map((k) => [...Object.keys(variants[k]!), '']);
  const recipe = cva(config as Record<string, unknown>);
  const table: Record<string, string> = {};
  const walk = (i: number, picked: string[]) => {
    if (i === keys.length) {
      // None: a value the variant does not list (undefined would be replaced by the default).
      const props = Object.fromEntries(
        keys.map((k, j) => [k, picked[j] === '' ? NONE : picked[j] === 'true' ? true : picked[j] === 'false' ? false : picked[j]]),
      );
      table[picked.join('|')] = recipe(props);
      return;
    }
    for (const o of options[i]!) walk(i + 1, [...picked, o]);
  };
  walk(0, []);
  // Each entry as indices into the list of the classes all entries use (one character each), so the table
  // stays small before compression too.
  const vocabulary = [...new Set(Object.values(table).flatMap((c) => c.split(' ').filter(Boolean)))];
  const encoded = Object.fromEntries(
    Object.entries(table).map(([key, classes]) => [
      key,
      [...classes.split(' ').filter(Boolean)].map((c) => String.fromCharCode(INDEX_BASE + vocabulary.indexOf(c))).join(''),
    ]),
  );
  const spec = JSON.stringify({
    k: keys,
    o: Object.fromEntries(keys.map((k) => [k, Object.keys(variants[k]!)])),
    d: defaults,
    v: vocabulary,
    t: encoded,
  });
  // (props) => the classes of table[key]: each variant's value (or its default) if the variant lists it, else none.
  // Each class list is built once and kept (a recipe called for every button of a table gives the same string).
  return `((s) => { const c = {}; return (p = {}) => { const k = s.k.map((k) => { const v = p[k] === undefined ? s.d[k] : p[k]; return v !== undefined && s.o[k].includes(String(v)) ? String(v) : ''; }).join('|'); return (c[k] ??= Array.from(s.t[k], (x) => s.v[x.charCodeAt(0) - ${INDEX_BASE}]).join(' ')); }; })(${spec})`;
}

/** Replaces each literal `css({...})` call of `code` by its class string. */
export function staticCss(code: string, fileName: string, css: CssFn, cva?: CvaFn): StaticCssResult {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const cssOk = imports(source, 'css') && !declares(source, 'css');
  const cvaOk = !!cva && imports(source, 'cva') && !declares(source, 'cva');
  if (!cssOk && !cvaOk) return { code, replaced: 0, kept: 0 };
  const edits: Array<{ start: number; end: number; text: string }> = [];
  let kept = 0;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.arguments.length === 1) {
      const name = node.expression.text;
      const text =
        name === 'css' && cssOk
          ? staticCall(node.arguments[0]!, source, css)
          : name === 'cva' && cvaOk
            ? staticRecipe(node.arguments[0]!, cva!)
            : null;
      if (text !== null) {
        edits.push({ start: node.getStart(source), end: node.getEnd(), text });
        return;
      }
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && (node.expression.text === 'css' || node.expression.text === 'cva'))
      kept++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return { code: edits.length ? narrowImports(out, fileName) : out, replaced: edits.length, kept };
}

/** The functions of styled-system/css that have a module of their own (css.js brings Panda's runtime). */
const OWN_MODULE = new Set(['css', 'cva', 'sva', 'cx']);

/**
 * Rewrites the imports of styled-system/css after the replacement: a function no longer called is not
 * imported, one still called comes from its own module (`cx` alone never brings the runtime: the index
 * re-exports css.js, whose top-level code keeps it in the bundle), types stay as they were.
 */
function narrowImports(code: string, fileName: string): string {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const used = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node)) used.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const s of source.statements) {
    if (
      !ts.isImportDeclaration(s) ||
      !ts.isStringLiteral(s.moduleSpecifier) ||
      !/(^|\/)styled-system\/css(\/index)?(\.m?js)?$/.test(s.moduleSpecifier.text)
    )
      continue;
    const clause = s.importClause;
    if (!clause || clause.isTypeOnly || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue;
    const from = s.moduleSpecifier.text;
    const dir = from.replace(/(\/index)?(\.m?js)?$/, '');
    const types: string[] = [];
    const rest: string[] = [];
    const own: string[] = [];
    for (const e of clause.namedBindings.elements) {
      const text = e.getText(source);
      if (e.isTypeOnly) types.push(text.replace(/^type\s+/, ''));
      else if (!e.propertyName && OWN_MODULE.has(e.name.text)) {
        if (used.has(e.name.text)) own.push(`import { ${e.name.text} } from '${dir}/${e.name.text}.js';`);
      } else rest.push(text);
    }
    const lines = [
      ...own,
      ...(rest.length ? [`import { ${rest.join(', ')} } from '${from}';`] : []),
      ...(types.length ? [`import type { ${types.join(', ')} } from '${from}';`] : []),
    ];
    edits.push({ start: s.getStart(source), end: s.getEnd(), text: lines.join(' ') });
  }
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** The generated css() and cva() of this checkout (styled-system/css, written by `panda codegen`). */
export async function loadPanda(root = process.cwd()): Promise<{ css: CssFn; cva: CvaFn }> {
  return (await import(pathToFileURL(resolve(root, 'styled-system/css/index.js')).href)) as { css: CssFn; cva: CvaFn };
}

const FEATURE_SHEET = 'feature-sheet:';

/** `src/features/<name>/…` → name, when the build split a sheet of it that is not empty. */
function featureOf(path: string): string | null {
  const m = /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]/.exec(path);
  if (!m) return null;
  const file = resolve(SPLIT_DIR, `${m[1]}.css`);
  return existsSync(file) && statSync(file).size > 0 ? m[1]! : null;
}

/** esbuild plugin for the browser builds: our sources' literal css() calls become strings. */
export function pandaStatic(stats?: { replaced: number; kept: number }): Plugin {
  return {
    name: 'panda-static',
    setup(build) {
      let panda: Promise<{ css: CssFn; cva: CvaFn }> | null = null;
      build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
        const code = await readFile(args.path, 'utf8');
        if (!code.includes('styled-system/')) return undefined;
        panda ??= loadPanda();
        const { css, cva } = await panda;
        const result = staticCss(code, args.path, css, cva);
        if (stats) {
          stats.replaced += result.replaced;
          stats.kept += result.kept;
        }
        // A module of a feature brings its feature's sheet (scripts/split-css.ts) with it.
        const feature = featureOf(args.path);
        // Appended (imports are hoisted), so the lines of the source maps stay the module's.
        const sheet = feature ? `\nimport ${JSON.stringify(`${FEATURE_SHEET}${feature}`)};\n` : '';
        return { contents: result.code + sheet, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
      build.onResolve({ filter: new RegExp(`^${FEATURE_SHEET}`) }, (args) => ({
        path: args.path.slice(FEATURE_SHEET.length),
        namespace: 'feature-sheet',
        sideEffects: true,
      }));
      build.onLoad({ filter: /.*/, namespace: 'feature-sheet' }, (args) => ({
        contents: `import text from ${JSON.stringify(resolve(SPLIT_DIR, `${args.path}.css`))};\nimport { registerSheet } from ${JSON.stringify(resolve('src/ui/adopted-sheet.ts'))};\nregisterSheet(text);\n`,
        resolveDir: process.cwd(),
        loader: 'ts',
      }));
    },
  };
}
