import type { ApiToken, Session, TokenScope } from '../../api/contract/index.js';
import { IAM_GOD } from '../../api/contract/index.js';
import type { Queryable } from '../db/types.js';
import { conflict } from './http-error.js';
import { isoTime } from './sql.js';

type SessionRow = {
  id: string;
  client: Session['client'];
  user_agent: string | null;
  address: string | null;
  created_at: Date | string;
  last_seen_at: Date | string;
  revoked_at: Date | string | null;
};

/** What a signed-out session's audit event keeps of it: the columns `returning` gives (issue 39, item 1). */
export const REVOKED_SESSION = 'id::text as id, client, user_agent, created_at';
export type RevokedSession = Pick<SessionRow, 'id' | 'client' | 'user_agent' | 'created_at'>;

/**
 * The changes of a session.revoked event: the session's id, and what names it in the activity sentence ("the
 * session “Chrome on Linux”", else its client's word) and its changes (client, user agent, when it signed in).
 */
export const revokedSessionChanges = (r: RevokedSession) => ({
  session: { from: r.id, to: null },
  client: { from: r.client, to: null },
  userAgent: { from: r.user_agent, to: null },
  signedInAt: { from: isoTime(r.created_at), to: null },
});

/** A member's sessions, newest first (live ones, and those ended in the last 30 days). */
export async function listSessions(q: Queryable, memberId: number, current: string | null): Promise<Session[]> {
  const { rows } = await q.query<SessionRow>(
    `select id::text as id, client, user_agent, address, created_at, last_seen_at, revoked_at from sessions
     where member_id = $1 and (revoked_at is null or revoked_at > now() - interval '30 days')
       and created_at > now() - interval '30 days'
     order by revoked_at is not null, last_seen_at desc limit 200`,
    [memberId],
  );
  return rows.map((r) => ({
    id: r.id,
    client: r.client,
    userAgent: r.user_agent,
    address: r.address,
    createdAt: isoTime(r.created_at),
    lastSeenAt: isoTime(r.last_seen_at),
    revokedAt: r.revoked_at ? isoTime(r.revoked_at) : null,
    current: r.id === current,
  }));
}

type TokenRow = {
  id: number;
  name: string;
  scopes: TokenScope[];
  prefix: string;
  created_at: Date | string;
  expires_at: Date | string | null;
  last_used_at: Date | string | null;
  last_used_address: string | null;
  revoked_at: Date | string | null;
};
/** The columns of an API token that may be shown: never its hash. */
export const TOKEN_COLUMNS = 'id, name, scopes, prefix, created_at, expires_at, last_used_at, last_used_address, revoked_at';

export const apiTokenOf = (r: TokenRow): ApiToken => ({
  id: r.id,
  name: r.name,
  scopes: r.scopes,
  prefix: r.prefix,
  createdAt: isoTime(r.created_at),
  expiresAt: r.expires_at ? isoTime(r.expires_at) : null,
  lastUsedAt: r.last_used_at ? isoTime(r.last_used_at) : null,
  lastUsedAddress: r.last_used_address,
  revokedAt: r.revoked_at ? isoTime(r.revoked_at) : null,
});

export async function listTokens(q: Queryable, memberId: number): Promise<ApiToken[]> {
  const { rows } = await q.query<TokenRow>(
    `select ${TOKEN_COLUMNS} from api_tokens where member_id = $1 order by revoked_at is not null, created_at desc, id desc`,
    [memberId],
  );
  return rows.map(apiTokenOf);
}

/** Ends every session and API token of the member (disable, revoke of administrator rights); answers how many. */
export async function revokeAll(q: Queryable, memberId: number): Promise<{ sessions: number; tokens: number }> {
  const s = await q.query('update sessions set revoked_at = now() where member_id = $1 and revoked_at is null returning id', [memberId]);
  const t = await q.query('update api_tokens set revoked_at = now() where member_id = $1 and revoked_at is null returning id', [memberId]);
  return { sessions: s.rows.length, tokens: t.rows.length };
}

/**
 * Locks every enabled owner's row (in id order, so concurrent owners' changes wait for each other) and refuses
 * with 409 last_owner when `memberId` is the only one: call it first in the transaction that removes or disables
 * an owner. Under READ COMMITTED a waiting `for update` re-reads each row once the other transaction ended, so
 * two owners demoting each other at once cannot both succeed.
 */
export async function keepAnOwner(q: Queryable, memberId: number): Promise<void> {
  const { rows } = await q.query<{ id: number }>(
    `select id from members where owner and '${IAM_GOD}' = any(capabilities) and enabled
     order by id for update`,
  );
  if (rows.length && rows.every((r) => r.id === memberId))
    throw conflict('There must always be an enabled owner: make another administrator an owner first', 'last_owner');
}
