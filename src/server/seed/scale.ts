import type { Db, Queryable } from '../db/types.js';
import { COUNTRIES } from './demo-places.js';
import { BUSINESS_KINDS } from './demo-catalog.js';
import { openingHoursFor } from './opening-hours.js';
import { prng } from './prng.js';

export interface ScaleOptions {
  members?: number;
  companies?: number;
  products?: number;
  /** Rows per INSERT statement (default 100,000): the server's memory per statement stays bounded. */
  batch?: number;
  /**
   * The secondary indexes of a table the seed adds rows to: dropped before its inserts and built again
   * after them ('rebuild'), or kept up to date row by row ('keep'). Default: 'rebuild' for a table
   * that gets at least 50,000 rows and at least as many as it has, else 'keep'.
   */
  indexes?: 'rebuild' | 'keep';
  /** Told a line after each batch of a table that takes more than one batch, and after its indexes are built. */
  progress?: (line: string) => void;
}
export interface ScaleResult {
  members: number;
  companies: number;
  products: number;
  /** member_activity rows written: a year of activity of the new members. */
  activity: number;
  ms: number;
}

/** The largest count of one table a seed adds: ids stay well inside PostgreSQL's integer. */
export const SCALE_MAX = 100_000_000;
const BATCH = 100_000;
/** Rows a table must get (and at least as many as it has) for its secondary indexes to be built after the insert. */
const REBUILD_MIN = 50_000;

const places = COUNTRIES.flatMap((c) => c.places.map((p) => ({ country: c.code, ...p })));
const first = COUNTRIES.flatMap((c) => c.first);
const last = COUNTRIES.flatMap((c) => c.last);
const words = BUSINESS_KINDS.flatMap((b) => b.words);

const maxId = async (db: Db, table: string) =>
  (await db.query<{ n: number }>(`select coalesce(max(id), 0)::int as n from ${table}`)).rows[0]!.n;

/**
 * Creation time of row g (1..n): spread over the 365 days before the seed, in id order, the first row a
 * year ago, denser towards now (age = 365 days x (1 - sqrt((g - 1) / n)): sign-ups grow linearly over
 * the year, so a trend chart has a trend). Deterministic: the same rows get the same ages on every
 * seed, whatever the batch; only the anchor (the transaction's now()) moves.
 */
const createdAt = (n: number) => `now() - interval '365 days' * (1 - sqrt((g - 1)::float8 / ${n}::float8))`;

/**
 * A year of activity (issue 40): member row g is active on the days d (days before the seed, 0..364) with
 * d = 7g mod 50, so about one member in 50 of those that exist a day (2 %), once that day, at
 * now() - d days - s seconds (s from g and d), after its creation time (createdAt: age in days
 * 365 x (1 - sqrt((g - 1) / n))). last_seen_at is the latest of these (d = 7g mod 50 itself), or null when
 * the member is younger than that. The same SQL expressions give both; d comes first, for a day's rows
 * (g = 43d mod 50, every 50th) are made by a series without looking at the other members.
 */
const activitySecs = (d: string) => `((g * 7919 + ${d} * 3571) % 86400)`;
const activityValid = (n: number, d: string) => `(${d} + ${activitySecs(d)} / 86400.0) < 365 * (1 - sqrt((g - 1)::float8 / ${n}::float8))`;
const activityAt = (d: string) => `now() - make_interval(days => ${d}::int, secs => ${activitySecs(d)}::float8)`;
const lastSeen = (n: number) => {
  const d = '((g * 7) % 50)';
  return `case when ${activityValid(n, d)} then ${activityAt(d)} end`;
};
/** The triggers that keep trend_counts (migration 015): off while the seed writes, the counts rebuilt after. */
const TREND_TRIGGERS: [string, string[]][] = [
  ['members', ['trend_counts_ins', 'trend_counts_del', 'trend_counts_upd']],
  ['companies', ['trend_counts_ins', 'trend_counts_del', 'trend_counts_upd']],
  ['products', ['trend_counts_ins', 'trend_counts_del', 'trend_counts_upd']],
  ['member_activity', ['trend_counts_ins', 'trend_counts_del']],
];

/**
 * Drops the indexes of a table that back no constraint (the primary key and unique keys stay, they
 * check the rows), answering their definitions to run again.
 */
async function dropSecondaryIndexes(tx: Queryable, table: string): Promise<string[]> {
  const { rows } = await tx.query<{ name: string; def: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i
      where i.indrelid = $1::regclass and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      order by i.indexrelid`,
    [table],
  );
  for (const r of rows) await tx.exec(`drop index ${r.name}`);
  return rows.map((r) => r.def);
}

/** Tables among these that have a created_at column (members do; others may gain one later). */
async function datedTables(db: Db, tables: string[]) {
  const { rows } = await db.query<{ t: string }>(
    `select table_name::text as t from information_schema.columns
      where table_schema = current_schema() and column_name = 'created_at' and table_name = any($1::text[])`,
    [tables],
  );
  return new Set(rows.map((r) => r.t));
}

/**
 * Bulk data set for benchmarks: set-based INSERT ... SELECT over generate_series, appended after
 * the existing rows, in batches of `batch` rows per statement. Defaults: 100,000 members, 10,000
 * companies, 200,000 products. Every value is a function of the row's number g, whatever the batch.
 */
export async function seedScale(db: Db, opts: ScaleOptions = {}): Promise<ScaleResult> {
  const t0 = performance.now();
  let activity = 0;
  const M = opts.members ?? 100_000;
  const C = opts.companies ?? 10_000;
  const P = opts.products ?? 200_000;
  const B = opts.batch ?? BATCH;
  for (const [k, v] of Object.entries({ members: M, companies: C, products: P }))
    if (!Number.isInteger(v) || v < 0 || v > SCALE_MAX)
      throw new RangeError(`seedScale: ${k} must be a whole number from 0 to ${SCALE_MAX}, got ${v}`);
  if (!Number.isInteger(B) || B < 1) throw new RangeError(`seedScale: batch must be a whole number from 1, got ${B}`);
  if (C > 0 && M === 0) throw new RangeError('seedScale: companies need members to own them (members > 0)');
  if (P > 0 && C === 0) throw new RangeError('seedScale: products need companies (companies > 0)');
  const say = opts.progress ?? (() => {});
  const secs = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
  const placesJson = JSON.stringify(places.map((p, i) => ({ i, ...p })));
  const hours = JSON.stringify(openingHoursFor('shop', prng(1)));
  const [mb, cb, bb, pb] = [
    await maxId(db, 'members'),
    await maxId(db, 'companies'),
    await maxId(db, 'branches'),
    await maxId(db, 'products'),
  ];
  const cats = (
    await db.query<{ id: number }>(
      'select id from categories where not exists (select 1 from categories k where k.parent_id = categories.id)',
    )
  ).rows.map((r) => r.id);
  const dated = await datedTables(db, ['members', 'companies', 'products']);
  const col = (t: string) => (dated.has(t) ? ', created_at' : '');
  const val = (t: string, n: number) => (dated.has(t) ? `, ${createdAt(n)}` : '');

  /**
   * Runs `insert(lo, hi)` for g in 1..total, batch after batch, with a progress line per batch when
   * there are several. A table that gets many rows, at least as many as it has, has its secondary
   * indexes dropped first and built again after: one sorted build of each is faster than keeping eight
   * B-trees and a trigram index up to date row by row (1,000,000 members on PostgreSQL 15, 2 cores:
   * 42 s -> 25 s; 300,000: 10 -> 7 s). The transaction holds the table meanwhile (a server reading it
   * waits); a failure rolls the indexes back with the rows.
   */
  const batches = async (
    tx: Queryable,
    table: string,
    total: number,
    existing: number,
    insert: (lo: number, hi: number) => Promise<unknown>,
  ) => {
    const rebuild = opts.indexes ? opts.indexes === 'rebuild' : total >= REBUILD_MIN && total >= existing;
    const dropped = rebuild && total > 0 ? await dropSecondaryIndexes(tx, table) : [];
    for (let lo = 1; lo <= total; lo += B) {
      const hi = Math.min(total, lo + B - 1);
      await insert(lo, hi);
      if (total > B)
        say(
          `${table}: ${hi.toLocaleString('en')} of ${total.toLocaleString('en')} ${table === 'branches' ? 'companies' : 'rows'} (${secs()})`,
        );
    }
    if (!dropped.length) return;
    await tx.exec(`set local maintenance_work_mem = '256MB'`);
    for (const def of dropped) await tx.exec(def);
    if (total > B) say(`${table}: ${dropped.length} indexes built (${secs()})`);
  };

  await db.transaction(async (tx) => {
    for (const [t, names] of TREND_TRIGGERS) for (const name of names) await tx.exec(`alter table ${t} disable trigger ${name}`);
    await batches(tx, 'members', M, mb, (lo, hi) =>
      tx.query(
        `insert into members (id, email, first_name, last_name, username, cellphone, country, region, province, city, zip, enabled, role, last_seen_at${col('members')})
         select $1::int + g, 'm' || ($1::int + g) || '@scale.example.com', f, l,
                lower(f || '.' || l) || ($1::int + g),
                case when g % 5 = 0 then null else '+' || (10 + g % 80) || ' ' || lpad(((g * 7919) % 10000000)::text, 7, '0') end,
                p.country, p.region, p.province, p.city, p.zip, g % 11 <> 0, 'customer', ${lastSeen(M)}${val('members', M)}
         from (select g, ($2::text[])[(1 + (g * 31) % cardinality($2::text[]))::int] as f,
                         ($3::text[])[(1 + (g * 7) % cardinality($3::text[]))::int] as l
               from generate_series($6::bigint, $7::bigint) g) s
         join jsonb_to_recordset($4::jsonb) as p(i int, country text, region text, province text, city text, zip text)
           on p.i = (s.g * 13) % $5::int`,
        [mb, first, last, placesJson, places.length, lo, hi],
      ),
    );
    await batches(tx, 'companies', C, cb, (lo, hi) =>
      tx.query(
        `insert into companies (id, member_id, name, legal_name, vat, profile_pic, company_email, country, province, city${col('companies')})
         select $1::int + g, $2::int + 1 + (g * 9973) % $3::int, n, n || ' Ltd', 'VAT' || lpad(g::text, 9, '0'),
                '/media/companies/' || (g % 500) || '.svg', 'info' || g || '@scale.example.com', p.country, p.province, p.city${val('companies', C)}
         from (select g, ($4::text[])[(1 + (g * 17) % cardinality($4::text[]))::int] || ' ' ||
                         ($5::text[])[(1 + g % cardinality($5::text[]))::int] || ' ' || g as n
               from generate_series($8::bigint, $9::bigint) g) s
         join jsonb_to_recordset($6::jsonb) as p(i int, country text, region text, province text, city text, zip text)
           on p.i = (s.g * 7) % $7::int`,
        [cb, mb, M, last, words, placesJson, places.length, lo, hi],
      ),
    );
    // One or two branches per new company, ids in (company, branch) order; batches over the companies.
    let branchIds = bb;
    await batches(tx, 'branches', C, bb, async (lo, hi) => {
      const { rows } = await tx.query<{ n: number }>(
        `with added as (
           insert into branches (id, company_id, name, address, city, zip, region, country, company_cellphone, opening_hours)
           select $1::int + row_number() over (order by c.id, b), c.id, c.name || ' ' || b, 'Street ' || b, c.city, null, null, c.country, null, $3::jsonb
           from companies c cross join lateral generate_series(1, 1 + c.id % 2) b where c.id between $2::int + $4::int and $2::int + $5::int
           returning 1)
         select count(*)::int as n from added`,
        [branchIds, cb, hours, lo, hi],
      );
      branchIds += rows[0]!.n;
    });
    await batches(tx, 'products', P, pb, (lo, hi) =>
      tx.query(
        `insert into products (id, company_id, category_id, name, description, price, discounted_price,
                               is_discount_active, is_active, is_available, photos${col('products')})
         select $1::int + g, $2::int + 1 + g % $3::int,
                case when cardinality($4::int[]) = 0 then null else ($4::int[])[(1 + g % greatest(cardinality($4::int[]), 1))::int] end,
                'Product ' || g, 'Scale product ' || g, 3 + ((g * 7919) % 90000) / 100.0,
                case when g % 3 = 0 then 2 + ((g * 7919) % 90000) / 125.0 end, g % 3 = 0, g % 10 <> 0, g % 5 <> 0,
                case when g % 4 = 0 then '{}'::text[] else array['/media/products/' || (g % 1000) || '.svg'] end${val('products', P)}
         from generate_series($5::bigint, $6::bigint) g`,
        [pb, cb, C, cats, lo, hi],
      ),
    );
    // A year of activity, oldest day first (the at index grows at its end), days in batches of about `batch` rows.
    const perDay = Math.max(1, Math.ceil(M / 50));
    const days = Math.max(1, Math.floor(B / perDay));
    const rebuild = opts.indexes ? opts.indexes === 'rebuild' : M * 2 >= REBUILD_MIN;
    const dropped = rebuild && M > 0 ? await dropSecondaryIndexes(tx, 'member_activity') : [];
    for (let hi = 364; M > 0 && hi >= 0; hi -= days) {
      const lo = Math.max(0, hi - days + 1);
      const { rows } = await tx.query<{ n: number }>(
        `with added as (
           insert into member_activity (member_id, at)
           select $1::int + g, ${activityAt('d')}
             from generate_series($2::int, $3::int, -1) d
             cross join lateral generate_series(1 + ((43 * d + 49) % 50), $4::bigint, 50) g
            where ${activityValid(M, 'd')}
           returning 1)
         select count(*)::int as n from added`,
        [mb, hi, lo, M],
      );
      activity += rows[0]!.n;
      if (M > B) say(`member_activity: ${365 - lo} of 365 days, ${activity.toLocaleString('en')} rows (${secs()})`);
    }
    if (dropped.length) {
      await tx.exec(`set local maintenance_work_mem = '256MB'`);
      for (const def of dropped) await tx.exec(def);
    }
    for (const t of ['members', 'companies', 'branches', 'products'])
      await tx.query(`select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`);
    // The daily counts of the trends, from the rows (the triggers were off), then the triggers on again.
    await tx.exec('select trend_counts_rebuild()');
    for (const [t, names] of TREND_TRIGGERS) for (const name of names) await tx.exec(`alter table ${t} enable trigger ${name}`);
    if (M > B) say(`trend counts rebuilt (${secs()})`);
  });
  // vacuum sets the visibility map so counts run as index-only scans.
  for (const t of ['members', 'companies', 'branches', 'products', 'member_activity', 'trend_counts']) {
    await db.exec(`vacuum analyze ${t}`);
    if (Math.max(M, C, P) > B) say(`vacuum analyze ${t} (${secs()})`);
  }
  return { members: M, companies: C, products: P, activity, ms: Math.round(performance.now() - t0) };
}
