import { css } from 'styled-system/css';
import type { Category } from '../../api/contract/category.js';
import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { CategoryBreadcrumb } from './category-breadcrumb.js';
import { useDeleteCategory } from './use-categories.js';

interface Props {
  target: Category | null;
  label: string;
  path: string[];
  onClose(): void;
}

/** Delete confirmation; optimistic removal with rollback. Blocked while the category has children. */
export function DeleteCategoryDialog({ target, label, path, onClose }: Props) {
  const t = useT();
  const remove = useDeleteCategory();
  const blocked = !!target && target.children.length > 0;
  const confirm = async () => {
    if (!target || blocked) return;
    try {
      await remove.mutateAsync({ id: target.id, name: target.name, label });
      onClose();
    } catch {
      /* rolled back; the shared handler toasted the error */
    }
  };
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(o) => !o && onClose()}
      size="sm"
      title={t('categories.remove.title')}
      description={t('categories.remove.description', { name: label })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('categories.form.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} loading={remove.isPending} disabled={blocked}>
            {t('categories.remove.submit')}
          </Button>
        </>
      }
    >
      <CategoryBreadcrumb path={path} />
      {blocked && <p className={css({ color: 'danger.text', fontSize: '13px' })}>{t('categories.remove.blocked')}</p>}
    </Dialog>
  );
}
