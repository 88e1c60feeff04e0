import * as z from 'zod';
import { id } from './common.js';
import { pageQuery } from './pagination.js';

const translation = z.object({ languageCode: z.string(), name: z.string() });

export const product = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  discountedPrice: z.number().nullable(),
  isDiscountActive: z.boolean(),
  isActive: z.boolean(),
  isAvailable: z.boolean(),
  photos: z.array(z.string()),
  category: z.object({ name: z.string(), translations: z.array(translation) }).nullable(),
  translations: z.array(z.object({ languageCode: z.string(), name: z.string(), description: z.string().nullable().optional() })),
});
export type Product = z.infer<typeof product>;

export const productListQuery = pageQuery.omit({ orderDirection: true }).extend({
  companyId: id,
  name: z.string().trim().max(100, 'name filter is too long').optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export interface ProductFilters {
  companyId: number;
  name?: string;
  page?: number;
  limit?: number;
}
