import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

/** Imports `.css` files as text, like tsup's `loader: { '.css': 'text' }`. */
const cssAsText = (): Plugin => ({
  name: 'css-as-text',
  enforce: 'pre',
  load(id) {
    const file = id.split('?')[0]!;
    if (!file.endsWith('.css')) return null;
    return `export default ${JSON.stringify(readFileSync(file, 'utf8'))};`;
  },
});


export default defineConfig({
  plugins: [cssAsText()],
  resolve: { alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) } },
  test: {
    // Vitest's default is one worker less than the cores: one worker on CI's 2 cores, every file in a row.
    // Most of a file's time is spent waiting (Chromium, CLI processes, PostgreSQL), so 3 workers share 2
    // cores, browser files among the rest (each with its own server and contexts in the run's one Chromium).
    // One pool for every project: vitest runs projects with different worker counts one after the other.
    maxWorkers: Number(process.env['TEST_WORKERS'] ?? 3),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', setupFiles: ['tests/helpers/dictionaries.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          globalSetup: ['tests/global-setup.ts'],
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'cli',
          globalSetup: ['tests/global-setup.ts'],
          include: ['tests/cli/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          globalSetup: ['tests/global-setup.ts'],
          include: ['tests/e2e/**/*.test.ts', 'tests/a11y/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/helpers/dictionaries.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
