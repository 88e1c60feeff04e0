// Child process of bench/cli-list/run.ts: the reference server on its own event loop, demo data plus the
// scale data set (100,000 more members: 100,080 in all, as in issue 20); prints {"url"} once listening.
import { startServer } from '../../src/server/start.js';
import { seedScale } from '../../src/server/seed/scale.js';

const members = Number(process.argv[2] ?? 100_000);
const server = await startServer({ port: 0, memory: true, demo: true, quiet: true });
await seedScale(server.db, { members, companies: Math.round(members / 10), products: 1_000 });
const { rows } = await server.db.query<{ n: number; id: number }>(
  `select (select count(*)::int from members) as n, (select max(id) from members where role = 'customer' and enabled) as id`,
);
process.stdout.write(JSON.stringify({ url: server.url, members: rows[0]!.n, someId: rows[0]!.id }) + '\n');
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
