import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import { LongestFirst } from './tests/sequencer.js';

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
    // The unit, server and CLI files mostly wait (PostgreSQL, CLI processes): 2 workers. The browser files run
    // after them (sequence.groupOrder below), 2 at a time too (E2E_WORKERS): on chromium-headless-shell a file
    // waits on timers and the server often enough that two share the 2 cores (3 files: 72 s alone, 54 s as two).
    maxWorkers: Number(process.env['TEST_WORKERS'] ?? 2),
    // The longest files first (tests/sequencer.ts, tests/durations.json), whatever this machine ran before.
    sequence: { sequencer: LongestFirst },
    // expect.poll waits 1 s by default: a page still loading its panel on CI's loaded 2 cores takes longer. A poll
    // that succeeds returns at once, so only a failing one waits the whole 10 s.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/helpers/dictionaries.ts'],
        },
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
          maxWorkers: Number(process.env['E2E_WORKERS'] ?? 2),
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
