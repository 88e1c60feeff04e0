// Security findings 5 (issue 18) and 1, 3 (issue 33): anonymous clients must not stall signed-in admins.
// Starts `backoffice serve --memory --demo` as a child process (PGlite, the default database) and measures
// an admin's GET /v1/accounts/member, one call after another, idle and during each attack:
// - flood: 300 concurrent sign-ins with random e-mails from one address;
// - slow: 8 clients that send the headers and first bytes of a reset-mail request, then one byte every 10 s;
// - nested: 30 concurrent reset-mail requests whose bodies are ~1 MB of nested brackets.
// Reports p50 and max of the admin calls (an admin call gets at most 10 s, then counts as unanswered) and the
// attackers' answer codes. `--before REV` also runs the server of commit REV (extracted with git archive into
// a temporary folder, sharing node_modules) for a before/after in one run; `--root DIR` runs another checkout's.
// `--case NAME` runs one case. `node --import tsx bench/security/run.ts --before e8c7490`
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = join(here, '..', '..');
const args = process.argv.slice(2);
const roots: [string, string][] = [['this checkout', repo]];
const temporary: string[] = [];
let only: string | undefined;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--root') roots.unshift([`--root ${args[i + 1]}`, args[++i]!]);
  else if (args[i] === '--case') only = args[++i];
  else if (args[i] === '--before') {
    const rev = args[++i]!;
    const dir = mkdtempSync(join(tmpdir(), 'bench-before-'));
    execSync(`git archive ${rev} | tar -x -C ${dir}`, { cwd: repo, shell: '/bin/sh' });
    symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
    temporary.push(dir);
    roots.unshift([`before (${rev})`, dir]);
  }
}

const FLOOD = 300;
const SLOW = 8;
const NESTED = 30;
/** An admin call that has no answer after this long counts as unanswered (and as this long). */
const ADMIN_TIMEOUT_MS = 10_000;
/** How long the admin calls go on during the slow uploads. */
const SLOW_WINDOW_MS = 8_000;
const RESET = '/v1/members/send-reset-password-email';

function serve(root: string): Promise<{ url: string; port: number; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/cli/index.ts'), 'serve', '--memory', '--demo', '--port', '0'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    p.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /listening on (http:\/\/\S+) \(API/.exec(out);
      if (m) resolve({ url: m[1]!, port: Number(new URL(m[1]!).port), stop: () => p.kill('SIGKILL') });
    });
    p.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const tally = (codes: Record<string, number>) =>
  Object.entries(codes)
    .map(([c, n]) => `${c}×${n}`)
    .join(' ') || '–';

interface Server {
  url: string;
  port: number;
  /** One admin call: its time in ms, or null when it had no answer in ADMIN_TIMEOUT_MS. */
  admin(): Promise<number | null>;
}

/** A request written by hand that sends `first` and then one more byte every 10 s; its status when answered. */
function slowUpload(port: number) {
  const socket = connect(port, '127.0.0.1');
  let raw = '';
  socket.setEncoding('utf8');
  socket.on('error', () => {});
  socket.on('data', (d: string) => (raw += d));
  socket.write(`POST ${RESET} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n{"email":"`);
  const drip = setInterval(() => socket.write('a'), 10_000);
  return {
    status: () => (raw ? (/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 'garbled') : null),
    stop: () => {
      clearInterval(drip);
      socket.destroy();
    },
  };
}

type Attack = (s: Server) => Promise<{ during: (number | null)[]; answers: Record<string, number> }>;

const attacks: Record<string, Attack> = {
  async flood(s) {
    const answers: Record<string, number> = {};
    let done = false;
    const flood = Promise.all(
      Array.from({ length: FLOOD }, (_, i) =>
        fetch(`${s.url}/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `flood-${i}-${Math.random().toString(36).slice(2)}@example.com`, password: 'guess' }),
        }).then(async (r) => {
          await r.arrayBuffer();
          answers[r.status] = (answers[r.status] ?? 0) + 1;
        }),
      ),
    ).then(() => (done = true));
    const during: (number | null)[] = [];
    while (!done) during.push(await s.admin());
    await flood;
    return { during, answers };
  },

  async slow(s) {
    const uploads = Array.from({ length: SLOW }, () => slowUpload(s.port));
    try {
      await new Promise((r) => setTimeout(r, 500)); // their headers have arrived
      const during: (number | null)[] = [];
      const until = performance.now() + SLOW_WINDOW_MS;
      while (performance.now() < until) {
        const t = await s.admin();
        during.push(t);
        if (t === null) break;
      }
      // The uploads' own answers: wait for them a little past the server's body deadline (10 s).
      const waitUntil = performance.now() + 15_000;
      while (performance.now() < waitUntil && uploads.some((u) => u.status() === null)) await new Promise((r) => setTimeout(r, 100));
      const answers: Record<string, number> = {};
      for (const u of uploads) {
        const k = u.status() ?? 'none in 15 s';
        answers[k] = (answers[k] ?? 0) + 1;
      }
      return { during, answers };
    } finally {
      for (const u of uploads) u.stop();
    }
  },

  async nested(s) {
    // Just under the 1 MB cap the server had before issue 33.
    const depth = 524_000;
    const body = `{"email":"nested@example.com","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const answers: Record<string, number> = {};
    let done = false;
    const sent = Promise.all(
      Array.from({ length: NESTED }, () =>
        fetch(`${s.url}${RESET}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
          .then(async (r) => {
            await r.arrayBuffer();
            return String(r.status);
          })
          .catch(() => 'connection error')
          .then((k) => {
            answers[k] = (answers[k] ?? 0) + 1;
          }),
      ),
    ).then(() => (done = true));
    const during: (number | null)[] = [];
    while (!done) during.push(await s.admin());
    await sent;
    return { during, answers };
  },
};

async function measure(root: string, attack: Attack) {
  const { url, port, stop } = await serve(root);
  try {
    const login = await fetch(`${url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const admin = async (): Promise<number | null> => {
      const t0 = performance.now();
      try {
        const r = await fetch(`${url}/v1/accounts/member`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(ADMIN_TIMEOUT_MS),
        });
        await r.arrayBuffer();
        if (r.status !== 200) throw new Error(`admin call answered ${r.status}`);
        return performance.now() - t0;
      } catch (e) {
        if ((e as Error).name === 'TimeoutError') return null;
        throw e;
      }
    };
    for (let i = 0; i < 10; i++) await admin(); // warm up
    const idle: number[] = [];
    for (let i = 0; i < 30; i++) idle.push((await admin())!);
    const { during, answers } = await attack({ url, port, admin });
    const times = during.map((t) => t ?? ADMIN_TIMEOUT_MS);
    return {
      idle: { p50: pct(idle, 50), max: Math.max(...idle) },
      during: { p50: pct(times, 50), max: Math.max(...times), calls: during.length, unanswered: during.filter((t) => t === null).length },
      answers,
    };
  } finally {
    stop();
  }
}

const results: Record<string, Record<string, unknown>> = {};
const f = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
console.log(
  `admin GET /v1/accounts/member during each attack (PGlite, ms; an admin call unanswered after ${ADMIN_TIMEOUT_MS / 1000} s counts as ${ADMIN_TIMEOUT_MS / 1000} s)`,
);
console.log(
  `flood: ${FLOOD} concurrent sign-ins; slow: ${SLOW} uploads of one byte every 10 s (admin calls for ${SLOW_WINDOW_MS / 1000} s); nested: ${NESTED} bodies of ~1 MB of nested brackets`,
);
console.log("| server | case | idle p50 | during p50 | during max | admin calls (unanswered) | attackers' answers |");
console.log('|---|---|---:|---:|---:|---:|---|');
try {
  for (const name of Object.keys(attacks).filter((n) => !only || n === only))
    for (const [server, root] of roots) {
      const r = await measure(root, attacks[name]!);
      (results[server] ??= {})[name] = r;
      console.log(
        `| ${server} | ${name} | ${f(r.idle.p50)} | ${f(r.during.p50)} | ${f(r.during.max)} | ${r.during.calls} (${r.during.unanswered}) | ${tally(r.answers)} |`,
      );
    }
} finally {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
}
writeFileSync(join(here, '..', 'results-security.json'), JSON.stringify(results, null, 2));
