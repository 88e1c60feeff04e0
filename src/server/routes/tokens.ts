import { Hono } from 'hono';
import { id as idSchema, TOKEN_DEFAULT_DAYS, tokenCreatePayload } from '../../api/contract/index.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { HttpError, notFound } from '../lib/http-error.js';
import { audit } from '../lib/audit.js';
import { newApiToken, requireAuth } from '../lib/auth.js';
import { apiTokenOf, listTokens, TOKEN_COLUMNS } from '../lib/access-store.js';
import { body, idParam } from '../lib/validate.js';

/**
 * Personal API tokens (issue 39): administrators' sessions create, list and revoke their own tokens (never a
 * token: lib/access.ts). The value is answered once, by the creation; the database keeps its keyed hash.
 */
export function tokenRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth(deps));

  r.get('/', async (c) => c.json({ data: await listTokens(deps.db, c.get('member').id) }));

  r.post('/', async (c) => {
    const p = await body(c, tokenCreatePayload);
    const member = c.get('member');
    const days = p.expiresInDays === undefined ? TOKEN_DEFAULT_DAYS : p.expiresInDays;
    if (days === null && !member.owner) {
      const e = new HttpError(400, 'Only an owner can create a token that never expires', {}, 'token_expiry_invalid');
      e.field = 'expiresInDays';
      throw e;
    }
    const t = newApiToken(deps.jwtKey);
    const created = await deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<Parameters<typeof apiTokenOf>[0]>(
        `insert into api_tokens (member_id, name, scopes, token_hash, prefix, expires_at)
         values ($1, $2, $3, $4, $5, case when $6::int is null then null else now() + make_interval(days => $6::int) end)
         returning ${TOKEN_COLUMNS}`,
        [member.id, p.name, p.scopes, t.hash, t.prefix, days],
      );
      const row = apiTokenOf(rows[0]!);
      await audit(tx, c, {
        action: 'token.created',
        target: { type: 'member', id: member.id, label: member.email },
        changes: {
          id: { from: null, to: row.id },
          name: { from: null, to: row.name },
          scopes: { from: null, to: row.scopes },
          expiresAt: { from: null, to: row.expiresAt },
        },
      });
      return row;
    });
    // The only answer that ever holds the value.
    return c.json({ data: { ...created, token: t.value } }, 201);
  });

  r.delete('/:id', async (c) => {
    const id = idParam(c, 'id', idSchema);
    const member = c.get('member');
    const row = await deps.db.transaction(async (tx) => {
      // Revoking twice is a no-op: the token as it is, `changed: false`, and no second token.revoked event.
      const { rows: before } = await tx.query<Parameters<typeof apiTokenOf>[0]>(
        `select ${TOKEN_COLUMNS} from api_tokens where id = $1 and member_id = $2 for update`,
        [id, member.id],
      );
      if (!before[0]) throw notFound('API token not found');
      const was = apiTokenOf(before[0]);
      if (was.revokedAt) return { ...was, changed: false };
      const { rows } = await tx.query<Parameters<typeof apiTokenOf>[0]>(
        `update api_tokens set revoked_at = now() where id = $1 returning ${TOKEN_COLUMNS}`,
        [id],
      );
      const out = apiTokenOf(rows[0]!);
      await audit(tx, c, {
        action: 'token.revoked',
        target: { type: 'member', id: member.id, label: member.email },
        // The token is not deleted: its id and name say which it is (recorded unchanged, from = to: no change an
        // administrator reads, docs/api.md), and revokedAt is the one field that changed.
        changes: {
          id: { from: out.id, to: out.id },
          name: { from: out.name, to: out.name },
          revokedAt: { from: null, to: out.revokedAt },
        },
      });
      return { ...out, changed: true };
    });
    return c.json({ data: row });
  });

  return r;
}
