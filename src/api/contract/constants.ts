// Constants and pure helpers of the contract, free of zod: the browser bundle imports these without
// pulling the schema library in (the schemas, for the server and the CLI, re-export them).

export const IAM_GOD = 'IamGOD';

/** Messages of the spec that clients react to (section 8). */
export const AUTH_MESSAGES = {
  invalidToken: 'invalid token',
  capabilitiesRequired: 'capabilities required',
  missingPermissions: 'Unauthorized: Missing required permissions',
} as const;

export const hasIamGod = (m: { capabilities?: readonly string[] } | null | undefined) =>
  !!m?.capabilities?.includes(IAM_GOD);

export const PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_LIMIT = 100;

/** Category code: letters and digits only, at least one letter (spec section 5). */
export const CATEGORY_CODE_RE = /^(?=.*[A-Za-z])[A-Za-z0-9]+$/;
export const isValidCategoryCode = (code: string) => CATEGORY_CODE_RE.test(code);
export const CATEGORY_EXISTS = 'The category already exists';

/** Country filter of the customers screen (spec section 9), in display order. */
export const CUSTOMER_COUNTRIES = ['IT', 'ES', 'US', 'GB', 'DE', 'FR'] as const;
/** Country filter of the business screen. */
export const BUSINESS_COUNTRIES = ['IT', 'US', 'GB', 'DE', 'FR', 'ES'] as const;
/** Target countries of a bulk notification. */
export const NOTIFICATION_COUNTRIES = ['IT', 'US', 'GB', 'FR', 'DE', 'ES', 'PT', 'NL', 'BE', 'CH', 'AT'] as const;

/** Emoji flag of an ISO alpha-2 code (regional indicator symbols). */
export const flagOf = (code: string | null | undefined): string =>
  code && /^[A-Za-z]{2}$/.test(code)
    ? String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65))
    : '';

export const MEMBER_SORT_KEYS = ['firstName', 'lastName', 'username', 'region', 'country', 'province', 'city'] as const;
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];

export const COMPANY_SORT_KEYS = ['name', 'country', 'province', 'city'] as const;
export type CompanySortKey = (typeof COMPANY_SORT_KEYS)[number];

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const NOTIFICATION_TYPES = ['SYSTEM', 'PRODUCT_DISCOUNT', 'NEW_MESSAGE'] as const;
export const NOTIFICATION_TARGETS = ['ALL', 'MEMBERS', 'COMPANIES', 'SINGLE'] as const;
export type NotificationTarget = (typeof NOTIFICATION_TARGETS)[number];
export type NotificationCountry = (typeof NOTIFICATION_COUNTRIES)[number];

/** Display status of a product (spec section 4). */
export type ProductStatus = 'inactive' | 'available' | 'notAvailable';
export const productStatus = (p: { isActive: boolean; isAvailable: boolean }): ProductStatus =>
  !p.isActive ? 'inactive' : p.isAvailable ? 'available' : 'notAvailable';
