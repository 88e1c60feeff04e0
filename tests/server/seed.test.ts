import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/index.js';
import { count as countOption } from '../../src/cli/commands/server/seed.js';
import { openDb } from '../../src/server/db/driver.js';
import { migrate } from '../../src/server/db/migrate.js';
import type { Db } from '../../src/server/db/types.js';
import { seedScale } from '../../src/server/seed/scale.js';
import { cli, tempDir } from '../cli/helpers.js';
import { targets, type Target } from './setup.js';

// Issue 15: `backoffice seed --scale --members N --companies N --products N`, on PGlite (a data directory)
// and on PostgreSQL (DATABASE_URL, a fresh schema through the URL's search_path).

interface Place {
  /** What the CLI needs to seed there: its flags and environment. */
  args: string[];
  env: Record<string, string>;
  open(): Promise<Db>;
  drop(): Promise<void>;
}

async function place(target: Target): Promise<Place> {
  if (target === 'pglite') {
    const data = tempDir('bo-seed-');
    return { args: ['--data', data], env: { DATABASE_URL: '' }, open: () => openDb({ dataDir: data }), drop: async () => {} };
  }
  const url = process.env['TEST_DATABASE_URL']!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await openDb({ databaseUrl: url, schema }); // creates the schema
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    args: [],
    env: { DATABASE_URL: u.toString() },
    open: async () => db,
    drop: async () => {
      await db.exec(`drop schema if exists ${schema} cascade`);
      await db.close();
    },
  };
}

/** A migrated empty database of the target (PGlite in memory, or a fresh schema). */
async function emptyDb(target: Target): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (target === 'pglite') {
    const db = await openDb();
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await openDb({ databaseUrl: process.env['TEST_DATABASE_URL']!, schema });
  await migrate(db);
  return {
    db,
    drop: async () => {
      await db.exec(`drop schema if exists ${schema} cascade`);
      await db.close();
    },
  };
}

const count = async (db: Db, sql: string) => (await db.query<{ n: number }>(`select (${sql})::int as n`)).rows[0]!.n;

/** Every seeded row of the four tables, creation times as seconds before the table's newest: equal iff the data is. */
const digest = async (db: Db) =>
  (
    await db.query<{ d: string }>(
      `select md5(concat_ws('|',
         (select string_agg(concat_ws(',', id, email, first_name, last_name, username, cellphone, country, region, province, city, zip, enabled,
                  round(extract(epoch from (select max(created_at) from members) - created_at))), ';' order by id) from members),
         (select string_agg(concat_ws(',', id, member_id, name, legal_name, vat, company_email, country, province, city), ';' order by id) from companies),
         (select string_agg(concat_ws(',', id, company_id, name, address, city, country), ';' order by id) from branches),
         (select string_agg(concat_ws(',', id, company_id, category_id, name, price, discounted_price, is_active, is_available, photos), ';' order by id) from products))) as d`,
    )
  ).rows[0]!.d;

/** The table's indexes as the migrations define them (schema names left out). */
const indexes = async (db: Db) =>
  (
    await db.query<{ def: string }>(
      `select replace(indexdef, ' ON ' || schemaname || '.', ' ON ') as def from pg_indexes
        where schemaname = current_schema() and tablename in ('members', 'companies', 'branches', 'products') order by indexname`,
    )
  ).rows.map((r) => r.def);

describe.each(targets)('seed --scale with counts (%s)', { timeout: 60_000 }, (target) => {
  it('--members, --companies and --products set the counts; creation dates spread over the past year', async () => {
    const p = await place(target);
    try {
      const r = await cli(['seed', '--scale', '--members', '30', '--companies', '3', '--products', '7', ...p.args], { env: p.env });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^Seeded 30 members, 3 companies, 7 products in \d+\.\d s$/m);
      expect(r.stdout).toContain('Demo admin: admin@example.com / demo-admin');
      const db = await p.open();
      try {
        expect(await count(db, `select count(*) from members where email like '%@scale.example.com'`)).toBe(30);
        expect(await count(db, 'select count(*) from companies')).toBe(3);
        expect(await count(db, 'select count(*) from products')).toBe(7);
        // One or two branches per company.
        expect(
          await count(
            db,
            'select count(*) from companies c where (select count(*) from branches b where b.company_id = c.id) = 1 + c.id % 2',
          ),
        ).toBe(3);
        const { rows } = await db.query<{ oldest: number; newest: number; ordered: boolean }>(
          `select extract(epoch from now() - min(created_at)) / 86400 as oldest, extract(epoch from now() - max(created_at)) / 86400 as newest,
                  bool_and(created_at >= prev) as ordered
             from (select created_at, lag(created_at, 1, '-infinity') over (order by id) as prev from members where email like '%@scale.example.com') m`,
        );
        const { oldest, newest, ordered } = rows[0]!;
        // The first a year before the seed, the last within days of it, in id order.
        expect(Number(oldest)).toBeGreaterThan(364);
        expect(Number(oldest)).toBeLessThan(366);
        expect(Number(newest)).toBeGreaterThanOrEqual(0);
        expect(Number(newest)).toBeLessThan(10);
        expect(ordered).toBe(true);
      } finally {
        if (target === 'pglite') await db.close();
      }
    } finally {
      await p.drop();
    }
  });

  it('a count that is not a whole number from 1 is refused before anything is seeded, exit 2', async () => {
    const p = await place(target);
    try {
      const r = await cli(['seed', '--scale', '--members', '0', ...p.args], { env: p.env });
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(
        "backoffice: option '--members <n>' argument '0' is invalid. --members must be a whole number from 1 to 100,000,000, e.g. --members 1000000.",
      );
      if (target === 'pglite') expect(existsSync(join(p.args[1]!, 'pgdata')) ? readdirSync(join(p.args[1]!, 'pgdata')) : []).toEqual([]);
      else {
        const db = await p.open();
        expect(await count(db, `select count(*) from information_schema.tables where table_schema = current_schema()`)).toBe(0);
      }
    } finally {
      await p.drop();
    }
  });

  it('batches and index rebuilds leave the same rows and indexes; long seeds say where they are', async () => {
    const a = await emptyDb(target);
    const b = await emptyDb(target);
    try {
      const lines: string[] = [];
      const counts = { members: 30, companies: 9, products: 9 };
      await seedScale(a.db, { ...counts, batch: 7, indexes: 'rebuild', progress: (l) => lines.push(l) });
      await seedScale(b.db, { ...counts, indexes: 'keep', progress: (l) => lines.push(`b: ${l}`) });
      expect(await digest(a.db)).toBe(await digest(b.db));
      expect(await indexes(a.db)).toEqual(await indexes(b.db));
      expect(await indexes(a.db)).toContain('CREATE INDEX members_username_trgm_idx ON members USING gin (username gin_trgm_ops)');
      // Only the seed of several batches reports, after each batch and after its indexes.
      expect(lines.filter((l) => l.startsWith('b: '))).toEqual([]);
      expect(lines.filter((l) => l.startsWith('members: '))).toEqual([
        ...[7, 14, 21, 28, 30].map((n) => expect.stringMatching(new RegExp(`^members: ${n} of 30 rows \\(\\d+\\.\\d s\\)$`))),
        expect.stringMatching(/^members: \d+ indexes built \(\d+\.\d s\)$/),
      ]);
      expect(lines).toContainEqual(expect.stringMatching(/^companies: 9 of 9 rows/));
      expect(lines).toContainEqual(expect.stringMatching(/^branches: 9 of 9 companies/));
      expect(lines).toContainEqual(expect.stringMatching(/^products: 9 of 9 rows/));
    } finally {
      await a.drop();
      await b.drop();
    }
  });

  it('companies and products get spread creation dates too once they have a created_at column', async () => {
    const { db, drop } = await emptyDb(target);
    try {
      await db.exec(`alter table companies add column if not exists created_at timestamptz not null default now();
                     alter table products add column if not exists created_at timestamptz not null default now()`);
      await seedScale(db, { members: 10, companies: 20, products: 40 });
      for (const t of ['companies', 'products']) {
        const { rows } = await db.query<{ oldest: number; newest: number }>(
          `select extract(epoch from now() - min(created_at)) / 86400 as oldest, extract(epoch from now() - max(created_at)) / 86400 as newest from ${t}`,
        );
        expect(Number(rows[0]!.oldest), t).toBeGreaterThan(364);
        expect(Number(rows[0]!.newest), t).toBeLessThan(30);
      }
    } finally {
      await drop();
    }
  });
});

describe('seed count options', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['--members', '0'],
    ['--members', '-5'],
    ['--members', '1.5'],
    ['--members', 'many'],
    ['--members', '100000001'],
    ['--companies', '0'],
    ['--companies', '-1'],
    ['--products', '2.5'],
    ['--products', ''],
  ])('%s %j is a usage error that says what to pass', async (flag, value) => {
    const err: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((s) => (err.push(String(s)), true));
    // --memory: had the value been taken, nothing would be written to disk.
    const code = await main(['node', 'backoffice', 'seed', '--scale', '--memory', `${flag}=${value}`]);
    expect(code).toBe(2);
    expect(err.join('')).toContain(`${flag} must be a whole number from 1 to 100,000,000, e.g. ${flag} 1000000.`);
  });

  it('takes digits, with _ or , between groups of three', () => {
    const members = countOption('--members');
    expect([members('30'), members('1000000'), members('1_000_000'), members('1,000,000'), members(' 42 ')]).toEqual([
      30, 1_000_000, 1_000_000, 1_000_000, 42,
    ]);
    expect(() => members('1_00')).toThrow(/--members must be a whole number from 1/);
    expect(() => members('1e6')).toThrow(/--members must be a whole number from 1/);
  });

  it('seedScale refuses counts it cannot seed', async () => {
    const db = await openDb();
    try {
      await migrate(db);
      await expect(seedScale(db, { members: 0, companies: 1, products: 0 })).rejects.toThrow(/companies need members/);
      await expect(seedScale(db, { members: 1, companies: 0, products: 1 })).rejects.toThrow(/products need companies/);
      await expect(seedScale(db, { members: 1.5 })).rejects.toThrow(/members must be a whole number/);
    } finally {
      await db.close();
    }
  });
});
