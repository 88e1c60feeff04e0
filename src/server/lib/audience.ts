import type { Where } from './sql.js';

const owns = 'exists (select 1 from companies c where c.member_id = m.id)';

/** Who a send reaches, as members `m`: what the route counts and what the fan-out takes, batch by batch. */
export interface Audience {
  target: string;
  targetCountry?: string | null | undefined;
  memberId?: number | null | undefined;
  /** LIST: the members it resolved to (chosen members and companies' owners, each once). */
  recipientIds?: readonly number[] | null | undefined;
}

/**
 * The members a send reaches: enabled ones; for ALL, MEMBERS and COMPANIES by company ownership and
 * country, for SINGLE the one chosen member, for LIST the members it resolved to (no country).
 */
export function audienceWhere(w: Where, p: Audience): Where {
  w.add(() => 'm.enabled');
  if (p.target === 'SINGLE') return w.add((v) => `m.id = ${v(p.memberId)}`);
  if (p.target === 'LIST') return w.add((v) => `m.id = any(${v([...(p.recipientIds ?? [])])}::int[])`);
  if (p.target === 'MEMBERS') w.add(() => `not ${owns}`);
  if (p.target === 'COMPANIES') w.add(() => owns);
  if (p.targetCountry) w.add((v) => `m.country = ${v(p.targetCountry)}`);
  return w;
}
