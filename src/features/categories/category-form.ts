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
 * Submit gating (spec section 5): a valid code (letters and digits, at least one letter, no spaces)
 * and non-empty trimmed English and Italian names; add-subcategory also needs the (non-empty) code.
 */
export function canSubmit(mode: CategoryFormMode, v: CategoryFormValues): boolean {
  if (mode === 'addSub' && v.code.trim().length === 0) return false;
  return isValidCategoryCode(v.code) && v.en.trim().length > 0 && v.it.trim().length > 0;
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
