import type { Where } from './sql.js';

const owns = 'exists (select 1 from companies c where c.member_id = m.id)';
/**
 * The owners of companies as an array of ids: members are then read by primary key, the owners only (an IN or
 * EXISTS semi-join read all 1,000,000 members to find 9,000 owners: issue 40), in id order for the fan-out.
 */
const ownsIn = 'm.id = any(array(select c.member_id from companies c))';

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
  if (p.target === 'COMPANIES') w.add(() => ownsIn);
  if (p.targetCountry) w.add((v) => `m.country = ${v(p.targetCountry)}`);
  return w;
}

/** Every member, from the row count of migration 014: exact, one row's read. */
export const MEMBERS_TOTAL_SQL = `(select n from row_counts where name = 'members')`;

/**
 * The members of a country (`country`: a placeholder, or null for every country) and state (undefined: both),
 * from the counts of migration 017: exact, a few rows' read.
 */
export const memberCountSql = (country: string | null, enabled?: boolean) => {
  const where = [country ? `country = ${country}` : null, enabled === undefined ? null : enabled ? 'enabled' : 'not enabled'].filter(
    Boolean,
  );
  return `(select coalesce(sum(n), 0) from member_counts${where.length ? ` where ${where.join(' and ')}` : ''})`;
};

/**
 * The statement that counts an audience (issue 40: none reads every member at 1,000,000). ALL is the
 * enabled members (of a country), from the counts kept by migration 017; COMPANIES starts from the companies' owners; MEMBERS is ALL less COMPANIES.
 * SINGLE and LIST count their ids. Exact, the same members the fan-out takes.
 */
export function audienceCountSql(w: Where, p: Audience): string {
  if (p.target === 'SINGLE' || p.target === 'LIST') return `select count(*)::int as n from members m ${audienceWhere(w, p)}`;
  const country = p.targetCountry ? w.next(p.targetCountry) : null;
  const all = memberCountSql(country, true);
  const owners = `(select count(*) from members m where m.enabled and ${ownsIn}${country ? ` and m.country = ${country}` : ''})`;
  if (p.target === 'COMPANIES') return `select ${owners}::int as n`;
  if (p.target === 'MEMBERS') return `select (${all} - ${owners})::int as n`;
  return `select ${all}::int as n`;
}
