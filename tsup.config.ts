import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
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
    },
  },
  {
    ...browser,
    name: 'elements-all',
    entry: { all: 'src/elements/all.ts' },
    outDir: 'dist/elements',
    // A classic script for a plain <script src> tag; it registers window.BackOffice.
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    splitting: false,
    clean: false,
    onSuccess: async () => {
      // Also served by `backoffice serve` (examples use /elements/all.js).
      mkdirSync('dist/web/elements', { recursive: true });
      copyFileSync('dist/elements/all.js', 'dist/web/elements/all.js');
    },
  },
]);
