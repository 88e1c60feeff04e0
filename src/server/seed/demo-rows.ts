import { IAM_GOD } from '../../api/contract/index.js';
import { prng, slug } from './prng.js';
import { COUNTRIES } from './demo-places.js';
import { BUSINESS_KINDS, CATEGORIES, type CatSeed } from './demo-catalog.js';
import { openingHoursFor } from './opening-hours.js';

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'demo-admin' },
  member: { email: 'member@example.com', password: 'demo-member' },
  pending: { email: 'pending@example.com' },
} as const;
/** The demo administrator's name: the demo's only owner (issue 39). */
export const DEMO_OWNER_NAME = 'Ada Rossi';

const MEMBERS = 80;
const COMPANIES = 20;
const PRODUCTS = 300;

/** Builds every demo row deterministically (seeded PRNG); ids are explicit. */
export function demoRows() {
  const r = prng(20250819);
  const phone = (prefix: string) => `${prefix}${r.int(10, 99)} ${r.int(100, 999)} ${r.int(1000, 9999)}`;
  const members: Record<string, unknown>[] = [];
  const base = (id: number, first: string, last: string, ci: number, extra: Record<string, unknown> = {}) => {
    const cd = COUNTRIES[ci]!;
    const place = r.pick(cd.places);
    return {
      id,
      first_name: first,
      last_name: last,
      username: `${slug(first)}.${slug(last)}${id}`,
      email: `${slug(first)}.${slug(last)}${id}@example.com`,
      cellphone: r.chance(0.8) ? phone(cd.phone) : null,
      country: cd.code,
      ...place,
      enabled: true,
      activated: true,
      role: 'customer',
      capabilities: [],
      ...extra,
    };
  };
  members.push(base(1, 'Ada', 'Rossi', 0, { email: DEMO.admin.email, username: 'ada.rossi', role: 'admin', capabilities: [IAM_GOD] }));
  members.push(base(2, 'Marco', 'Bianchi', 0, { email: DEMO.member.email, username: 'marco.bianchi' }));
  members.push(base(3, 'Paula', 'Gómez', 1, { email: DEMO.pending.email, username: 'paula.gomez', enabled: false, activated: false }));
  for (let id = 4; id <= MEMBERS; id++) {
    const ci = (id * 7 + r.int(0, 5)) % COUNTRIES.length;
    const cd = COUNTRIES[ci]!;
    members.push(base(id, r.pick(cd.first), r.pick(cd.last), ci, { enabled: r.chance(0.88) }));
  }

  const companies: Record<string, unknown>[] = [];
  const branches: Record<string, unknown>[] = [];
  for (let id = 1; id <= COMPANIES; id++) {
    const owner = members[3 + ((id * 13) % (MEMBERS - 3))]!;
    const cd = COUNTRIES.find((x) => x.code === owner['country'])!;
    const bk = BUSINESS_KINDS[id % BUSINESS_KINDS.length]!;
    const name = `${owner['last_name'] as string} ${r.pick(bk.words)}`;
    const place = r.pick(cd.places);
    companies.push({
      id,
      member_id: owner['id'],
      name,
      legal_name: `${name} ${cd.code === 'IT' ? 'S.r.l.' : cd.code === 'DE' ? 'GmbH' : cd.code === 'FR' ? 'SARL' : cd.code === 'ES' ? 'S.L.' : 'Ltd'}`,
      vat: `${cd.code}${String(r.int(10_000_000, 99_999_999))}${r.int(100, 999)}`,
      profile_pic: `/media/companies/${id}.svg`,
      company_email: `info@${slug(name)}.example.com`,
      country: cd.code,
      province: place.province,
      city: place.city,
    });
    const nb = r.int(1, 3);
    for (let b = 0; b < nb; b++) {
      const bp = b === 0 ? place : r.pick(cd.places);
      branches.push({
        id: branches.length + 1,
        company_id: id,
        name: b === 0 ? `${name} – ${bp.city}` : `${name} ${bp.city} ${b + 1}`,
        address: `${r.pick(cd.streets)} ${r.int(1, 120)}`,
        city: bp.city,
        zip: bp.zip,
        region: bp.region,
        country: cd.code,
        company_cellphone: r.chance(0.85) ? phone(cd.phone) : null,
        opening_hours: openingHoursFor(bk.kind, r),
      });
    }
  }

  const categories: Record<string, unknown>[] = [];
  const leaves: { id: number; seed: CatSeed }[] = [];
  const walk = (list: CatSeed[], parent: number | null) => {
    for (const s of list) {
      const id = categories.length + 1;
      categories.push({
        id,
        parent_id: parent,
        name: s.code,
        translations: [
          { languageCode: 'en', name: s.en },
          { languageCode: 'it', name: s.it },
        ],
      });
      if (s.products) leaves.push({ id, seed: s });
      if (s.children) walk(s.children, id);
    }
  };
  walk(CATEGORIES, null);

  const products: Record<string, unknown>[] = [];
  for (let id = 1; id <= PRODUCTS; id++) {
    const leaf = r.pick(leaves);
    const pname = r.pick(leaf.seed.products!);
    const price = Math.round(r.int(300, 90_000)) / 100;
    const discounted = r.chance(0.35);
    const photos = Array.from({ length: r.int(0, 4) }, (_, i) => `/media/products/${id * 10 + i}.svg`);
    products.push({
      id,
      company_id: 1 + ((id - 1) % COMPANIES),
      category_id: leaf.id,
      name: `${pname} ${String.fromCharCode(65 + (id % 26))}${id}`,
      description: `${pname} (${leaf.seed.en.toLowerCase()}), ${r.pick(['new', 'handmade', 'best seller', 'limited edition', 'local'])}.`,
      price,
      discounted_price: discounted ? Math.round(price * r.int(60, 90)) / 100 : null,
      is_discount_active: discounted && r.chance(0.8),
      is_active: r.chance(0.9),
      is_available: r.chance(0.8),
      photos,
      translations: [
        { languageCode: 'en', name: pname },
        { languageCode: 'it', name: `${pname} (${leaf.seed.it})` },
      ],
    });
  }
  return { members, companies, branches, categories, products, ...demoDates(members, companies, products) };
}

const DAY = 86_400;

/**
 * When the demo rows were created and when members were active, in seconds before the seed, so the
 * dashboard's trends have something to show: members over the past year, more of them lately (the
 * administrator a year ago, the pending account two days ago); a company after its owner, a product after
 * its company; about 60% of the enabled members active on some days of the past 12 weeks, their last
 * activity their last_seen_at. A PRNG of its own: the rows' other values do not change.
 */
function demoDates(members: Record<string, unknown>[], companies: Record<string, unknown>[], products: Record<string, unknown>[]) {
  const r = prng(16);
  const age = new Map<number, number>();
  const fixed: Record<number, number> = { 1: 365 * DAY, 2: 300 * DAY, 3: 2 * DAY };
  const created = {
    members: [] as { id: number; ago: number }[],
    companies: [] as { id: number; ago: number }[],
    products: [] as { id: number; ago: number }[],
  };
  for (const m of members) {
    const id = m['id'] as number;
    const ago = fixed[id] ?? Math.round(365 * DAY * (1 - Math.sqrt(r.next())));
    age.set(id, ago);
    created.members.push({ id, ago });
  }
  const companyAge = new Map<number, number>();
  for (const c of companies) {
    const ago = Math.round(age.get(c['member_id'] as number)! * r.next());
    companyAge.set(c['id'] as number, ago);
    created.companies.push({ id: c['id'] as number, ago });
  }
  for (const p of products)
    created.products.push({ id: p['id'] as number, ago: Math.round(companyAge.get(p['company_id'] as number)! * r.next()) });
  const activity: { member_id: number; ago: number }[] = [];
  for (const m of members) {
    const id = m['id'] as number;
    if (!m['enabled'] || !m['activated'] || !r.chance(0.6)) continue;
    const often = 0.05 + r.next() * 0.45;
    for (let day = 0; day < 84; day++) {
      const ago = day * DAY + r.int(0, DAY - 1);
      if (r.chance(often) && ago < age.get(id)!) activity.push({ member_id: id, ago });
    }
  }
  return { created, activity };
}
