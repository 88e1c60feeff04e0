// Child process of bench/cli-list/run.ts: the reference server on its own event loop with demo data plus
// the scale data set; prints {"url", "members", "someId"} once listening. PGlite in memory by default
// (N more members: 100,080 in all for 100,000, as in issue 20); with a PostgreSQL URL as the second
// argument, that database, seeded up to N members only when it holds fewer (a seeded bench database is
// reused: 1,000,000 members take ~45 s to seed).
import { startServer } from '../../src/server/start.js';
import { seedScale } from '../../src/server/seed/scale.js';

const members = Number(process.argv[2] ?? 100_000);
const databaseUrl = process.argv[3];
const server = await startServer({ port: 0, demo: true, quiet: true, ...(databaseUrl ? { databaseUrl } : { memory: true }) });
const count = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from members')).rows[0]!.n;
const have = await count();
if (!databaseUrl || have < members)
  await seedScale(server.db, { members: databaseUrl ? members - have : members, companies: Math.round(members / 10), products: 1_000 });
const { rows } = await server.db.query<{ n: number; id: number }>(
  `select (select count(*)::int from members) as n, (select max(id) from members where role = 'customer' and enabled) as id`,
);
process.stdout.write(JSON.stringify({ url: server.url, members: rows[0]!.n, someId: rows[0]!.id }) + '\n');
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
