import { startServer, type RunningServer } from '../../src/server/start.js';

export { DEMO } from '../../src/server/seed/demo.js';

/**
 * In-process demo server (PGlite in memory, demo seed, free port, the example pages) for e2e and CLI suites,
 * benches and scripts. Under vitest the database is loaded from the run's seeded image (tests/global-setup.ts):
 * `startServer` still migrates and seeds, and finds both done.
 */
export async function startDemoServer(): Promise<{ url: string; close: () => Promise<void>; server: RunningServer }> {
  const pglite = process.env['VITEST'] ? await (await import('./pglite-image.js')).pgliteFrom('demo') : undefined;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    memory: true,
    ...(pglite ? { pglite } : {}),
    demo: true,
    quiet: true,
    examples: true,
  });
  return { url: server.url, close: () => server.close(), server };
}
