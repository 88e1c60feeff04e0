import type { Db } from '../db/types.js';
import { COUNTRIES } from './demo-places.js';
import { BUSINESS_KINDS } from './demo-catalog.js';
import { openingHoursFor } from './opening-hours.js';
import { prng } from './prng.js';

export interface ScaleOptions {
  members?: number;
  companies?: number;
  products?: number;
}
export interface ScaleResult {
  members: number;
  companies: number;
  products: number;
  ms: number;
}

const places = COUNTRIES.flatMap((c) => c.places.map((p) => ({ country: c.code, ...p })));
const first = COUNTRIES.flatMap((c) => c.first);
const last = COUNTRIES.flatMap((c) => c.last);
const words = BUSINESS_KINDS.flatMap((b) => b.words);

const maxId = async (db: Db, table: string) =>
  (await db.query<{ n: number }>(`select coalesce(max(id), 0)::int as n from ${table}`)).rows[0]!.n;

/**
 * Bulk data set for benchmarks: set-based INSERT ... SELECT over generate_series, appended after
 * the existing rows. Defaults: 100,000 members, 10,000 companies, 200,000 products.
 */
export async function seedScale(db: Db, opts: ScaleOptions = {}): Promise<ScaleResult> {
  const t0 = performance.now();
  const M = opts.members ?? 100_000;
  const C = opts.companies ?? 10_000;
  const P = opts.products ?? 200_000;
  const placesJson = JSON.stringify(places.map((p, i) => ({ i, ...p })));
  const hours = JSON.stringify(openingHoursFor('shop', prng(1)));
  const [mb, cb, bb, pb] = [await maxId(db, 'members'), await maxId(db, 'companies'), await maxId(db, 'branches'), await maxId(db, 'products')];
  const cats = (await db.query<{ id: number }>('select id from categories where not exists (select 1 from categories k where k.parent_id = categories.id)')).rows.map((r) => r.id);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into members (id, email, first_name, last_name, username, cellphone, country, region, province, city, zip, enabled, role)
       select $1::int + g, 'm' || ($1::int + g) || '@scale.example.com', f, l,
              lower(f || '.' || l) || ($1::int + g),
              case when g % 5 = 0 then null else '+' || (10 + g % 80) || ' ' || lpad(((g * 7919) % 10000000)::text, 7, '0') end,
              p.country, p.region, p.province, p.city, p.zip, g % 11 <> 0, 'customer'
       from (select g, ($3::text[])[1 + (g * 31) % cardinality($3::text[])] as f,
                       ($4::text[])[1 + (g * 7) % cardinality($4::text[])] as l from generate_series(1, $2::int) g) s
       join jsonb_to_recordset($5::jsonb) as p(i int, country text, region text, province text, city text, zip text)
         on p.i = (s.g * 13) % $6::int`,
      [mb, M, first, last, placesJson, places.length],
    );
    await tx.query(
      `insert into companies (id, member_id, name, legal_name, vat, profile_pic, company_email, country, province, city)
       select $1::int + g, $2::int + 1 + (g * 9973) % $4::int, n, n || ' Ltd', 'VAT' || lpad(g::text, 9, '0'),
              '/media/companies/' || (g % 500) || '.svg', 'info' || g || '@scale.example.com', p.country, p.province, p.city
       from (select g, ($5::text[])[1 + (g * 17) % cardinality($5::text[])] || ' ' ||
                       ($6::text[])[1 + g % cardinality($6::text[])] || ' ' || g as n from generate_series(1, $3::int) g) s
       join jsonb_to_recordset($7::jsonb) as p(i int, country text, region text, province text, city text, zip text)
         on p.i = (s.g * 7) % $8::int`,
      [cb, mb, C, M, last, words, placesJson, places.length],
    );
    await tx.query(
      `insert into branches (id, company_id, name, address, city, zip, region, country, company_cellphone, opening_hours)
       select $1::int + row_number() over (), c.id, c.name || ' ' || b, 'Street ' || b, c.city, null, null, c.country, null, $3::jsonb
       from companies c cross join lateral generate_series(1, 1 + c.id % 2) b where c.id > $2::int`,
      [bb, cb, hours],
    );
    await tx.query(
      `insert into products (id, company_id, category_id, name, description, price, discounted_price,
                             is_discount_active, is_active, is_available, photos)
       select $1::int + g, $2::int + 1 + g % $4::int,
              case when cardinality($5::int[]) = 0 then null else ($5::int[])[1 + g % greatest(cardinality($5::int[]), 1)] end,
              'Product ' || g, 'Scale product ' || g, 3 + ((g * 7919) % 90000) / 100.0,
              case when g % 3 = 0 then 2 + ((g * 7919) % 90000) / 125.0 end, g % 3 = 0, g % 10 <> 0, g % 5 <> 0,
              case when g % 4 = 0 then '{}'::text[] else array['/media/products/' || (g % 1000) || '.svg'] end
       from generate_series(1, $3::int) g`,
      [pb, cb, P, C, cats],
    );
    for (const t of ['members', 'companies', 'branches', 'products'])
      await tx.query(`select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`);
  });
  // vacuum sets the visibility map so counts run as index-only scans.
  for (const t of ['members', 'companies', 'branches', 'products']) await db.exec(`vacuum analyze ${t}`);
  return { members: M, companies: C, products: P, ms: Math.round(performance.now() - t0) };
}
