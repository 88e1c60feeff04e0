import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';
import { injectPreloads } from './scripts/preload-links.js';

const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

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
    banner: { js: '#!/usr/bin/env node' },
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
      copyFileSync('web/index.html', 'dist/web/index.html');
      injectPreloads('dist/web/index.html', 'dist/web/assets', '/assets/');
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
    name: 'react',
    entry: { 'react/index': 'src/wrappers/index.ts' },
    outDir: 'dist',
    // `directory-backoffice/react`: React comes from the host (peer dependency), the elements from the
    // package's lazy entry (`import 'directory-backoffice'`); only the wrappers and the element docs are bundled.
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    external: ['react', 'react/jsx-runtime', 'directory-backoffice'],
    minify: true,
    sourcemap: true,
    splitting: false,
    clean: false,
  },
]);
