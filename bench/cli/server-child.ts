// Child process of bench/cli/run.ts: the reference server on its own event loop (as in production),
// seeded with the scale data; prints {"url","ids"} (N ids for the CLI + 1 for autocannon) once listening.
import { startServer } from '../../src/server/start.js';
import { seedScale } from '../../src/server/seed/scale.js';

const n = Number(process.argv[2] ?? 2000);
const databaseUrl = process.argv[3];
const server = await startServer({ port: 0, memory: !databaseUrl, demo: true, quiet: true, ...(databaseUrl ? { databaseUrl } : {}) });
const count = async () =>
  (await server.db.query<{ n: number }>(`select count(*)::int n from members where role = 'customer' and email like '%@scale.example.com'`)).rows[0]!.n;
if ((await count()) < n + 1) await seedScale(server.db, { members: n + 10, companies: 10, products: 10 });
const { rows } = await server.db.query<{ id: number }>(
  `select id from members where role = 'customer' and email like '%@scale.example.com' order by id limit $1`,
  [n + 1],
);
const ids = rows.map((r) => r.id);
await server.db.query('update members set enabled = true where id = any($1::int[])', [ids]);
process.stdout.write(JSON.stringify({ url: server.url, ids, db: server.db.kind }) + '\n');
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
