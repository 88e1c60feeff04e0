// The realistic admin mix of bench/load and bench/soak: list pages with sorts and filters, a company and its
// products, insights, categories, and a few writes (enable/disable a member, a SINGLE notification).
import { MEMBER_SORT_KEYS } from '../../src/api/contract/member.js';

export interface Pools {
  memberIds: number[];
  companyIds: number[];
}
export interface MixRequest {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const COMPANY_SORT = ['name', 'country', 'province', 'city'];
const COUNTRIES = ['IT', 'ES', 'US', 'GB', 'DE', 'FR'];
const TERMS = ['ross', 'mar', 'an', 'lu', 'bian', 'sm'];
const WORDS = ['bistro', 'bar', 'shop', 'caf', 'studio'];

/** Deterministic PRNG (mulberry32) so every run sends the same sequence. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function mix(pools: Pools, seed = 1) {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const chance = (p: number) => r() < p;
  const qs = (o: Record<string, string | number | undefined>) =>
    new URLSearchParams(
      Object.entries(o)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ).toString();
  const page = () => (chance(0.7) ? 1 + Math.floor(r() * 5) : 1 + Math.floor(r() * 200));
  const limit = () => pick([10, 10, 20, 50]);

  const kinds: [number, () => MixRequest][] = [
    [
      30,
      () => ({
        kind: 'members list',
        method: 'GET',
        path: `/v1/members?${qs({
          page: page(),
          limit: limit(),
          orderBy: pick(MEMBER_SORT_KEYS),
          orderDirection: pick(['asc', 'desc']),
          country: chance(0.3) ? pick(COUNTRIES) : undefined,
          username: chance(0.2) ? pick(TERMS) : undefined,
          withoutCompanies: chance(0.1) ? 'true' : undefined,
        })}`,
      }),
    ],
    [
      20,
      () => ({
        kind: 'companies list',
        method: 'GET',
        path: `/v1/companies?${qs({
          page: page(),
          limit: limit(),
          orderBy: pick(COMPANY_SORT),
          orderDirection: pick(['asc', 'desc']),
          country: chance(0.3) ? pick(COUNTRIES) : undefined,
          name: chance(0.2) ? pick(WORDS) : undefined,
          enabled: chance(0.1) ? 'true' : undefined,
        })}`,
      }),
    ],
    [5, () => ({ kind: 'company', method: 'GET', path: `/v1/companies/${pick(pools.companyIds)}` })],
    [
      20,
      () => ({
        kind: 'products of a company',
        method: 'GET',
        path: `/v1/products?${qs({ companyId: pick(pools.companyIds), page: 1, limit: 10, name: chance(0.2) ? 'product 1' : undefined })}`,
      }),
    ],
    [8, () => ({ kind: 'insights', method: 'GET', path: '/v1/insights/all' })],
    [10, () => ({ kind: 'categories', method: 'GET', path: '/v1/categories' })],
    [
      3,
      () => ({
        kind: 'enable/disable member',
        method: 'POST',
        path: `/v1/members/${chance(0.5) ? 'disable' : 'enable-by-admin'}`,
        body: JSON.stringify({ memberId: pick(pools.memberIds) }),
      }),
    ],
    [
      2,
      () => ({
        kind: 'SINGLE notification',
        method: 'POST',
        path: '/v1/notifications/send-bulk',
        body: JSON.stringify({
          title: 'Load',
          message: 'Load test message',
          type: 'SYSTEM',
          target: 'SINGLE',
          memberId: pick(pools.memberIds),
        }),
      }),
    ],
  ];
  const total = kinds.reduce((s, [w]) => s + w, 0);
  return (): MixRequest => {
    let x = r() * total;
    for (const [w, f] of kinds) if ((x -= w) < 0) return f();
    return kinds[0]![1]();
  };
}
