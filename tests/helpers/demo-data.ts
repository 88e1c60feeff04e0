import type { E2E } from './e2e.js';

export type DemoProduct = { id: number; name: string };
type Paged<T> = { data: T[]; pagination: { dataCount: number } };

/** A company of the demo data with at least three products, and its first products (name order). */
export async function companyWithProducts(e2e: E2E): Promise<{ companyId: number; products: DemoProduct[] }> {
  const companies = await e2e.data<Paged<{ id: number }>>('companies?limit=50');
  for (const c of companies.data) {
    const p = await e2e.data<Paged<DemoProduct>>(`products?companyId=${c.id}&limit=10`);
    if (p.data.length >= 3) return { companyId: c.id, products: p.data };
  }
  throw new Error('no company with three products in the demo data');
}

/** Whether the product is in its company's list (a soft-deleted one is not). */
export const productListed = async (e2e: E2E, companyId: number, id: number): Promise<boolean> =>
  (await e2e.data<Paged<DemoProduct>>(`products?companyId=${companyId}&limit=100`)).data.some((x) => x.id === id);
