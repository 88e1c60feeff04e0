// Lint: the layering of docs/architecture.md, enforced (import-x/no-restricted-paths, no cycles), React hook
// rules, TypeScript's recommended rules, and no focused or skipped tests.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const ALL = ['shared', 'api', 'i18n', 'state', 'ui', 'hooks', 'features', 'shell', 'elements', 'cli', 'server'];
/** What each layer may import (besides itself). Everything else under src/ is refused. */
const ALLOWED = {
  shared: [],
  api: ['shared'],
  i18n: ['shared', 'api'],
  state: ['shared', 'api', 'i18n'],
  ui: ['shared', 'api/contract', 'i18n'],
  hooks: ['shared', 'api', 'i18n', 'state', 'ui'],
  features: ['shared', 'api', 'i18n', 'state', 'ui', 'hooks'],
  shell: ['shared', 'api', 'i18n', 'state', 'ui', 'hooks', 'features'],
  elements: ['shared', 'api', 'i18n', 'state', 'ui', 'hooks', 'features', 'shell'],
  cli: ['shared', 'api', 'server'],
  server: ['shared', 'api/contract'],
};

const zones = [];
for (const layer of ALL) {
  for (const other of ALL) {
    if (other === layer) continue;
    const allowed = ALLOWED[layer];
    if (allowed.includes(other)) continue;
    const partial = allowed.filter((a) => a.startsWith(`${other}/`));
    zones.push({
      target: `./src/${layer}`,
      from: `./src/${other}`,
      ...(partial.length ? { except: partial.map((p) => `./${p.slice(other.length + 1)}`) } : {}),
      message: `src/${layer} may import only ${allowed.join(', ') || 'nothing else in src'} (docs/architecture.md).`,
    });
  }
}
// A feature never imports another feature: what two features share belongs to hooks or ui.
const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
for (const f of features)
  zones.push({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: 'A feature never imports another feature: move what they share to src/hooks or src/ui.',
  });

const noFocusOrSkip = {
  'no-restricted-properties': [
    'error',
    ...['describe', 'it', 'test'].flatMap((object) =>
      ['only', 'skip', 'todo'].map((property) => ({ object, property, message: 'No focused, skipped or todo tests.' })),
    ),
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'styled-system/**', 'node_modules/**', 'bench/results*.json', '**/*.d.ts'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No dangerouslySetInnerHTML: render text.' },
        {
          selector: "CallExpression[callee.name=/^use(Query|Mutation|InfiniteQuery|Queries)$/][arguments.length<2]",
          message: 'Pass the page-wide queryClient (src/state/store.ts) as the second argument, as everywhere.',
        },
        { selector: "Property[key.name='queryKey'] > ArrayExpression", message: 'Build query keys with queryKeys (src/state/query-keys.ts).' },
      ],
    },
  },
  {
    // React lives in the browser layers only (the CLI's useColor is no hook).
    files: ['src/{state,ui,hooks,features,shell,elements}/**/*.{ts,tsx}', 'tests/unit/**/*.tsx'],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', ...noFocusOrSkip },
  },
);
