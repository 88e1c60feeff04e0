import type { Db, Queryable } from '../db/types.js';
import { hashPassword } from '../lib/passwords.js';
import { issueToken } from '../lib/tokens.js';
import { activationLink, sendMail } from '../lib/mail.js';
import type { Log } from '../lib/deps.js';
import { DEMO, DEMO_OWNER_NAME, demoRows } from './demo-rows.js';
import { seedHistory } from './demo-history.js';

export { DEMO, DEMO_OWNER_NAME };

const COLS = {
  members:
    'id int, email text, password_hash text, first_name text, last_name text, username text, cellphone text, country text, region text, province text, city text, zip text, enabled boolean, activated boolean, role text, capabilities text[]',
  companies:
    'id int, member_id int, name text, legal_name text, vat text, profile_pic text, company_email text, country text, province text, city text',
  branches:
    'id int, company_id int, name text, address text, city text, zip text, region text, country text, company_cellphone text, opening_hours jsonb',
  categories: 'id int, parent_id int, name text, translations jsonb',
  products:
    'id int, company_id int, category_id int, name text, description text, price numeric, discounted_price numeric, is_discount_active boolean, is_active boolean, is_available boolean, photos text[], translations jsonb',
} as const;

/** One set-based insert per table from a JSON array, then the identity moves past the ids. */
async function bulk(tx: Queryable, table: keyof typeof COLS, rows: Record<string, unknown>[]) {
  const names = COLS[table]
    .split(', ')
    .map((c) => c.split(' ')[0])
    .join(', ');
  await tx.query(`insert into ${table} (${names}) select ${names} from jsonb_to_recordset($1::jsonb) as x(${COLS[table]})`, [
    JSON.stringify(rows),
  ]);
  await tx.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
}

/** Creation times and activity of the demo rows, as seconds before now (see demoRows). */
async function datesOf(tx: Queryable, rows: ReturnType<typeof demoRows>) {
  for (const t of ['members', 'companies', 'products'] as const)
    await tx.query(
      `update ${t} t set created_at = now() - make_interval(secs => x.ago) from jsonb_to_recordset($1::jsonb) as x(id int, ago float8) where t.id = x.id`,
      [JSON.stringify(rows.created[t])],
    );
  await tx.query(
    `insert into member_activity (member_id, at)
     select member_id, now() - make_interval(secs => ago) from jsonb_to_recordset($1::jsonb) as x(member_id int, ago float8) on conflict do nothing`,
    [JSON.stringify(rows.activity)],
  );
  await tx.query(
    'update members m set last_seen_at = a.at from (select member_id, max(at) as at from member_activity group by member_id) a where a.member_id = m.id',
  );
}

/** Seeds the demo data set, only into an empty database. Answers false when data was already there. */
export async function seedDemo(db: Db, opts: { log?: Log; publicUrl?: string } = {}): Promise<boolean> {
  const existing = await db.query<{ n: number }>('select count(*)::int as n from members');
  if ((existing.rows[0]?.n ?? 0) > 0) return false;
  const rows = demoRows();
  const [adminHash, memberHash] = await Promise.all([hashPassword(DEMO.admin.password), hashPassword(DEMO.member.password)]);
  rows.members[0]!['password_hash'] = adminHash;
  rows.members[1]!['password_hash'] = memberHash;
  await db.transaction(async (tx) => {
    for (const t of ['members', 'companies', 'branches', 'categories', 'products'] as const) await bulk(tx, t, rows[t]);
    // The demo's only owner (issue 39): its administrator, Ada Rossi.
    await tx.query('update members set owner = true where lower(email) = lower($1)', [DEMO.admin.email]);
    await datesOf(tx, rows);
    await seedHistory(tx, rows);
    const token = await issueToken(tx, 3, 'activation');
    await sendMail(
      tx,
      opts.log ?? null,
      DEMO.pending.email,
      'Activate your account',
      activationLink(DEMO.pending.email, token, opts.publicUrl),
    );
  });
  return true;
}

/** Whether the demo administrator can sign in on this database (it was seeded with --demo or seed --scale). */
export async function hasDemoAccounts(db: Queryable): Promise<boolean> {
  const r = await db.query<{ n: number }>('select count(*)::int as n from members where lower(email) = lower($1)', [DEMO.admin.email]);
  return (r.rows[0]?.n ?? 0) > 0;
}

/**
 * The two demo accounts (administrator and member, passwords of DEMO) after the members already there, when
 * the administrator is missing: `seed --scale` adds them so its database can be signed in to. Answers
 * whether they were added.
 */
export async function ensureDemoAccounts(db: Db): Promise<boolean> {
  if (await hasDemoAccounts(db)) return false;
  const [admin, member] = demoRows().members;
  const [adminHash, memberHash] = await Promise.all([hashPassword(DEMO.admin.password), hashPassword(DEMO.member.password)]);
  await db.transaction(async (tx) => {
    const max = (await tx.query<{ id: number | null }>('select max(id) as id from members')).rows[0]?.id ?? 0;
    const taken =
      (await tx.query<{ n: number }>('select count(*)::int as n from members where lower(email) = lower($1)', [DEMO.member.email])).rows[0]
        ?.n ?? 0;
    const rows = [{ ...admin!, id: max + 1, password_hash: adminHash }];
    if (!taken) rows.push({ ...member!, id: max + 2, password_hash: memberHash });
    await bulk(tx, 'members', rows);
    await tx.query('update members set owner = true where lower(email) = lower($1)', [DEMO.admin.email]);
  });
  return true;
}
