import * as z from 'zod';
import { id, nameLine } from './common.js';
import { CATEGORY_CODE_RE } from './constants.js';
export { isValidCategoryCode } from './constants.js';

const categoryCode = z
  .string()
  .trim()
  .min(1, 'code is required')
  .max(64, 'code is at most 64 characters')
  .regex(CATEGORY_CODE_RE, 'code may contain only letters and digits, with at least one letter');

const categoryTranslation = z.object({
  languageCode: z.enum(['it', 'en'], { error: 'languageCode must be it or en' }),
  name: nameLine(z.string().trim().min(1, 'translation name is required').max(100, 'translation name is too long')),
});

export interface Category {
  id: number | string;
  name: string;
  translations: { languageCode: string; name: string }[];
  children: Category[];
  enabled?: boolean;
  isOptimistic?: boolean;
}
export const category: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.union([z.number().int(), z.string()]),
    name: z.string(),
    translations: z.array(z.object({ languageCode: z.string(), name: z.string() })),
    children: z.array(category),
    enabled: z.boolean().optional(),
    isOptimistic: z.boolean().optional(),
  }),
);

const translations = z
  .array(categoryTranslation)
  .max(2)
  .refine((t) => new Set(t.map((x) => x.languageCode)).size === t.length, 'one translation per language');

export const createCategoryPayload = z.object({
  name: categoryCode,
  translations,
  parentId: id.optional().nullable(),
});
export type CreateCategoryPayload = z.infer<typeof createCategoryPayload>;

export const renameCategoryPayload = z.object({
  categoryId: id,
  newName: categoryCode,
  translations,
});
export type RenameCategoryPayload = z.infer<typeof renameCategoryPayload>;
