import type { ApiClient } from './client.js';
import type { Insights } from './contract/insights.js';

const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);

/** GET /insights/all; missing counts default to 0 (spec section 3). */
export async function getInsights(c: ApiClient): Promise<Insights> {
  const d = ((await c.get<unknown>('insights/all')) ?? {}) as Record<string, unknown>;
  return { companies: count(d.companies), users: count(d.users), products: count(d.products) };
}
