// Lint: the layering of docs/architecture.md (no-restricted-imports, generated from one table; the resolved
// import graph and the absence of cycles are checked again by dependency-cruiser, .dependency-cruiser.mjs from the
// same table, in tests/unit/architecture.test.ts), React hook rules, TypeScript's recommended rules, and no focused
// or skipped tests.
// eslint-plugin-import-x is not used: it needs unrs-resolver, whose per-platform packages this registry
// does not serve, so `npm ci` refuses the lock file npm writes.
import { readFileSync, readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** What each layer may import (besides itself), from layers.json (`$` keys are notes). Everything else under src/ is refused. */
const TABLE = JSON.parse(readFileSync(new URL('./layers.json', import.meta.url), 'utf8'));
const ALLOWED = Object.fromEntries(Object.entries(TABLE).filter(([key]) => !key.startsWith('$')));
const ALL = Object.keys(ALLOWED);
// Layers whose type-only imports are free ($typesFree, src/screens: its specs name types of the layers that read them).
const TYPES_FREE = new Set(TABLE.$typesFree);

// One config block per layer: its files may not import the folders of the layers it may not use.
// Patterns match the import path as written (relative paths always pass through the layer's folder name).
const layerBlocks = ALL.map((layer) => {
  const allowed = ALLOWED[layer];
  const banned = ALL.filter((other) => other !== layer && !allowed.includes(other));
  // A layer allowed one sub-folder of another (ui → api/contract) is refused only that layer's own files.
  const group = banned.map((other) => (allowed.some((a) => a.startsWith(`${other}/`)) ? `**/${other}/*.*` : `**/${other}/*`));
  const message = `src/${layer} may import only ${allowed.join(', ') || 'nothing else in src'} (docs/architecture.md).`;
  // Dynamic imports (a screen's load()) are not import declarations: dependency-cruiser checks them (.dependency-cruiser.mjs).
  if (TYPES_FREE.has(layer))
    return {
      files: [`src/${layer}/**/*.{ts,tsx}`],
      rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group, message, allowTypeImports: true }] }] },
    };
  return {
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
  };
});
// A feature never imports another feature: what two features share belongs to connected, lists or ui.
const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureBlocks = features.map((f) => ({
  files: [`src/features/${f}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              ...ALL.filter((l) => !ALLOWED.features.includes(l) && l !== 'features').map((l) => `**/${l}/*`),
              ...features.filter((o) => o !== f).map((o) => `../${o}/*`),
            ],
            message:
              'A feature imports only the layers below it, never another feature (move what they share to src/connected, src/lists or src/ui).',
          },
        ],
      },
    ],
  },
}));

const noFocusOrSkip = {
  'no-restricted-properties': [
    'error',
    ...['describe', 'it', 'test'].flatMap((object) =>
      ['only', 'skip', 'todo'].map((property) => ({ object, property, message: 'No focused, skipped or todo tests.' })),
    ),
  ],
};

export default tseslint.config(
  // tests/integration/: the fixture portals, type-checked by their own tsconfig inside tests/e2e/integration.test.ts.
  // bench/peers/conventional: a peer app whose libraries live in its own node_modules (its own tsconfig);
  // bench/peers/.out: the peers' bundles.
  {
    ignores: [
      'dist/**',
      'styled-system/**',
      'node_modules/**',
      'bench/results*.json',
      '**/*.d.ts',
      'tests/integration/**',
      'bench/peers/conventional/**',
      'bench/peers/.out/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No dangerouslySetInnerHTML: render text.' },
        {
          selector: 'CallExpression[callee.name=/^use(Query|InfiniteQuery)$/][arguments.length<2]',
          message: 'Pass the page-wide queryClient (src/state/store.ts) as the second argument, as everywhere.',
        },
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Build query keys with queryKeys (src/state/query-keys.ts).',
        },
      ],
    },
  },
  ...layerBlocks,
  ...featureBlocks,
  {
    // One HTTP client: every call of the panels and of the CLI goes through src/api/client.ts's ky instance.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/server/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'HTTP calls go through the ky client of src/api/client.ts (docs/architecture.md).' },
        { name: 'XMLHttpRequest', message: 'HTTP calls go through the ky client of src/api/client.ts (docs/architecture.md).' },
      ],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'window', 'self'].flatMap((object) =>
          ['fetch', 'XMLHttpRequest'].map((property) => ({
            object,
            property,
            message: 'HTTP calls go through the ky client of src/api/client.ts.',
          })),
        ),
      ],
    },
  },
  {
    // React lives in the browser layers only (the CLI's useColor is no hook).
    files: ['src/{state,ui,connected,features,shell,elements,wrappers}/**/*.{ts,tsx}', 'tests/unit/**/*.tsx'],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', ...noFocusOrSkip },
  },
);
