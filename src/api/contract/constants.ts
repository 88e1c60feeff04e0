import { BIDI_CONTROLS_CLASS, CONTROLS_CLASS } from '../../shared/text-safety.js';
// Constants and pure helpers of the contract, free of zod: the browser bundle imports these without
// pulling the schema library in (index.ts gathers them with the schemas, for the server and the CLI).

export const IAM_GOD = 'IamGOD';

/**
 * How long a sign-in lock for unknown clients lasts (429 `account_locked`, whose body's `retryAfter` says the
 * seconds left); clients show it when an answer does not say.
 */
export const SIGN_IN_LOCK_MINUTES = 15;

/** Messages of the spec that clients react to (section 8). */
export const AUTH_MESSAGES = {
  invalidToken: 'invalid token',
  capabilitiesRequired: 'capabilities required',
  missingPermissions: 'Unauthorized: Missing required permissions',
} as const;

export const hasIamGod = (m: { capabilities?: readonly string[] } | null | undefined) => !!m?.capabilities?.includes(IAM_GOD);

/**
 * The capability above IamGOD (issue 39): an owner grants and revokes administrator rights, disables and
 * enables administrators and blocks pending accounts. There is always at least one enabled owner. It is the
 * member's `owner` field (GET /v1/accounts/member), not a value of `capabilities`, whose values the spec fixes.
 */
export const isOwner = (m: { owner?: boolean } | null | undefined) => m?.owner === true;

/** The name a route's `roles` and a sidebar entry's `capability` give the team owner's right (not a server capability). */
export const OWNER = 'owner';

/** What a member may do, for the shell's guards and sidebar: their capabilities, and `OWNER` for a team owner. */
export const grantsOf = (m: { capabilities?: readonly string[]; owner?: boolean } | null | undefined): string[] =>
  m ? [...(m.capabilities ?? []), ...(isOwner(m) ? [OWNER] : [])] : [];

/** What an API token may do (docs/api.md, the route → scope table); `admin` is everything an administrator can do. */
export const TOKEN_SCOPES = [
  'members:read',
  'members:write',
  'notifications:send',
  'notifications:read',
  'catalog:write',
  'audit:read',
  'admin',
] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
/** The start of every API token's value: a bearer credential starting with it is an API token, not a session's. */
export const API_TOKEN_PREFIX = 'bo_';
/** API token expiry: default and longest, in days (no expiry: owners only). */
export const TOKEN_DEFAULT_DAYS = 90;
export const TOKEN_MAX_DAYS = 365;
/** The kinds of client a session is signed in from (the `X-Backoffice-Client` header of the sign-in; `api` without it). */
export const SESSION_CLIENTS = ['ui', 'cli', 'api'] as const;
export type SessionClient = (typeof SESSION_CLIENTS)[number];

/**
 * New passwords (NIST SP 800-63B): at least this many characters (code points), at most PASSWORD_MAX_LENGTH,
 * no composition rules; the server also refuses the most common ones (`password_too_common`). The forms show
 * the rule next to every new-password field (docs/decisions.md).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
/** A password's length as people count it: code points, not UTF-16 units (an emoji is one character). */
export const passwordLength = (p: string) => [...p].length;

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

export const MEMBER_SORT_KEYS = ['firstName', 'lastName', 'username', 'region', 'country', 'province', 'city'] as const;
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];

export const COMPANY_SORT_KEYS = ['name', 'country', 'province', 'city'] as const;
export type CompanySortKey = (typeof COMPANY_SORT_KEYS)[number];

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const NOTIFICATION_TYPES = ['SYSTEM', 'PRODUCT_DISCOUNT', 'NEW_MESSAGE'] as const;
export const NOTIFICATION_TARGETS = ['ALL', 'MEMBERS', 'COMPANIES', 'SINGLE', 'LIST'] as const;
/** A LIST send (chosen members and companies' owners): at most this many ids of each kind. */
export const MAX_LIST_RECIPIENTS = 500;
export type NotificationTarget = (typeof NOTIFICATION_TARGETS)[number];
export type NotificationCountry = (typeof NOTIFICATION_COUNTRIES)[number];
/**
 * Where a stored send is (issue 15): `scheduled` until its time, `queued` until a worker takes it,
 * `sending` while the fan-out runs, then `sent`, `failed` or `cancelled` (only before it started).
 */
export const NOTIFICATION_STATUSES = ['scheduled', 'queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
/** A send can be scheduled at most this many days ahead. */
export const MAX_SCHEDULE_DAYS = 30;

/**
 * What is wrong with a send's time against `now`: not a date-time, in the past, or more than
 * MAX_SCHEDULE_DAYS ahead; null when it may be sent (or there is none). One rule for the server (which
 * answers send_at_invalid), the composer and the CLI; zod-free, so the browser bundle can use it.
 */
export type SendAtProblem = 'invalid' | 'past' | 'tooFar';
export function sendAtProblemOf(sendAt: string | null | undefined, now = Date.now()): SendAtProblem | null {
  if (!sendAt) return null;
  const at = Date.parse(sendAt);
  if (Number.isNaN(at)) return 'invalid';
  if (at <= now) return 'past';
  if (at > now + MAX_SCHEDULE_DAYS * 86_400_000) return 'tooFar';
  return null;
}

/** Display status of a product (spec section 4). */
type ProductStatus = 'inactive' | 'available' | 'notAvailable';
export const productStatus = (p: { isActive: boolean; isAvailable: boolean }): ProductStatus =>
  !p.isActive ? 'inactive' : p.isAvailable ? 'available' : 'notAvailable';

/**
 * Stable machine-readable codes of error answers (`{ statusCode, code, message }`). The message is
 * English prose for people; clients translate by `code` (errors namespace) and never parse the message.
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'malformed_json',
  'unauthorized',
  'invalid_token',
  'capabilities_required',
  'invalid_credentials',
  'account_not_activated',
  'account_disabled',
  'not_found',
  'conflict',
  'payload_too_large',
  'request_timeout',
  'body_too_deep',
  'rate_limited',
  'account_locked',
  'server_busy',
  'server_error',
  'storage_full',
  'search_timeout',
  'idempotency_in_progress',
  'idempotency_key_reused',
  'admin_cannot_be_disabled',
  'cannot_disable_self',
  'recipient_disabled',
  'recipients_empty',
  'recipients_unknown',
  'too_many_recipients',
  'username_taken',
  'username_mixed_script',
  'email_taken',
  'category_exists',
  'category_has_children',
  'resource_referenced',
  'wrong_current_password',
  'activation_link_invalid',
  'reset_link_invalid',
  'control_characters',
  'invisible_characters',
  'password_too_short',
  'password_too_common',
  'restore_expired',
  'restore_parent_deleted',
  'invalid_cursor',
  'send_at_invalid',
  'not_cancellable',
  'missing_scope',
  'session_required',
  'token_revoked',
  'token_expired',
  'owner_required',
  'last_owner',
  'token_expiry_invalid',
  'not_pending',
  'not_admin',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Characters refused in one-line text fields (names, usernames, titles, category names): C0 and C1
 * controls, and the bidirectional formatting characters that reorder what follows them (U+202E ...).
 * Such text reaches terminals, spreadsheets and phones' lock screens as data.
 */
export const UNSAFE_SINGLE_LINE_RE = new RegExp(`[${CONTROLS_CLASS}${BIDI_CONTROLS_CLASS}]`, 'u');
/** The same for multi-line fields, which keep tab, line feed and carriage return. */
export const UNSAFE_MULTI_LINE_RE = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI_CONTROLS_CLASS}]`, 'u');
export const UNSAFE_TEXT_MESSAGE = 'must not contain control or bidirectional formatting characters';

/**
 * Characters that show nothing (Unicode's Default_Ignorable_Code_Point: zero-width spaces and joiners, the
 * soft hyphen, word joiners, invisible operators, variation selectors, the BOM, Hangul fillers, tags...),
 * refused in names and usernames: `ada\u200b` would pass for `ada`. Titles and messages keep them (emoji
 * sequences need the joiner and the variation selectors).
 */
export const INVISIBLE_RE = /\p{Default_Ignorable_Code_Point}/u;
export const INVISIBLE_MESSAGE = 'must not contain invisible characters (zero-width spaces, joiners, soft hyphens...)';

// Scripts a username's letters may come from; Japanese and Korean mix several by nature.
const SCRIPT_GROUPS: [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u],
];

/**
 * Whether the letters of `s` come from more than one script (Latin `a` beside Cyrillic `а`): such
 * look-alike names are refused. Letters of scripts not listed count as a script of their own.
 */
export function mixesScripts(s: string): boolean {
  const seen = new Set<string>();
  for (const ch of s) {
    if (!/\p{L}/u.test(ch)) continue;
    seen.add(SCRIPT_GROUPS.find(([, re]) => re.test(ch))?.[0] ?? 'Other');
    if (seen.size > 1) return true;
  }
  return false;
}

/** What the audit trail records (issue 13): one action per kind of admin write. */
export const AUDIT_ACTIONS = [
  'auth.signed_in',
  'auth.sign_in_failed',
  'auth.sign_in_locked',
  'auth.sign_in_unlocked',
  'auth.signed_out',
  'account.activated',
  'account.password_reset',
  'account.profile_updated',
  'account.password_changed',
  'account.password_change_failed',
  'member.enabled',
  'member.disabled',
  'category.created',
  'category.renamed',
  'category.deleted',
  'category.restored',
  'product.deleted',
  'product.restored',
  'notification.sent',
  'notification.cancelled',
  'session.revoked',
  'token.created',
  'token.revoked',
  'admin.granted',
  'admin.revoked',
  'admin.disabled',
  'admin.enabled',
  'owner.granted',
  'owner.revoked',
  'member.blocked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit event is about. */
export const AUDIT_TARGET_TYPES = ['member', 'category', 'product', 'notification'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Audit events kept for this many days unless the server is told otherwise. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;
/** A deleted product or category can be restored for this many days, then it is purged. */
export const DEFAULT_RESTORE_DAYS = 30;
/** A finished send's recipient rows (who it reached) are kept for this many days, then pruned; its counts stay. */
export const DEFAULT_RECIPIENT_RETENTION_DAYS = 90;
/** Page size of the audit list: default and most. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_LIMIT = 200;
