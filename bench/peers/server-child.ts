// bench/peers' servers in a process of their own (server.ts, startPeersProcess): the reference API server on
// PGlite (demo data plus scale rows up to `members`) and the bench server in front of it. Not in the process
// that drives the browser: there, every page's flood of DevTools events shares the event loop with the
// server, and a request made while a page starts (ours asks for its first page from the loader) waited up
// to 500 ms for an answer that takes 10 ms (issue 14).
import { seedScale } from '../../src/server/seed/scale.js';
import { startServer } from '../../src/server/start.js';
import { startPeersServer, type ChildReady, type ParentMessage } from './server.js';

const options = JSON.parse(process.argv[2] ?? '{}') as {
  members: number;
  outDir: string;
  assetsDir: string;
  tagsDir?: string;
  baselineDir?: string;
};
const api = await startServer({ port: 0, host: '127.0.0.1', memory: true, demo: true, quiet: true });
const countMembers = async () => (await api.db.query<{ n: number }>('select count(*)::int as n from members')).rows[0]!.n;
const demoMembers = await countMembers();
const seeded = await seedScale(api.db, { members: Math.max(0, options.members - demoMembers), companies: 0, products: 0 });
const members = await countMembers();
const login = await fetch(`${api.url}/v1/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
});
if (!login.ok) throw new Error(`demo admin login failed: ${login.status} ${await login.text()}`);
const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
const server = await startPeersServer({
  apiUrl: api.url,
  token,
  outDir: options.outDir,
  assetsDir: options.assetsDir,
  ...(options.tagsDir ? { tagsDir: options.tagsDir } : {}),
  ...(options.baselineDir ? { baselineDir: options.baselineDir } : {}),
});
const sizes = Object.fromEntries(['/floor/', '/conventional/', '/assets/', '/tags/', '/baseline-assets/'].map((p) => [p, server.sizes(p)]));
const ready: ChildReady = { type: 'ready', url: server.url, apiUrl: api.url, token, members, demoMembers, seeded, sizes };
process.send!(ready);
process.on('message', async (message: ParentMessage) => {
  if (message.type === 'report') process.send!({ type: 'report', missing: server.missing, acceptEncodings: [...server.acceptEncodings] });
  if (message.type === 'close') {
    await server.close();
    await api.close();
    process.exit(0);
  }
});
