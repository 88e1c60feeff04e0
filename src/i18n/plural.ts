/**
 * Counted texts. A dictionary entry whose value is `{ one, other }` (any CLDR plural category may be
 * given; `other` is required) is a plural text: `translate` picks the form for `params.count` with
 * `Intl.PluralRules` of the language and fills it like any other text. A category the entry does not
 * give (Italian `many`, used only for round millions) reads the `other` form.
 */
export type PluralCategory = Intl.LDMLPluralRule;
export type Plural = Partial<Record<PluralCategory, string>> & { other: string };

export const PLURAL_CATEGORIES: readonly PluralCategory[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** A plural entry: an object of strings keyed only by plural categories, with `other`. */
export function isPlural(value: unknown): value is Plural {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    typeof (value as { other?: unknown }).other === 'string' &&
    entries.every(([k, v]) => (PLURAL_CATEGORIES as readonly string[]).includes(k) && typeof v === 'string')
  );
}

const rules = new Map<string, Intl.PluralRules>();
function rulesOf(lang: string): Intl.PluralRules {
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(lang)));
  return r;
}

/**
 * The category of `count` in `lang` among those `forms` gives: `other` for a count that is not a
 * finite number (e.g. '…' while the number is unknown) or a category the entry leaves out.
 */
export function pluralCategory(lang: string, forms: Plural, count: unknown): PluralCategory {
  const n = typeof count === 'number' ? count : typeof count === 'string' && count.trim() !== '' ? Number(count) : NaN;
  if (!Number.isFinite(n)) return 'other';
  const category = rulesOf(lang).select(n);
  return forms[category] === undefined ? 'other' : category;
}
