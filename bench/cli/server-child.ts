// Child process of bench/cli/run.ts: the reference server on its own event loop (as in production),
// seeded with the scale data; prints {"url","ids"} (N ids for the CLI + 1 for autocannon) once listening.
import { startServer } from '../../src/server/start.js';
import { seedScale } from '../../src/server/seed/scale.js';

const n = Number(process.argv[2] ?? 2000);
const databaseUrl = process.argv[3];
const server = await startServer({ port: 0, memory: !databaseUrl, demo: true, quiet: true, ...(databaseUrl ? { databaseUrl } : {}) });
const count = async () =>
  (await server.db.query<{ n: number }>(`select count(*)::int n from members where role = 'customer' and email like '%@scale.example.com'`))
    .rows[0]!.n;
/** Plain customers, used when seedScale is unavailable or fails. */
async function seedPlain(missing: number) {
  await server.db.query(
    `insert into members (id, email, first_name, last_name, username, country, enabled, role)
     select b.m + g, 'bench' || (b.m + g) || '@scale.example.com', 'Bench', 'Member ' || (b.m + g), 'bench.member' || (b.m + g), 'IT', true, 'customer'
     from (select coalesce(max(id), 0)::int as m from members) b, generate_series(1, $1::int) g`,
    [missing],
  );
  await server.db.query(`select setval(pg_get_serial_sequence('members', 'id'), (select max(id) from members))`);
}
if ((await count()) < n + 1) {
  try {
    await seedScale(server.db, { members: n + 10, companies: 10, products: 10 });
  } catch (e) {
    process.stderr.write(`seedScale failed (${(e as Error).message}); seeding plain bench members instead\n`);
  }
  const have = await count();
  if (have < n + 1) await seedPlain(n + 1 - have);
}
const { rows } = await server.db.query<{ id: number }>(
  `select id from members where role = 'customer' and email like '%@scale.example.com' order by id limit $1`,
  [n + 1],
);
const ids = rows.map((r) => r.id);
await server.db.query('update members set enabled = true where id = any($1::int[])', [ids]);
process.stdout.write(JSON.stringify({ url: server.url, ids, db: server.db.kind }) + '\n');
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
