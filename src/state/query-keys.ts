/**
 * Every query key of the app (state/query-cache.ts), one factory per resource: queries, invalidations and optimistic
 * updates all build their keys here, so `['members']` invalidates every members query and nothing else.
 * Keys are hierarchical: `all` prefixes every key of its resource.
 */
export const queryKeys = {
  /** The signed-in member (spec section 7: cached under memberInfo). */
  memberInfo: ['memberInfo'] as const,
  members: {
    all: ['members'] as const,
    list: <F>(filters: F) => ['members', 'list', filters] as const,
    /** One member's detail (GET /members/{id}, the member drawer). */
    one: (id: number | null) => ['members', 'one', id] as const,
  },
  companies: {
    all: ['companies'] as const,
    list: <F>(filters: F) => ['companies', 'list', filters] as const,
    one: (id: number | null) => ['companies', 'one', id] as const,
    /** The company drawer's company: null once it no longer exists (404), where `one` fails. */
    detail: (id: number | null) => ['companies', 'detail', id] as const,
  },
  products: {
    all: ['products'] as const,
    list: <F>(filters: F) => ['products', 'list', filters] as const,
  },
  categories: {
    all: ['categories'] as const,
    /** The whole tree (one query). */
    tree: ['categories'] as const,
  },
  audit: {
    all: ['audit'] as const,
    /** The activity trail under its filters (an infinite query: pages by cursor). */
    list: <F>(filters: F) => ['audit', 'list', filters] as const,
    /** The last events of one item (a detail drawer's history): one page, no cursor. */
    recent: <F>(filters: F) => ['audit', 'recent', filters] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    /** The history of sends (GET /notifications), one page per key. */
    history: <F>(filters: F) => ['notifications', 'history', filters] as const,
    one: (id: number | null) => ['notifications', 'one', id] as const,
    /**
     * How many members a send to a target (and country) reaches now (GET /notifications/audience): under members
     * (a member enabled or disabled changes it), not under the history of sends.
     */
    audience: (target: string, country: string | null) => ['members', 'audience', target, country] as const,
  },
  recentlyDeleted: {
    all: ['recentlyDeleted'] as const,
    /** Products and categories still restorable (GET /recently-deleted). */
    list: <F>(filters: F) => ['recentlyDeleted', 'list', filters] as const,
  },
  insights: {
    all: ['insights'] as const,
    totals: ['insights'] as const,
    /** The dashboard's trends (GET /insights/trends) of a range in the admin's time zone. */
    trends: (range: string, tz: string) => ['insights', 'trends', range, tz] as const,
  },
  /** The signed-in member's sessions (GET /sessions, issue 39). */
  sessions: {
    all: ['sessions'] as const,
    list: ['sessions', 'list'] as const,
  },
  /** The administrator's API tokens (GET /tokens, issue 39). */
  tokens: {
    all: ['tokens'] as const,
    list: ['tokens', 'list'] as const,
  },
  /** The administrators (GET /admins, owners only, issue 39) and one's sessions. */
  admins: {
    all: ['admins'] as const,
    list: ['admins', 'list'] as const,
    sessions: (id: number | null) => ['admins', 'sessions', id] as const,
  },
  /** The command palette's search (GET /search, issue 16): one entry per text searched and group size. */
  search: {
    all: ['search'] as const,
    results: (q: string, limit: number) => ['search', q, limit] as const,
  },
} as const;

/** The list key factory of a paginated resource. */
export type ListKey<F> = (filters: F) => readonly unknown[];
