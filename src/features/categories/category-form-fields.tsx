import { useT } from '../../i18n/index.js';
import { TextField } from '../../ui/text-field.js';
import { codeInvalid, type CategoryFormValues } from './category-form.js';

interface Props {
  values: CategoryFormValues;
  onChange(values: CategoryFormValues): void;
  exists: boolean;
}

/** Code (with the categoryNameExample helper and the red border when invalid), English and Italian names. */
export function CategoryFormFields({ values, onChange, exists }: Props) {
  const t = useT();
  const set = (k: keyof CategoryFormValues) => (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...values, [k]: e.target.value });
  const error = exists ? t('categories.exists') : codeInvalid(values.code) ? t('categories.form.codeInvalid') : undefined;
  return (
    <>
      <TextField
        id="category-code"
        label={t('categories.form.code')}
        value={values.code}
        onChange={set('code')}
        helperText={t('categories.form.categoryNameExample')}
        errorText={error}
        autoComplete="off"
        spellCheck={false}
        autoFocus
      />
      <TextField id="category-name-en" label={t('categories.form.nameEn')} value={values.en} onChange={set('en')} autoComplete="off" lang="en" />
      <TextField id="category-name-it" label={t('categories.form.nameIt')} value={values.it} onChange={set('it')} autoComplete="off" lang="it" />
    </>
  );
}
