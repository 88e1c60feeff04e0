import { CATEGORY_EXISTS, isValidCategoryCode } from '../../api/contract/constants.js';
import { errorCodeOf } from '../../api/errors.js';
import { translationFieldLanguage, type FieldMap } from '../../state/error-text.js';

export type CategoryFormMode = 'create' | 'addSub' | 'rename';
export interface CategoryFormValues {
  code: string;
  en: string;
  it: string;
}
export type CategoryFormField = keyof CategoryFormValues;
export const EMPTY_FORM: CategoryFormValues = { code: '', en: '', it: '' };

/** The code field shows the red border once something invalid is typed. */
export const codeInvalid = (code: string) => code.length > 0 && !isValidCategoryCode(code);

/**
 * What may be sent (spec section 5): a valid code (letters and digits, at least one letter, no spaces)
 * and non-empty trimmed English and Italian names; add-subcategory also needs the (non-empty) code.
 */
export function canSubmit(mode: CategoryFormMode, v: CategoryFormValues): boolean {
  return categoryFormProblems(mode, v).length === 0;
}

/**
 * What a submit says instead of sending (the button stays enabled, WCAG 3.3.2): `[field, i18n key]` in the order of
 * the form (the page's language's name, the other name, the code; the first gets the focus); empty when the form
 * may be sent. The three fields are required in every mode.
 */
export function categoryFormProblems(
  _mode: CategoryFormMode,
  v: CategoryFormValues,
  lang: 'en' | 'it' = 'it',
): [CategoryFormField, string][] {
  const names: [CategoryFormField, string][] = [];
  if (!v.en.trim()) names.push(['en', 'categories.form.nameEnRequired']);
  if (!v.it.trim()) names.push(['it', 'categories.form.nameItRequired']);
  if (lang === 'it') names.reverse();
  const out = names;
  if (!v.code.trim()) out.push(['code', 'categories.form.codeRequired']);
  else if (!isValidCategoryCode(v.code)) out.push(['code', 'categories.form.codeInvalid']);
  return out;
}

/**
 * The code a name suggests: its words in camelCase, letters and digits only, accents dropped
 * ("Home & garden" → "homeGarden", "Caffè e tè" → "caffeETe"). Empty when the name has no letter or digit.
 */
export function codeFromName(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join('');
}

/** 409 `category_exists` (or, without a code, 'The category already exists'): shown next to the code field. */
export const isExistsError = (e: unknown) =>
  (e as { status?: number })?.status === 409 &&
  (errorCodeOf(e) === 'category_exists' || (!errorCodeOf(e) && (e as Error)?.message === CATEGORY_EXISTS));

/**
 * The form field a server error of create/rename is about: the code (`name`, `newName`, or the
 * category exists), or the name of the language of `translations.<i>.name` in the translations `sent()`.
 */
export const categoryFieldOf =
  (sent: () => readonly { languageCode: string }[]): FieldMap<CategoryFormField> =>
  (field, _code, error) => {
    if (isExistsError(error) || field === 'name' || field === 'newName') return 'code';
    const lang = translationFieldLanguage(field, sent());
    return lang === 'en' || lang === 'it' ? lang : null;
  };
