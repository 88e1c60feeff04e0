import type { ApiClient, RequestExtras } from './client.js';
import type { Insights, SearchResults, TrendRange, Trends } from './contract/insights.js';

const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);

/** GET /insights/all; missing counts default to 0 (spec section 3). */
export async function getInsights(c: ApiClient): Promise<Insights> {
  const d = ((await c.get<unknown>('insights/all')) ?? {}) as Record<string, unknown>;
  return { companies: count(d.companies), users: count(d.users), products: count(d.products) };
}

/** GET /insights/trends (issue 16): buckets of the range in the admin's time zone, totals, and two counts of now. */
export const getTrends = (c: ApiClient, q: { range: TrendRange; tz: string }) =>
  c.get<Trends>('insights/trends', { range: q.range, tz: q.tz });

/** GET /search (issue 16): members, companies and products matching `q`, grouped. */
export const search = (c: ApiClient, q: string, limit = 5, extras?: RequestExtras) => c.get<SearchResults>('search', { q, limit }, extras);
