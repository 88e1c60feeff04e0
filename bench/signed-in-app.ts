// The reference API server's app on a database, and the demo administrator's token: what the server benches call
// their routes through (app.request, no socket).
import { randomBytes } from 'node:crypto';
import { createApp } from '../src/server/app.js';
import type { Db } from '../src/server/db/types.js';
import { DEMO } from '../src/server/seed/demo.js';

export async function signedInApp(db: Db): Promise<{ app: ReturnType<typeof createApp>; token: string }> {
  const app = createApp({ db, jwtSecret: randomBytes(32).toString('hex'), webDir: '/nonexistent' });
  const login = await app.request('/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.admin.email, password: DEMO.admin.password }),
  });
  if (login.status !== 200) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  return { app, token };
}
