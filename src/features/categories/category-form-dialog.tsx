import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formStack } from '../../ui/text-field.js';
import type { Category } from '../../api/contract/category.js';
import { useLang, useT } from '../../i18n/index.js';
import { useFieldErrors } from '../../connected/field-errors.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import {
  categoryFieldOf,
  categoryFormProblems,
  codeFromName,
  EMPTY_FORM,
  type CategoryFormField,
  type CategoryFormMode,
  type CategoryFormValues,
} from './category-form.js';
import { CategoryBreadcrumb } from './category-breadcrumb.js';
import { CategoryFormFields } from './category-form-fields.js';
import { filledTranslations } from './category-tree.js';
import { useCreateCategory, useRenameCategory } from './use-categories.js';

interface Props {
  mode: CategoryFormMode | null;
  /** The parent (addSub) or the renamed category; null for a new main category. */
  target: Category | null;
  path: string[];
  onClose(): void;
}

const valuesOf = (c: Category | null): CategoryFormValues =>
  c
    ? {
        code: c.name,
        en: c.translations.find((t) => t.languageCode === 'en')?.name ?? '',
        it: c.translations.find((t) => t.languageCode === 'it')?.name ?? '',
      }
    : EMPTY_FORM;

/**
 * New category, add subcategory and rename modals: one form, the names first (the page's language's first), then the
 * code, which a new category derives from the English name until one is typed; all three required (marked). The
 * submit stays enabled: a submit with a field empty or an invalid code says so next to each, the first gets the focus.
 */
export function CategoryFormDialog({ mode, target, path, onClose }: Props) {
  const t = useT();
  // The translations of the last call: `translations.<i>.name` of an error is the i-th one sent.
  const sent = useRef<{ languageCode: string }[]>([]);
  const fields = useFieldErrors<CategoryFormField>(categoryFieldOf(() => sent.current));
  const create = useCreateCategory(fields);
  const rename = useRenameCategory(fields);
  const [pageLang] = useLang();
  const lang = pageLang === 'en' ? 'en' : 'it';
  const [values, setValues] = useState<CategoryFormValues>(EMPTY_FORM);
  // A new category's code follows its English name until the admin types a code of their own (or renames).
  const [codeTyped, setCodeTyped] = useState(false);
  const key = mode ? `${mode}:${target ? String(target.id) : ''}` : '';
  useEffect(() => {
    if (!mode) return;
    setValues(mode === 'rename' ? valuesOf(target) : EMPTY_FORM);
    setCodeTyped(mode === 'rename');
    fields.clear();
    // Reset only when another dialog opens, not on every refetch of the tree.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const pending = create.isPending || rename.isPending;
  const onChange = (next: CategoryFormValues) => {
    let v = next;
    if (v.code !== values.code) setCodeTyped(v.code !== '');
    else if (!codeTyped && v.en !== values.en) v = { ...v, code: codeFromName(v.en) };
    fields.clear(...(['code', 'en', 'it'] as const).filter((k) => v[k] !== values[k]));
    setValues(v);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!mode || pending) return;
    fields.clear();
    if (fields.markInvalid(categoryFormProblems(mode, values, lang))) return;
    const translations = filledTranslations({ en: values.en, it: values.it });
    sent.current = translations;
    try {
      if (mode === 'rename' && target)
        await rename.mutateAsync({ categoryId: target.id as number, newName: values.code.trim(), translations });
      else
        await create.mutateAsync({
          name: values.code.trim(),
          translations,
          parentId: mode === 'addSub' && target ? (target.id as number) : null,
        });
      setValues(EMPTY_FORM);
      setCodeTyped(false);
      onClose();
    } catch {
      // The shared handler put the error next to its field (or in a toast); the typed input is kept.
    }
  };
  const m = mode ?? 'create';
  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(o) => !o && onClose()}
      title={t(`categories.${m}.title`)}
      description={t(`categories.${m}.description`)}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('categories.form.cancel')}
          </Button>
          <Button type="submit" form="category-form" loading={pending}>
            {t(`categories.${m}.submit`)}
          </Button>
        </>
      }
    >
      <CategoryBreadcrumb path={mode === 'create' ? [] : path} />
      <form id="category-form" onSubmit={(e) => void submit(e)} noValidate className={formStack}>
        <CategoryFormFields values={values} onChange={onChange} lang={lang} errors={fields.errors} fieldRef={fields.ref} />
      </form>
    </Dialog>
  );
}
