import { defineConfig } from 'tsup';

// Two builds: the Node CLI + reference server, and the browser elements.
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
]);
