import type { Db } from './types.js';
import { migrations } from './migrations/index.js';

/** Applies pending migrations, tracked in schema_migrations; serialised across processes. */
export async function migrate(db: Db): Promise<string[]> {
  const applied: string[] = [];
  if (db.kind === 'pglite') await db.exec('create extension if not exists pg_trgm');
  await db.transaction(async (tx) => {
    if (db.kind === 'pg') await tx.query('select pg_advisory_xact_lock(727201)');
    await tx.query('create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())');
    const done = new Set((await tx.query<{ id: string }>('select id from schema_migrations')).rows.map((r) => r.id));
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [m.id]);
      applied.push(m.id);
    }
  });
  return applied;
}
