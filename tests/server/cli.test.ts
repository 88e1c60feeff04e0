import { describe, expect, it } from 'vitest';
import { runServe } from '../../src/cli/commands/server/serve.js';
import { runSeed } from '../../src/cli/commands/server/seed.js';
import { buildProgram } from '../../src/cli/index.js';

describe('serve and seed commands', () => {
  it('serve --demo --memory prints the URL and the demo credentials', async () => {
    const lines: string[] = [];
    const server = await runServe({ port: '0', host: '127.0.0.1', memory: true, demo: true }, (l) => lines.push(l));
    try {
      const out = lines.join('\n');
      expect(out).toContain(`listening on ${server.url}`);
      expect(out).toContain('admin@example.com / demo-admin');
      expect(out).toContain('/enable-member?email=pending%40example.com&token=');
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('refuses bad options with a clear message', async () => {
    await expect(runServe({ port: 'abc', host: '127.0.0.1', memory: true })).rejects.toThrow(/--port must be a number/);
    await expect(runServe({ port: '0', host: '127.0.0.1', memory: true, data: 'x' })).rejects.toThrow(/either --data DIR or --memory/);
    await expect(runSeed({})).rejects.toThrow(/pass --scale/);
  });

  it('registers serve and seed on the program', () => {
    const names = buildProgram().commands.map((c) => c.name());
    expect(names).toEqual(expect.arrayContaining(['serve', 'seed']));
  });
});
