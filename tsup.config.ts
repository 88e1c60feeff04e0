import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';
import { pandaStatic } from './scripts/panda-static.js';
import { mergeChunks } from './scripts/merge-chunks.js';
import { injectPreloads, writePreloadMap } from './scripts/preload-links.js';
import { lazyPgForPgBoss } from './scripts/lazy-pg.js';
import { readScreenSources } from './scripts/manifest/screens-source.js';
import { stripScreenDocs } from './scripts/manifest/strip-docs.js';
import { tagChunks } from './scripts/manifest/tag-chunks.js';
import { writeWrappers } from './scripts/manifest/wrappers.js';

const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

// The screens' specs (src/screens/manifest.ts) as the build needs them: the React wrappers' named exports are
// written out before the builds (src/wrappers/components.ts), and each tag's chunk is named after it.
const screens = readScreenSources();
writeWrappers(screens.flatMap((s) => (s.tag ? [s.tag] : [])));

const browser: Options = {
  platform: 'browser',
  target: 'es2022',
  noExternal: [/.*/],
  env: { NODE_ENV: 'production' },
  define: { 'process.env.NODE_ENV': '"production"', __VERSION__: JSON.stringify(version) },
  minify: true,
  sourcemap: true,
  loader: { '.css': 'text' },
  treeshake: true,
  // Literal css()/cva() calls become class strings at build time (Panda's runtime only where a style is computed);
  // each tag's chunk is its screen's module with the element machinery (scripts/manifest/tag-chunks.ts); the
  // screens' specs ship without their documentation (scripts/manifest/strip-docs.ts).
  esbuildPlugins: [pandaStatic(), stripScreenDocs(), tagChunks(screens)],
};

// Node CLI + reference server, then the browser elements (lazy ESM, eager single file) and the standalone page.
// The maps are written beside the files; `npm run build` then removes the sourceMappingURL comments
// (scripts/strip-source-map-comments.ts), since the package does not ship the maps.
export default defineConfig([
  {
    name: 'node',
    entry: { 'cli/index': 'src/cli/index.ts' },
    outDir: 'dist',
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    splitting: false,
    sourcemap: true,
    clean: false,
    removeNodeProtocol: false,
    minify: true,
    keepNames: true,
    // The CLI and the server bundle their pure-JS libraries (commander, hono, zod, jose, ky…), so the package
    // has no dependencies; the database engines stay optional peers, imported when `serve` needs one.
    // `pg` too, through scripts/lazy-pg.ts: external everywhere, and required by the bundled pg-boss (the job
    // engine) only when read (tsup's own external list would take it before any plugin of ours).
    noExternal: [/^(?!@electric-sql\/pglite|pg-native$).*/],
    external: ['@electric-sql/pglite', 'pg-native'],
    esbuildPlugins: [lazyPgForPgBoss()],
    // commander is CommonJS: its require() of Node built-ins needs a real `require` in the ES module.
    banner: {
      js: "#!/usr/bin/env node\nimport { createRequire as __boCreateRequire } from 'node:module';\nconst require = __boCreateRequire(import.meta.url);",
    },
  },
  {
    ...browser,
    name: 'elements',
    entry: { index: 'src/elements/index.ts' },
    outDir: 'dist/web/assets',
    format: ['esm'],
    splitting: true,
    // Stale chunks of an earlier build must not be served: the assets folder is emptied first.
    clean: true,
    onSuccess: async () => {
      mkdirSync('dist/web/assets', { recursive: true });
      // esbuild's many small shared chunks regrouped into a few (scripts/merge-chunks.ts), before the
      // preload links and the loader's map are written from the final files.
      await mergeChunks('dist/web/assets');
      copyFileSync('web/index.html', 'dist/web/index.html');
      injectPreloads('dist/web/index.html', 'dist/web/assets', '/assets/');
      writePreloadMap('dist/web/assets');
      copyFileSync('web/page.css', 'dist/web/assets/page.css');
      copyFileSync('web/favicon.svg', 'dist/web/assets/favicon.svg');
      // Earlier builds copied all.js here; /elements/* is now served from dist/elements.
      rmSync('dist/web/elements', { recursive: true, force: true });
    },
  },
  {
    ...browser,
    name: 'elements-all',
    entry: { all: 'src/elements/all.ts' },
    outDir: 'dist/elements',
    // One ES module (the package's `./all` export, `<script type="module" src=".../all.js">`): every element
    // defined at once, `configure`/`signOut` exported and window.BackOffice registered.
    format: ['esm'],
    splitting: false,
    clean: false,
  },
  {
    ...browser,
    name: 'elements-classic',
    entry: { 'all.classic': 'src/elements/all.ts' },
    outDir: 'dist/elements',
    // The same as a classic script for a plain <script src> (no exports; window.BackOffice only).
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    splitting: false,
    clean: false,
  },
  {
    ...browser,
    name: 'react',
    entry: { index: 'src/wrappers/index.ts', react18: 'src/wrappers/react18.ts' },
    outDir: 'dist/react',
    // `directory-backoffice/react`: the wrappers and, for React 19 hosts, the elements built with React and
    // ReactDOM taken from the page (external here, bundled in every other browser build); React 18 hosts load
    // the package's main entry instead (`import('directory-backoffice')`, external too).
    format: ['esm'],
    splitting: true,
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'directory-backoffice'],
    noExternal: [/^(?!react$|react-dom$|react\/jsx-runtime$|react-dom\/client$|directory-backoffice$).*/],
    clean: true,
  },
]);
