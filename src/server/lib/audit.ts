import type { Context } from 'hono';
import type { AuditAction, AuditEvent, AuditQuery, AuditTargetType } from '../../api/contract/index.js';
import type { Queryable } from '../db/types.js';
import type { AppEnv } from './deps.js';
import { badRequest } from './http-error.js';
import { clientIp, requestIdFrom } from './request.js';
import { isoTime as iso } from './sql.js';

/** A member's display name as the audit trail keeps it: first and last name, else username, else e-mail. */
export const DISPLAY_NAME_SQL = (alias: string) =>
  `coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.username, ${alias}.email)`;

export type Changes = Record<string, { from: unknown; to: unknown }>;

export interface AuditInput {
  action: AuditAction;
  target: { type: AuditTargetType; id: string | number | null; label: string | null };
  changes?: Changes | null;
  /** Default: the signed-in member of the request. A failed sign-in has no member: pass null and a name. */
  actorId?: number | null;
  actorName?: string | null;
}

/** Fields that are never written to the trail, whatever a caller passes. */
const SECRET_FIELD = /password|token|hash|secret/i;

/** The fields whose value differs between `before` and `after`, limited to `fields`. */
export function diff<T extends Record<string, unknown>>(before: T, after: T, fields: readonly (keyof T & string)[]): Changes | null {
  const out: Changes = {};
  for (const f of fields) {
    if (SECRET_FIELD.test(f)) continue;
    if (JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null)) out[f] = { from: before[f] ?? null, to: after[f] ?? null };
  }
  return Object.keys(out).length ? out : null;
}

const clean = (changes: Changes | null | undefined): Changes | null => {
  if (!changes) return null;
  const out: Changes = {};
  for (const [k, v] of Object.entries(changes)) if (!SECRET_FIELD.test(k)) out[k] = v;
  return Object.keys(out).length ? out : null;
};

/**
 * Appends one event to the audit trail. Call it with the handle of the transaction that makes the
 * change (or inside the request's transaction): the event commits with the change or not at all.
 */
export async function audit(q: Queryable, c: Context<AppEnv>, e: AuditInput): Promise<void> {
  const member = c.get('member') as AppEnv['Variables']['member'] | undefined;
  const actorId = e.actorId === undefined ? (member?.id ?? null) : e.actorId;
  const ua = c.req.header('user-agent');
  // Made with an API token: the token is named beside its member (issue 39), never its value.
  const credential = c.get('credential') as AppEnv['Variables']['credential'] | undefined;
  const tokenId = credential?.kind === 'token' && e.actorId === undefined ? credential.tokenId : null;
  await q.query(
    `insert into audit_events (actor_id, actor_name, action, target_type, target_id, target_label, changes, request_id, ip, user_agent,
       api_token_id, api_token_name, batch_id)
     values ($1, coalesce($2, (select ${DISPLAY_NAME_SQL('m')} from members m where m.id = $1)), $3, $4, $5,
       coalesce((select ${DISPLAY_NAME_SQL('p')} from members p where p.id = $12::bigint), $6), $7::jsonb, $8, $9, $10,
       $11::bigint, (select t.name from api_tokens t where t.id = $11::bigint), $13)`,
    [
      actorId,
      e.actorName ?? null,
      e.action,
      e.target.type,
      e.target.id == null ? null : String(e.target.id),
      e.target.label,
      JSON.stringify(clean(e.changes)),
      (c.get('requestId') as string | undefined) ?? null,
      clientIp(c),
      ua ? ua.slice(0, 300) : null,
      tokenId,
      // A member is named by their name, as on every other line, whatever label the caller had (issue 39, item 1).
      e.target.type === 'member' && e.target.id != null && /^\d+$/.test(String(e.target.id)) ? String(e.target.id) : null,
      // The run of a bulk action the call is part of (X-Backoffice-Batch, the shape of a request id), else null.
      requestIdFrom(c.req.header('x-backoffice-batch')),
    ],
  );
}

type Row = {
  id: string;
  at: Date | string;
  actor_id: number | null;
  actor_name: string | null;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: string | null;
  target_label: string | null;
  changes: AuditEvent['changes'];
  request_id: string | null;
  ip: string | null;
  user_agent: string | null;
  api_token_id: string | null;
  api_token_name: string | null;
  batch_id: string | null;
};

/** The cursor is the last row's (time, id): opaque to clients, base64url of `<epoch µs>.<id>`. */
const encodeCursor = (micros: string, id: string) => Buffer.from(`${micros}.${id}`).toString('base64url');
function decodeCursor(cursor: string): { micros: string; id: string } {
  const raw = Buffer.from(cursor, 'base64url').toString();
  const m = /^(\d{1,20})\.(\d{1,20})$/.exec(raw);
  if (!m) throw badRequest('cursor is not valid: pass the nextCursor of the previous page', 'invalid_cursor');
  return { micros: m[1]!, id: m[2]! };
}

/**
 * The names of categories by language code, deleted ones included (the trail names a category by its code;
 * a panel shows it in its language): one query for a page's categories, none when it has none.
 */
async function categoryNames(q: Queryable, ids: number[]): Promise<Map<string, Record<string, string>>> {
  const out = new Map<string, Record<string, string>>();
  if (!ids.length) return out;
  const { rows } = await q.query<{ id: string; translations: { languageCode?: unknown; name?: unknown }[] | null }>(
    'select id::text as id, translations from categories where id in (select jsonb_array_elements_text($1::jsonb)::int)',
    [JSON.stringify([...new Set(ids)])],
  );
  for (const r of rows) {
    const names: Record<string, string> = {};
    for (const x of r.translations ?? [])
      if (typeof x.languageCode === 'string' && typeof x.name === 'string' && x.name) names[x.languageCode] = x.name;
    if (Object.keys(names).length) out.set(r.id, names);
  }
  return out;
}

/** How a member is told apart from another of the same name: their username now, else their e-mail. */
type Handle = { username: string | null; email?: string };

/**
 * The handles of the members a page names (its actors, its member targets): one query, none when it names none.
 * A member since deleted has none.
 */
async function memberHandles(q: Queryable, ids: number[]): Promise<Map<string, Handle>> {
  const out = new Map<string, Handle>();
  if (!ids.length) return out;
  const { rows } = await q.query<{ id: string; username: string | null; email: string }>(
    'select id::text as id, username, email from members where id in (select jsonb_array_elements_text($1::jsonb)::bigint)',
    [JSON.stringify([...new Set(ids)])],
  );
  for (const r of rows) out.set(r.id, r.username ? { username: r.username } : { username: null, email: r.email });
  return out;
}

/**
 * Newest first, keyset pagination on (at, id): page 1,000 costs what page 1 costs, and events written
 * while a client pages never shift the pages it has not read yet.
 */
export async function listAudit(q: Queryable, f: AuditQuery): Promise<{ data: AuditEvent[]; nextCursor: string | null }> {
  const params: unknown[] = [];
  const p = (v: unknown) => (params.push(v), `$${params.length}`);
  const where: string[] = [];
  if (f.actorId !== undefined) where.push(`actor_id = ${p(f.actorId)}`);
  if (f.action) where.push(`action = ${p(f.action)}`);
  // A literal, not a parameter: the condition of the partial indexes of migration 021, which a plan can then use.
  // With an action asked for, it is needless (another action) or leaves nothing (the sign-ins).
  if (f.excludeSignIns && !f.action) where.push(`action <> 'auth.signed_in'`);
  if (f.excludeSignIns && f.action === 'auth.signed_in') where.push('false');
  if (f.targetType) where.push(`target_type = ${p(f.targetType)}`);
  if (f.targetId) where.push(`target_id = ${p(f.targetId)}`);
  if (f.companyId !== undefined) {
    // The company's targets as (type, id) pairs: each is a range of the target index, so a company with a
    // few events costs what they cost (an OR of the two conditions read the whole trail by time: 239 ms at
    // 1,000,000 events against 0.3 ms).
    // The notifications sent to it or to its owner as chosen recipients too (round 12: its history was empty
    // after a send to it), each found through its list's index (migration 026).
    const company = p(f.companyId);
    where.push(
      `(target_type, target_id) in (select 'member', member_id::text from companies where id = ${company}` +
        ` union all select 'product', id::text from products where company_id = ${company}` +
        ` union all select 'notification', id::text from notification_sends where list_company_ids @> array[${company}::int]` +
        ` union all select 'notification', s.id::text from notification_sends s, companies c` +
        ` where c.id = ${company} and s.list_member_ids @> array[c.member_id])`,
    );
  }
  if (f.from) where.push(`at >= ${p(new Date(f.from).toISOString())}::timestamptz`);
  if (f.to) where.push(`at <= ${p(new Date(f.to).toISOString())}::timestamptz`);
  if (f.cursor) {
    const cur = decodeCursor(f.cursor);
    where.push(`(at, id) < (timestamptz 'epoch' + ${p(cur.micros)}::bigint * interval '1 microsecond', ${p(cur.id)}::bigint)`);
  }
  const { rows } = await q.query<Row & { micros: string }>(
    `select id::text as id, at, (extract(epoch from at) * 1000000)::bigint::text as micros, actor_id, actor_name, action,
       target_type, target_id, target_label, changes, request_id, ip, user_agent, api_token_id::text, api_token_name, batch_id
     from audit_events ${where.length ? `where ${where.join(' and ')}` : ''}
     order by at desc, id desc limit ${p(f.limit + 1)}`,
    params,
  );
  const more = rows.length > f.limit;
  const page = more ? rows.slice(0, f.limit) : rows;
  const last = page[page.length - 1];
  const isId = (v: unknown): v is number | string => (typeof v === 'number' || typeof v === 'string') && /^\d{1,9}$/.test(String(v));
  // The ids a category event's changes hold (its parent before and after), named with the targets in one query.
  const parentIds = (r: Row) => {
    const c = r.target_type === 'category' ? (r.changes as Changes | null)?.['parentId'] : undefined;
    return c ? [c.from, c.to].filter(isId).map(Number) : [];
  };
  const names = await categoryNames(q, [
    ...page.filter((r) => r.target_type === 'category' && isId(r.target_id)).map((r) => Number(r.target_id)),
    ...page.flatMap(parentIds),
  ]);
  const memberTarget = (r: Row) => r.target_type === 'member' && isId(r.target_id);
  const handles = await memberHandles(q, [
    ...page.flatMap((r) => (r.actor_id !== null ? [r.actor_id] : [])),
    ...page.filter(memberTarget).map((r) => Number(r.target_id)),
  ]);
  const handleOf = (id: string | number | null) => (id !== null && handles.has(String(id)) ? handles.get(String(id))! : {});
  const refs = (r: Row) => {
    const found = parentIds(r).filter((id) => names.has(String(id)));
    return found.length ? { categories: Object.fromEntries(found.map((id) => [String(id), names.get(String(id))!])) } : {};
  };
  return {
    data: page.map((r) => ({
      id: r.id,
      at: iso(r.at),
      actor: {
        id: r.actor_id,
        name: r.actor_name,
        ...handleOf(r.actor_id),
        ...(r.api_token_id ? { token: { id: Number(r.api_token_id), name: r.api_token_name } } : {}),
      },
      action: r.action,
      target: {
        type: r.target_type,
        id: r.target_id,
        label: r.target_label,
        ...(memberTarget(r) ? handleOf(r.target_id) : {}),
        ...(r.target_type === 'category' && r.target_id && names.has(r.target_id) ? { names: names.get(r.target_id)! } : {}),
      },
      ...refs(r),
      changes: r.changes ?? null,
      requestId: r.request_id,
      ...(r.batch_id ? { batchId: r.batch_id } : {}),
      ip: r.ip,
      userAgent: r.user_agent,
    })),
    nextCursor: more && last ? encodeCursor(last.micros, last.id) : null,
  };
}
