// Server rendering (issue 36, item 14): every public entry imports in Node (no `window`, no `customElements`),
// and the components of `directory-backoffice/react` render to a string with react-dom/server without a word on
// the console. React 18's server renderer warns once per component that calls `useLayoutEffect`; React 19 (the
// repo's) no longer does, so the probe also counts the wrappers' calls of it during the render, which must be
// none. Against the built files (`npm run build` first), in a child Node process that imports them through the
// package's own `exports`, as a portal's server would.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ELEMENTS } from '../../../src/elements/element-docs.js';
import { componentName } from '../../../src/wrappers/names.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const ENTRIES = ['directory-backoffice', 'directory-backoffice/all', 'directory-backoffice/react', 'directory-backoffice/jsx'];

interface Probe {
  imported: Record<string, string>;
  html: string;
  layoutEffects: number;
  console: string[];
  react: string;
}

/** Runs the probe in a fresh Node process: what each import did, the rendered HTML, what reached the console. */
function probe(): Probe {
  const script = `
    import { createRequire } from 'node:module';
    const require = createRequire(process.cwd() + '/package.json');
    const logged = [];
    for (const level of ['error', 'warn']) console[level] = (...args) => logged.push(level + ': ' + args.map(String).join(' '));
    // React's CommonJS exports, before any ES module imports React (its named exports are read from this object then).
    const React = require('react');
    const useLayoutEffect = React.useLayoutEffect;
    let layoutEffects = 0;
    React.useLayoutEffect = (...args) => (layoutEffects++, useLayoutEffect(...args));
    const imported = {};
    const modules = {};
    for (const entry of ${JSON.stringify(ENTRIES)}) {
      try {
        modules[entry] = await import(entry);
        imported[entry] = 'ok';
      } catch (e) {
        imported[entry] = String(e && e.stack || e);
      }
    }
    let html = '';
    const wrappers = modules['directory-backoffice/react'];
    if (wrappers) {
      const { renderToString } = require('react-dom/server');
      const tags = ${JSON.stringify(ELEMENTS.map((el) => componentName(el.tag)))};
      const children = tags.map((name) =>
        React.createElement(wrappers[name], { key: name, lang: 'en', token: 't', getToken: () => 't', onNavigate: () => {}, className: 'panel' }),
      );
      html = renderToString(React.createElement('main', null, children));
    }
    console.log('PROBE ' + JSON.stringify({ imported, html, layoutEffects, console: logged, react: React.version }));
  `;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  const line = stdout.split('\n').find((l) => l.startsWith('PROBE '));
  if (!line) throw new Error(`no probe output:\n${stdout}`);
  return JSON.parse(line.slice('PROBE '.length)) as Probe;
}

beforeAll(() => {
  for (const f of ['dist/web/assets/index.js', 'dist/elements/all.js', 'dist/react/index.js', 'dist/react/jsx.js'])
    if (!existsSync(join(ROOT, f))) throw new Error(`${f} not found: run \`npm run build\` first`);
});

describe('in Node', () => {
  let result: Probe;
  beforeAll(() => {
    result = probe();
  }, 60_000);

  it('imports every public entry without throwing', () => {
    expect(result.imported).toEqual(Object.fromEntries(ENTRIES.map((e) => [e, 'ok'])));
  });

  it('renders every component of directory-backoffice/react to a string, with no layout effect and nothing on the console', () => {
    for (const el of ELEMENTS) expect(result.html, el.tag).toContain(`<${el.tag} class="panel"></${el.tag}>`);
    // Properties (token, getToken, lang) and events are set in the browser only, never written as attributes.
    expect(result.html).not.toMatch(/token|lang=/);
    expect(result.layoutEffects, `useLayoutEffect calls during the server render (React ${result.react})`).toBe(0);
    expect(result.console).toEqual([]);
  });
});
