import { isValidCategoryCode } from '../../api/contract/constants.js';

export type CategoryFormMode = 'create' | 'addSub' | 'rename';
export interface CategoryFormValues {
  code: string;
  en: string;
  it: string;
}
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
