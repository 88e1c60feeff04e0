import { useT } from '../../i18n/index.js';
import { TextField } from '../../ui/text-field.js';
import { codeInvalid, type CategoryFormField, type CategoryFormValues } from './category-form.js';

interface Props {
  values: CategoryFormValues;
  onChange(values: CategoryFormValues): void;
  /** Server errors per field (the category exists, control characters...), shown under the field. */
  errors?: Partial<Record<CategoryFormField, string>>;
  fieldRef?: (key: CategoryFormField) => (el: HTMLElement | null) => void;
}

/** Code (with the categoryNameExample helper and the red border when invalid), English and Italian names. */
export function CategoryFormFields({ values, onChange, errors = {}, fieldRef }: Props) {
  const t = useT();
  const set = (k: CategoryFormField) => (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...values, [k]: e.target.value });
  const error = errors.code ?? (codeInvalid(values.code) ? t('categories.form.codeInvalid') : undefined);
  return (
    <>
      <TextField
        id="category-code"
        ref={fieldRef?.('code')}
        label={t('categories.form.code')}
        value={values.code}
        onChange={set('code')}
        helperText={t('categories.form.categoryNameExample')}
        errorText={error}
        autoComplete="off"
        spellCheck={false}
        required
        autoFocus
      />
      <TextField
        id="category-name-en"
        ref={fieldRef?.('en')}
        label={t('categories.form.nameEn')}
        value={values.en}
        onChange={set('en')}
        errorText={errors.en}
        required
        autoComplete="off"
        lang="en"
      />
      <TextField
        id="category-name-it"
        ref={fieldRef?.('it')}
        label={t('categories.form.nameIt')}
        value={values.it}
        onChange={set('it')}
        errorText={errors.it}
        required
        autoComplete="off"
        lang="it"
      />
    </>
  );
}
