import type { NotificationCountry, NotificationTarget } from '../api/contract/constants.js';

/**
 * The public events of the elements: one map from event name to its `detail`. `Host.emit` is typed by it
 * (a misspelt name or a wrong detail does not compile), the global event map below is derived from it,
 * and scripts/gen-manifest.ts reads it (with ADMIN_EVENT_DOCS) to write custom-elements.json,
 * docs/elements.md and the d.ts of the browser builds. Add an event here first.
 */
export interface AdminEventMap {
  'admin-navigate': AdminNavigateDetail;
  'admin-session-changed': AdminSessionChangedDetail;
  'admin-session-expired': AdminSessionExpiredDetail;
  'admin-api-error': AdminApiErrorDetail;
  'admin-member-enabled': AdminMemberDetail;
  'admin-member-disabled': AdminMemberDetail;
  'admin-category-created': AdminCategoryDetail;
  'admin-category-renamed': AdminCategoryDetail;
  'admin-category-deleted': AdminCategoryDetail;
  'admin-product-deleted': AdminProductDeletedDetail;
  'admin-product-restored': AdminProductDeletedDetail;
  'admin-category-restored': AdminCategoryDetail;
  'admin-notification-sent': AdminNotificationSentDetail;
}

export type AdminEventName = keyof AdminEventMap;

export interface AdminNavigateDetail {
  /** The app path to show, e.g. /products?companyId=3. */
  to: string;
}
export interface AdminSessionChangedDetail {
  authenticated: boolean;
}
export interface AdminSessionExpiredDetail {
  /** 'invalid-token': the API refused the token (401); 'no-session': the page started without one (`signIn: false`). */
  reason: 'invalid-token' | 'no-session';
}
export interface AdminApiErrorDetail {
  /** The HTTP status; 0 when no answer could be read (server unreachable, CORS refused, timed out). */
  status: number;
  /** The URL of the failed request (without its query string). */
  url: string;
  /** The API's error code (`not_found`, `server_error`…), null when the answer carried none. */
  code: string | null;
}
export interface AdminMemberDetail {
  /** Server id of the member. */
  memberId: number;
}
export interface AdminCategoryDetail {
  /** Server id of the category (null while an optimistic create is unanswered). */
  id: number | string | null;
  /** Category code. */
  name: string;
}
export interface AdminProductDeletedDetail {
  productId: number;
  /** The company the product belonged to. */
  companyId: number;
}
export interface AdminNotificationSentDetail {
  target: NotificationTarget;
  /** Target country, null when none was chosen. */
  country: NotificationCountry | null;
  /** Recipients reported by the server. */
  count: number;
}

/** What the documentation says of each event (every event of the map must be here: the type checks it). */
export const ADMIN_EVENT_DOCS: { readonly [K in AdminEventName]: { description: string; cancelable?: boolean } } = {
  'admin-navigate': {
    description: 'A link to another screen (e.g. /products?companyId=3); embedded panels have no router.',
    cancelable: true,
  },
  'admin-session-changed': { description: 'The inline sign-in signed in or out (every panel of the page follows).' },
  'admin-session-expired': {
    description:
      "The API answered 401 'invalid token' (reason 'invalid-token'), or the page started without a session under `configure({ signIn: false })` (reason 'no-session'): every mounted panel dispatches it on itself, and only the panel whose call was refused (at start the first panel) lets it bubble, so `document` hears it once.",
  },
  'admin-api-error': {
    description:
      'A call of the panel found no usable API: no answer (status 0: server unreachable, CORS refused, timed out), 404, 5xx or an answer that is not JSON. Once per failed call; the console warns once per URL.',
  },
  'admin-member-enabled': { description: 'A member was enabled (row action or bulk).' },
  'admin-member-disabled': { description: 'A member was disabled (row action or bulk).' },
  'admin-category-created': { description: 'A category was created (name is its code).' },
  'admin-category-renamed': { description: 'A category was renamed (name is its code).' },
  'admin-category-deleted': { description: 'A category was deleted (name is its code).' },
  'admin-product-deleted': { description: 'A product was deleted (a soft delete: it can be restored for the restore window).' },
  'admin-product-restored': { description: 'A deleted product was restored (the Undo of its delete).' },
  'admin-category-restored': {
    description: 'A deleted category was restored with its translations (the Undo of its delete; name is its code).',
  },
  'admin-notification-sent': { description: 'A notification was sent; count is the number of recipients.' },
};

export const ADMIN_EVENT_NAMES = Object.keys(ADMIN_EVENT_DOCS) as AdminEventName[];

/** The DOM event of each name: `el.addEventListener('admin-member-disabled', (e) => e.detail.memberId)` type-checks. */
export type AdminEvents = { [K in AdminEventName]: CustomEvent<AdminEventMap[K]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends AdminEvents {}
}

/** Dispatches a public event from `element` (bubbles, composed); false when a listener cancelled it. */
export function emitFrom<K extends AdminEventName>(element: EventTarget | null, type: K, detail: AdminEventMap[K]): boolean {
  if (!element) return true;
  const cancelable = ADMIN_EVENT_DOCS[type].cancelable === true;
  return element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
}

/** An event and its detail as one value (checked together where it is built). */
export type AdminEventTuple = { [K in AdminEventName]: [type: K, detail: AdminEventMap[K]] }[AdminEventName];
