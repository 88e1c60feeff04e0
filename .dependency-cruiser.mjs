// dependency-cruiser's rules for src/, generated from layers.json (docs/architecture.md): what each layer may import
// (dynamic imports and type-only ones included; a `$typesFree` layer's type-only imports are free, as in
// eslint.config.js), a feature never imports another, every file of src/ belongs to a layer, and no import cycle.
// tests/unit/architecture.test.ts runs it through dependency-cruiser's API (twice: see `no-circular`), and so every
// `npm test`; by hand: `npx depcruise src --config .dependency-cruiser.mjs`.
import { readFileSync } from 'node:fs';

const TABLE = JSON.parse(readFileSync(new URL('./layers.json', import.meta.url), 'utf8'));
/** What each layer may import besides itself (`$` keys are notes). */
const ALLOWED = Object.fromEntries(Object.entries(TABLE).filter(([key]) => !key.startsWith('$')));
/** What a layer may also reach through import() only (a screen's load() and its dictionary files). */
const LAZY = TABLE.$lazy ?? {};
/** Layers whose type-only imports are free (src/screens: its specs name types of the layers that read them). */
const TYPES_FREE = new Set(TABLE.$typesFree ?? []);

/**
 * How dependency-cruiser marks an import that vanishes from the built code: `import type`, `import { type A }` with
 * every name a type, `import('x').T`.
 */
const TYPES = ['type-only', 'type-import'];

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Files under any of these folders of src/ ('api/contract' is a sub-folder of a layer). */
const under = (folders) => `^src/(${folders.map(escape).join('|')})/`;
const may = (list) => (list.length > 0 ? list.join(', ') : 'nothing else in src');

const layerRules = Object.entries(ALLOWED).flatMap(([layer, allowed]) => {
  const lazy = LAZY[layer] ?? [];
  const rules = [
    {
      name: `layer-${layer}`,
      severity: 'error',
      comment: `src/${layer} may import only ${may(allowed)} (layers.json, docs/architecture.md).`,
      from: { path: under([layer]) },
      to: {
        path: '^src/',
        pathNot: under([layer, ...allowed]),
        // A type-only import vanishes from the built code: free for these layers, refused for the others as by ESLint.
        ...(TYPES_FREE.has(layer) ? { dependencyTypesNot: TYPES } : {}),
        // What it reaches through import() only is the next rule's.
        ...(lazy.length > 0 ? { dynamic: false } : {}),
      },
    },
  ];
  if (lazy.length > 0)
    rules.push({
      name: `layer-${layer}-import()`,
      severity: 'error',
      comment: `src/${layer} may reach ${lazy.join(', ')} only through import() ($lazy in layers.json).`,
      from: { path: under([layer]) },
      to: { dynamic: true, path: '^src/', pathNot: under([layer, ...allowed, ...lazy]) },
    });
  return rules;
});

export default {
  forbidden: [
    ...layerRules,
    {
      name: 'feature-to-feature',
      severity: 'error',
      comment:
        'A feature imports only the layers below it, never another feature (move what they share to src/connected, src/lists or src/ui).',
      from: { path: '^src/features/([^/]+)' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    // A file outside every layer: caught by its imports, or, importing nothing, as an orphan (a layer importing it
    // breaks that layer's rule).
    {
      name: 'not-in-a-layer',
      severity: 'error',
      comment: 'Every file of src/ lives in the folder of a layer of layers.json.',
      from: { path: '^src/', pathNot: under(Object.keys(ALLOWED)) },
      to: {},
    },
    {
      name: 'not-in-a-layer',
      severity: 'error',
      comment: 'Every file of src/ lives in the folder of a layer of layers.json.',
      from: { orphan: true, path: '^src/', pathNot: under(Object.keys(ALLOWED)) },
      to: {},
    },
    // A cycle of the code that runs: an import() target runs after its importer, and type-only imports are gone once
    // built. dependency-cruiser takes the first cycle it meets through an edge and only then applies `viaOnly`, so a
    // runtime cycle can hide behind one through an import() or a type. On the whole graph (`npx depcruise`) it finds
    // some of the cycles; tests/unit/architecture.test.ts runs it on the runtime graph alone, where it finds them all
    // (`tsPreCompilationDeps: false`: each file transpiled, type-only imports gone; `exclude: { dynamic: true }`).
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle in src/ among the imports that run (static, not type-only).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: [...TYPES, 'dynamic-import'] } },
    },
  ],
  options: {
    // src/ only: the layers say nothing about packages, and the cruise stays short.
    includeOnly: '^src/',
    // Declarations describe modules, they run nothing (ESLint skips them too).
    exclude: { path: '\\.d\\.ts$' },
    // Type-only imports are kept and marked (TYPES), so the layer rules can tell them apart. TypeScript's parser
    // only: 'specify' would also transpile every file, three times the time.
    tsPreCompilationDeps: true,
    moduleSystems: ['es6'],
  },
};
