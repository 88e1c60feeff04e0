import * as z from 'zod';

const count = z.number().int().nonnegative().catch(0).default(0);
/** Totals of the dashboard; each defaults to 0 when missing (spec section 3). */
export const insights = z.object({ companies: count, users: count, products: count });
export type Insights = z.infer<typeof insights>;
