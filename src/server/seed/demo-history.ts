import type { Queryable } from '../db/types.js';
import { prng } from './prng.js';
import type { demoRows } from './demo-rows.js';

const HOUR = 3_600;
const DAY = 24 * HOUR;

/** One event of the demo's past, `ago` seconds before the seed. */
export interface HistoryEvent {
  ago: number;
  actorId: number;
  action: string;
  target: { type: 'member'; id: number; label: string };
  changes: Record<string, { from: unknown; to: unknown }> | null;
}

const nameOf = (m: Record<string, unknown>) => `${m['first_name'] as string} ${m['last_name'] as string}`;

/**
 * A believable past for the demo's audit trail: the administrator (Ada Rossi) disabled every activated member
 * who is disabled, some time after they joined and within the past month; some of them had been disabled once
 * before and enabled again; she signed in on several days, and the demo member updated his profile. Times are
 * in the past, so the events of a session come first. A PRNG of its own: the demo's other rows do not change.
 */
export function demoHistory(rows: ReturnType<typeof demoRows>): HistoryEvent[] {
  const r = prng(35);
  const admin = rows.members[0]!;
  const age = new Map(rows.created.members.map((c) => [c.id, c.ago]));
  const out: HistoryEvent[] = [];
  const member = (m: Record<string, unknown>) => ({ type: 'member' as const, id: m['id'] as number, label: nameOf(m) });
  const change = (enabled: boolean) => ({ enabled: { from: !enabled, to: enabled } });
  for (const m of rows.members) {
    if (m['enabled'] || !m['activated']) continue;
    const joined = age.get(m['id'] as number) ?? 30 * DAY;
    const ago = Math.min(joined - HOUR, r.int(2 * HOUR, 30 * DAY));
    out.push({ ago, actorId: 1, action: 'member.disabled', target: member(m), changes: change(false) });
    if (r.chance(0.3) && joined - ago > 4 * DAY) {
      const earlier = ago + r.int(2 * DAY, Math.min(20 * DAY, joined - ago - DAY));
      out.push({ ago: earlier - r.int(HOUR, DAY), actorId: 1, action: 'member.enabled', target: member(m), changes: change(true) });
      out.push({ ago: earlier, actorId: 1, action: 'member.disabled', target: member(m), changes: change(false) });
    }
  }
  for (let day = 1; day <= 14; day++)
    if (r.chance(0.6))
      out.push({ ago: day * DAY + r.int(7 * HOUR, 11 * HOUR), actorId: 1, action: 'auth.signed_in', target: member(admin), changes: null });
  const marco = rows.members[1]!;
  out.push({
    ago: 5 * DAY + 3 * HOUR,
    actorId: 2,
    action: 'account.profile_updated',
    target: member(marco),
    changes: { username: { from: 'mbianchi', to: marco['username'] } },
  });
  return out.sort((a, b) => b.ago - a.ago);
}

/** Writes the demo's past into the audit trail, oldest first (ids increase with time). */
export async function seedHistory(tx: Queryable, rows: ReturnType<typeof demoRows>): Promise<void> {
  const names = new Map(rows.members.map((m) => [m['id'] as number, nameOf(m)]));
  const events = demoHistory(rows).map((e) => ({
    ago: e.ago,
    actor_id: e.actorId,
    actor_name: names.get(e.actorId) ?? null,
    action: e.action,
    target_type: e.target.type,
    target_id: String(e.target.id),
    target_label: e.target.label,
    changes: e.changes,
  }));
  await tx.query(
    `insert into audit_events (at, actor_id, actor_name, action, target_type, target_id, target_label, changes)
     select now() - make_interval(secs => x.ago), x.actor_id, x.actor_name, x.action, x.target_type, x.target_id, x.target_label, x.changes
     from jsonb_to_recordset($1::jsonb) as x(ago float8, actor_id int, actor_name text, action text, target_type text, target_id text, target_label text, changes jsonb)
     order by x.ago desc`,
    [JSON.stringify(events)],
  );
}
