import { useT } from '../../i18n/index.js';
import { TextField } from '../../ui/text-field.js';
import { codeInvalid, type CategoryFormField, type CategoryFormValues } from './category-form.js';

interface Props {
  values: CategoryFormValues;
  onChange(values: CategoryFormValues): void;
  /** The page's language: its name comes first. */
  lang: 'en' | 'it';
  /** Server errors per field (the category exists, control characters...), shown under the field. */
  errors?: Partial<Record<CategoryFormField, string>>;
  fieldRef?: (key: CategoryFormField) => (el: HTMLElement | null) => void;
}

/**
 * The two names, the page's language first, then the code (derived from the English name until it is typed
 * in, see category-form-dialog.tsx), with its example, kept under its error (design round 13).
 */
export function CategoryFormFields({ values, onChange, lang, errors = {}, fieldRef }: Props) {
  const t = useT();
  const set = (k: CategoryFormField) => (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...values, [k]: e.target.value });
  const error = errors.code ?? (codeInvalid(values.code) ? t('categories.form.codeInvalid') : undefined);
  const name = (l: 'en' | 'it', first: boolean) => (
    <TextField
      key={l}
      id={`category-name-${l}`}
      ref={fieldRef?.(l)}
      label={t(l === 'en' ? 'categories.form.nameEn' : 'categories.form.nameIt')}
      value={values[l]}
      onChange={set(l)}
      errorText={errors[l]}
      required
      autoComplete="off"
      lang={l}
      autoFocus={first}
    />
  );
  const other = lang === 'en' ? 'it' : 'en';
  return (
    <>
      {name(lang, true)}
      {name(other, false)}
      <TextField
        id="category-code"
        ref={fieldRef?.('code')}
        label={t('categories.form.code')}
        value={values.code}
        onChange={set('code')}
        // The example stays under an error: it says what a valid code looks like.
        helperText={t('categories.form.categoryNameExample')}
        errorText={error}
        autoComplete="off"
        spellCheck={false}
        required
      />
    </>
  );
}
