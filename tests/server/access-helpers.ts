// Issue 39: credentials the access tests share (an administrator who is not an owner, API tokens).
import { hashPassword } from '../../src/server/lib/passwords.js';
import type { Ctx } from './setup.js';

/** A second administrator (IamGOD, not an owner), signed in: its id and session token. */
export async function addAdmin(
  ctx: Ctx,
  name: string,
  opts: { owner?: boolean } = {},
): Promise<{ id: number; email: string; token: string }> {
  const email = `${name}@example.com`;
  const { rows } = await ctx.db.query<{ id: number }>(
    `insert into members (email, password_hash, username, first_name, enabled, activated, role, capabilities, owner)
     values ($1, $2, $3, $3, true, true, 'admin', '{IamGOD}', $4) returning id`,
    [email, await hashPassword('admin-pass-1'), name, !!opts.owner],
  );
  return { id: rows[0]!.id, email, token: await ctx.login(email, 'admin-pass-1') };
}

/** Creates an API token with a session; answers the creation's data (value in `token`). */
export async function createToken(ctx: Ctx, session: string, body: Record<string, unknown>) {
  const r = await ctx.call('POST', '/v1/tokens', { token: session, body });
  if (r.status !== 201) throw new Error(`token: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data as { id: number; token: string; scopes: string[]; expiresAt: string | null; prefix: string };
}
