import { css } from 'styled-system/css';
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

// Every field keeps a line under it for its message (the code's example or error; a name's error), so nothing
// below moves when one appears: an empty field's root reserves it (the 6 px gap and one 12 px line), and that room is
// the whole space between fields (rounds 11 and 12: 40 px, then 32, between a field and the next label read loose).
const reserved = css({ pb: '[calc(1.5rem)]' });

/**
 * The two names, the page's language first, then the code (derived from the English name until it is typed
 * in, see category-form-dialog.tsx), with its example, or its error in the example's place.
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
      className={errors[l] ? undefined : reserved}
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
        // The example, or the error in its place (one line either way).
        helperText={error ? undefined : t('categories.form.categoryNameExample')}
        errorText={error}
        autoComplete="off"
        spellCheck={false}
        required
      />
    </>
  );
}
