import type { AuditEvent } from '../../api/contract/audit.js';
import type { Translate } from '../../i18n/index.js';
import { summariseAgent } from '../../shared/user-agent.js';

/** The name of a changed field in words ("Status"), or the field as recorded when it has no text yet. */
export function changeField(t: Translate, field: string, action?: string): string {
  // An API token's name is its name, not a category's code (issue 39/38, item 1).
  const key = field === 'name' && action?.startsWith('token.') ? 'activity.fields.tokenName' : `activity.fields.${field}`;
  const text = t(key);
  return text === key ? field : text;
}

const DATE_FIELDS = new Set(['lockedUntil', 'sendAt', 'expiresAt', 'signedInAt', 'revokedAt']);

const isTranslations = (v: unknown): v is { languageCode: string; name: string }[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'object' && x !== null && 'languageCode' in x && 'name' in x);

/** A recorded code in words from `activity.<group>.<value>`, the code itself when it has no text. */
const word = (t: Translate, group: string, value: string) => {
  const key = `activity.${group}.${value}`;
  const text = t(key);
  return text === key ? value : text;
};

/**
 * A value of an event's changes in words, in `lang`: a dash for nothing, Enabled/Disabled for a member's state,
 * Yes/No for another flag, a parent category by its name, a date and time for an instant, "it: Nome · en: Name" for translations, a reason, an
 * audience or a status in words, a number in the language's digits; text as it is, and only an unknown shape
 * as JSON.
 */
export function changeValue(
  t: Translate,
  lang: string,
  field: string,
  value: unknown,
  /** The names of the categories the event's changes name by id (GET /audit's `categories`). */
  categories?: AuditEvent['categories'],
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'parentId' && (typeof value === 'number' || typeof value === 'string')) {
    // A parent category by its name in the page's language (issue 38), else in another one it has.
    const names = categories?.[String(value)];
    const name = names?.[lang] ?? (names ? Object.values(names)[0] : undefined);
    if (name) return name;
  }
  // Recipients chosen by id: how many, not their ids (issue 39, item 1).
  if ((field === 'memberIds' || field === 'companyIds') && Array.isArray(value)) return new Intl.NumberFormat(lang).format(value.length);
  if (field === 'userAgent' && typeof value === 'string') {
    const { browser, system } = summariseAgent(value);
    if (browser && system) return t('activity.sessionAgent', { browser, system });
    if (browser ?? system) return (browser ?? system)!;
  }
  if (field === 'enabled' && typeof value === 'boolean') return t(value ? 'activity.state.enabled' : 'activity.state.disabled');
  if (typeof value === 'boolean') return t(value ? 'activity.yes' : 'activity.no');
  if (typeof value === 'number') return new Intl.NumberFormat(lang).format(value);
  if (DATE_FIELDS.has(field) && typeof value === 'string') {
    const at = new Date(value);
    if (!Number.isNaN(at.getTime())) return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  }
  if (typeof value === 'string') {
    if (field === 'reason') return word(t, 'reasons', value);
    if (field === 'target') return word(t, 'targets', value);
    if (field === 'status') return word(t, 'statuses', value);
    if (field === 'client') return word(t, 'clients', value);
  }
  if (isTranslations(value)) return value.map((x) => `${x.languageCode}: ${x.name}`).join(' · ');
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((x) => typeof x === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

/**
 * The fields no administrator reads (issue 39, item 1): internal ids of a record, a session or a recipient. The
 * sentence names the session ("Chrome on Linux") and the API token by their names instead.
 */
// `deleted`: the sentence says it ("deleted the product", "restored the product"); "Deleted: No → Yes" read like data.
const HIDDEN_FIELDS: ReadonlySet<string> = new Set(['id', 'session', 'sessionId', 'tokenId', 'memberId', 'deleted']);

/** Nothing, however recorded: no value, an empty text, an empty list ("Chosen members: 0" of a send to companies). */
const norm = (v: unknown) => (v === undefined || v === '' || (Array.isArray(v) && v.length === 0) ? null : v);

/**
 * The fields an action's verb already says (round 10: "Ada Rossi disabled Chiara Costa" over "Status: Enabled →
 * Disabled" said it twice): left out of the summary and the table when they are all that changed — or not.
 */
const SAID_BY_VERB: Readonly<Record<string, readonly string[]>> = {
  'member.enabled': ['enabled'],
  'member.disabled': ['enabled'],
  'admin.enabled': ['enabled'],
  'admin.disabled': ['enabled'],
  'admin.granted': ['admin'],
  'admin.revoked': ['admin'],
  'owner.granted': ['owner'],
  'owner.revoked': ['owner'],
};

/**
 * The changes an administrator reads, in their recorded order: only fields whose value changed ("Id: 1 → 1" and
 * "Name: Deploy → Deploy" say nothing), never an internal id.
 */
export function visibleChanges(e: Pick<AuditEvent, 'changes'> & { action?: string }): [string, { from: unknown; to: unknown }][] {
  if (!e.changes) return [];
  const said = SAID_BY_VERB[e.action ?? ''];
  // Chosen recipients are said by their counts ("Chosen companies: 2"): "Recipients: Chosen recipients" beside them
  // said it twice (round 11).
  const chosen = e.changes.target?.to === 'LIST' && (e.changes.memberIds !== undefined || e.changes.companyIds !== undefined);
  return Object.entries(e.changes).filter(
    ([field, c]) =>
      !HIDDEN_FIELDS.has(field) &&
      !said?.includes(field) &&
      !(chosen && field === 'target') &&
      JSON.stringify(norm(c.from)) !== JSON.stringify(norm(c.to)),
  );
}

const isEmpty = (v: unknown) => norm(v) === null;

/** The actions that end a record: their changes say what it was (everything "→ —" would say nothing). */
const ENDS = /\.(revoked|deleted)$/;

/** How many changed fields the row's one-line summary names (the rest are in the table). */
const SUMMARY_FIELDS = 2;

/**
 * The changes of an event in one line of words: "Status: Enabled → Disabled", "Recipients: All" for a value
 * that was not there before; null for an event without changes.
 */
export function changeSummary(
  t: Translate,
  lang: string,
  e: Pick<AuditEvent, 'changes' | 'categories'> & { action?: string },
): string | null {
  const parts = visibleChanges(e)
    .filter(([field]) => field !== 'translations')
    .slice(0, SUMMARY_FIELDS)
    .map(([field, c]) => {
      const to = changeValue(t, lang, field, c.to, e.categories);
      const from = isEmpty(c.from) ? null : changeValue(t, lang, field, c.from, e.categories);
      // What an ended session or token was ("Client: Back-office"), not that it has none now ("Back-office → —").
      const value = from === null ? to : isEmpty(c.to) && ENDS.test(e.action ?? '') ? from : `${from} → ${to}`;
      return `${changeField(t, field, e.action)}: ${value}`;
    });
  return parts.length ? parts.join(' · ') : null;
}
