import type { Translate } from '../../i18n/index.js';

/** The name of a changed field in words ("Enabled"), or the field as recorded when it has no text yet. */
export function changeField(t: Translate, field: string): string {
  const key = `activity.fields.${field}`;
  const text = t(key);
  return text === key ? field : text;
}

const DATE_FIELDS = new Set(['lockedUntil', 'sendAt']);

const isTranslations = (v: unknown): v is { languageCode: string; name: string }[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'object' && x !== null && 'languageCode' in x && 'name' in x);

/**
 * A value of an event's changes in words, in `lang`: a dash for nothing, Yes/No for a flag, a date and time for
 * an instant, "it: Nome · en: Name" for translations, a reason in words, a number in the language's digits;
 * text as it is, and only an unknown shape as JSON.
 */
export function changeValue(t: Translate, lang: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'activity.yes' : 'activity.no');
  if (typeof value === 'number') return new Intl.NumberFormat(lang).format(value);
  if (DATE_FIELDS.has(field) && typeof value === 'string') {
    const at = new Date(value);
    if (!Number.isNaN(at.getTime())) return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  }
  if ((field === 'reason' || field === 'target') && typeof value === 'string') {
    const key = `activity.${field === 'reason' ? 'reasons' : 'targets'}.${value}`;
    const text = t(key);
    return text === key ? value : text;
  }
  if (isTranslations(value)) return value.map((x) => `${x.languageCode}: ${x.name}`).join(' · ');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
