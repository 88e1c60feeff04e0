import * as z from 'zod';
import { sortDirection } from './common.js';
import { countryCode } from './countries.js';
import { pageQuery } from './pagination.js';
import { COMPANY_SORT_KEYS, WEEKDAYS, type CompanySortKey, type Weekday } from './constants.js';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM');
const openingRange = z.object({ start: hhmm, end: hhmm });
const openingDay = z.object({ closed: z.boolean(), ranges: z.array(openingRange) });
const openingHours = z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, openingDay])) as Record<Weekday, typeof openingDay>);
export type OpeningHours = z.infer<typeof openingHours>;

const branch = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  companyCellphone: z.string().nullable(),
  openingHours: openingHours.nullable(),
});
export type Branch = z.infer<typeof branch>;

export const company = z.object({
  id: z.number().int(),
  name: z.string(),
  legalName: z.string().nullable(),
  vat: z.string().nullable(),
  profilePic: z.string().nullable(),
  companyEmail: z.string().nullable(),
  country: z.string().nullable(),
  member: z.object({
    id: z.number().int(),
    username: z.string().nullable(),
    firstName: z.string().nullable().optional(),
    lastName: z.string().nullable().optional(),
    enabled: z.boolean(),
  }),
  branches: z.array(branch),
  /** When the company was created (issue 16; the detail answer has it, list rows do not). */
  createdAt: z.string().optional(),
});
export type Company = z.infer<typeof company>;

const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const companyListQuery = pageQuery.extend({
  orderBy: z.enum(COMPANY_SORT_KEYS, { error: `orderBy must be one of ${COMPANY_SORT_KEYS.join(', ')}` }).default('name'),
  orderDirection: sortDirection.default('asc'),
  name: z.string().trim().max(100, 'name filter is too long').optional(),
  country: countryCode.optional(),
  enabled: bool.optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuery>;

export interface CompanyFilters {
  page?: number;
  limit?: number;
  orderBy?: CompanySortKey;
  orderDirection?: 'asc' | 'desc';
  name?: string;
  country?: string;
  enabled?: boolean;
}
