import { describe, expect, it } from 'vitest';
import { runSeed } from '../../src/cli/commands/server/seed.js';
import { runServe } from '../../src/cli/commands/server/serve.js';
import { openDb } from '../../src/server/db/driver.js';
import { migrate } from '../../src/server/db/migrate.js';
import { seedScale } from '../../src/server/seed/scale.js';
import { ADMIN, MEMBER, tempDir, tokenFor } from './helpers.js';

// Issue 20, finding 2: a scale database can be signed in to, and `serve --demo` prints only credentials that work.
const SMALL = { members: 40, companies: 4, products: 8 };

async function serveLines(data: string) {
  const lines: string[] = [];
  const server = await runServe({ data, demo: true, port: '0', host: '127.0.0.1' }, (l) => lines.push(l));
  return { server, lines };
}

describe('seed --scale and serve --demo', { timeout: 120_000 }, () => {
  it('seed --scale creates the demo accounts; serve --demo prints them, and they sign in', async () => {
    const data = tempDir('bo-scale-');
    const out: string[] = [];
    await runSeed({ scale: true, data, counts: SMALL }, (l) => out.push(l));
    expect(out.join('\n')).toContain(`Demo admin: ${ADMIN.email} / ${ADMIN.password}`);
    expect(out).toContain(`Demo owner: Ada Rossi (${ADMIN.email}) is the demo's only owner`);
    const { server, lines } = await serveLines(data);
    try {
      expect(lines).toContain(`Demo admin:  ${ADMIN.email} / ${ADMIN.password}`);
      expect(lines).toContain(`Demo owner:  Ada Rossi (${ADMIN.email}) is the demo's only owner`);
      expect(await tokenFor(`${server.url}/v1`)).toMatch(/\S+\.\S+\.\S+/);
      expect(await tokenFor(`${server.url}/v1`, MEMBER)).toMatch(/\S+\.\S+\.\S+/);
      const n = await server.db.query<{ n: number }>('select count(*)::int as n from members');
      expect(n.rows[0]!.n).toBe(SMALL.members + 2);
    } finally {
      await server.close();
    }
    // Seeding again keeps the one administrator.
    await runSeed({ scale: true, data, counts: SMALL }, (l) => out.push(l));
    expect(out.at(-1)).toBe(`Demo admin (already there): ${ADMIN.email} / ${ADMIN.password}`);
  });

  it('serve --demo on a database that has data but no demo accounts says so instead of printing credentials', async () => {
    const data = tempDir('bo-scale-');
    const db = await openDb({ dataDir: data });
    try {
      await migrate(db);
      await seedScale(db, SMALL);
    } finally {
      await db.close();
    }
    const { server, lines } = await serveLines(data);
    try {
      expect(lines.some((l) => l.startsWith('Demo admin'))).toBe(false);
      expect(lines).toContain('Demo data:   not added (the database already has data and no demo accounts)');
    } finally {
      await server.close();
    }
  });
});
