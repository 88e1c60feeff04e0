// Security finding 5: a flood of anonymous sign-ins must not stall signed-in admins.
// Starts `backoffice serve --memory --demo` as a child process (PGlite, the default database) and measures
// an admin's GET /v1/accounts/member, one call after another: idle, then while 300 concurrent sign-ins with
// random e-mails arrive from one address. Reports p50 and max of the admin calls and the flood's answer
// codes. `--root DIR` runs another checkout's server (e.g. the commit before the fix) for a before/after
// in one run: `node --import tsx bench/security/run.ts --root /tmp/before`.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const args = process.argv.slice(2);
const roots: [string, string][] = [['this checkout', join(here, '..', '..')]];
for (let i = 0; i < args.length; i++) if (args[i] === '--root') roots.unshift([`--root ${args[i + 1]}`, args[++i]!]);
const FLOOD = 300;

function serve(root: string): Promise<{ url: string; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/cli/index.ts'), 'serve', '--memory', '--demo', '--port', '0'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    p.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /listening on (http:\/\/\S+) \(API/.exec(out);
      if (m) resolve({ url: m[1]!, stop: () => p.kill('SIGKILL') });
    });
    p.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function measure(root: string) {
  const { url, stop } = await serve(root);
  try {
    const login = (email: string, password: string) =>
      fetch(`${url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    const token = ((await (await login('admin@example.com', 'demo-admin')).json()) as { data: { access_token: string } }).data.access_token;
    const adminCall = async () => {
      const t0 = performance.now();
      const r = await fetch(`${url}/v1/accounts/member`, { headers: { authorization: `Bearer ${token}` } });
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`admin call answered ${r.status}`);
      return performance.now() - t0;
    };
    for (let i = 0; i < 10; i++) await adminCall(); // warm up
    const idle: number[] = [];
    for (let i = 0; i < 30; i++) idle.push(await adminCall());
    const codes: Record<string, number> = {};
    let floodDone = false;
    const t0 = performance.now();
    const flood = Promise.all(
      Array.from({ length: FLOOD }, (_, i) =>
        login(`flood-${i}-${Math.random().toString(36).slice(2)}@example.com`, 'guess').then(async (r) => {
          await r.arrayBuffer();
          codes[r.status] = (codes[r.status] ?? 0) + 1;
        }),
      ),
    ).then(() => {
      floodDone = true;
      return performance.now() - t0;
    });
    const during: number[] = [];
    while (!floodDone) during.push(await adminCall());
    const floodMs = await flood;
    return {
      idle: { p50: pct(idle, 50), max: Math.max(...idle) },
      during: { p50: pct(during, 50), max: Math.max(...during), calls: during.length },
      floodMs,
      codes,
    };
  } finally {
    stop();
  }
}

const results: Record<string, unknown> = {};
console.log(`admin GET /v1/accounts/member during ${FLOOD} concurrent anonymous sign-ins (PGlite, ms)`);
console.log('| server | idle p50 | idle max | flood p50 | flood max | admin calls | flood took | flood answers |');
console.log('|---|---:|---:|---:|---:|---:|---:|---|');
for (const [name, root] of roots) {
  const r = await measure(root);
  results[name] = r;
  const f = (n: number) => n.toFixed(1);
  console.log(
    `| ${name} | ${f(r.idle.p50)} | ${f(r.idle.max)} | ${f(r.during.p50)} | ${f(r.during.max)} | ${r.during.calls} | ${f(r.floodMs)} | ${Object.entries(r.codes).map(([c, n]) => `${c}×${n}`).join(' ')} |`,
  );
}
writeFileSync(join(here, '..', 'results-security.json'), JSON.stringify(results, null, 2));
