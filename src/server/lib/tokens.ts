import type { Queryable } from '../db/types.js';
import { badRequest } from './http-error.js';
import { hashToken, newToken } from './passwords.js';

export type TokenKind = 'activation' | 'reset';
const TTL_HOURS = 24;

/**
 * Creates a single-use token (stored hashed) valid for 24 h and answers the clear token. A new reset
 * link kills the member's earlier ones: only the newest mail works.
 */
export async function issueToken(q: Queryable, memberId: number, kind: TokenKind): Promise<string> {
  await killTokens(q, memberId, kind);
  const { token, hash } = newToken();
  await q.query(
    `insert into auth_tokens (member_id, kind, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(hours => $4))`,
    [memberId, kind, hash, TTL_HOURS],
  );
  return token;
}

/** Ends every live token of that kind of the member (a link used, a password changed, a new link sent). */
export async function killTokens(q: Queryable, memberId: number, kind: TokenKind) {
  await q.query('update auth_tokens set used_at = now() where member_id = $1 and kind = $2 and used_at is null', [memberId, kind]);
}

const codes = { activation: 'activation_link_invalid', reset: 'reset_link_invalid' } as const;
const messages: Record<TokenKind, string> = {
  activation: 'The activation link is not valid, already used or expired',
  reset: 'The reset link is not valid, already used or expired',
};

/** Finds a live token for the member with that e-mail; 400 otherwise. */
export async function findToken(q: Queryable, email: string, token: string, kind: TokenKind) {
  const { rows } = await q.query<{ id: number; member_id: number }>(
    `select t.id, t.member_id from auth_tokens t join members m on m.id = t.member_id
     where t.token_hash = $1 and t.kind = $2 and m.email = $3 and t.used_at is null and t.expires_at > now()`,
    [hashToken(token), kind, email],
  );
  if (!rows[0]) throw badRequest(messages[kind], codes[kind]);
  return rows[0];
}

/** Marks the token used, and with it every other live token of its kind of the member; race-safe (one caller wins). */
export async function consumeToken(q: Queryable, tokenId: number, kind: TokenKind) {
  const { rows } = await q.query<{ member_id: number }>(
    'update auth_tokens set used_at = now() where id = $1 and used_at is null returning member_id',
    [tokenId],
  );
  if (!rows[0]) throw badRequest(messages[kind], codes[kind]);
  await killTokens(q, rows[0].member_id, kind);
}
