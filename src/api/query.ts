import type { MemberFilters } from './contract/member.js';

export type QueryValue = string | number | boolean | null | undefined;

/** Drops empty values (undefined, null, '', whitespace) and the country 'all' (spec section 5). */
export function cleanQuery(params: Record<string, QueryValue>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    if (typeof v === 'string') {
      const t = v.trim();
      if (!t) continue;
      if (k === 'country' && t.toLowerCase() === 'all') continue;
      out[k] = t;
    } else if (typeof v === 'number') {
      if (Number.isFinite(v)) out[k] = v;
    } else out[k] = v;
  }
  return out;
}

/** The members query of the customers screen: business toggle off sends withoutCompanies=true. */
export function memberQuery(f: MemberFilters): Record<string, string | number | boolean> {
  const { isBusiness, ids, ...rest } = f;
  return cleanQuery({ ...rest, withoutCompanies: isBusiness ? undefined : true, ids: ids?.length ? ids.join(',') : undefined });
}
