import type { Product } from '../../api/contract/product.js';
import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';

/** Confirmation before deleting a product: cancel, confirm, and a deleting state. */
export function DeleteProductDialog({
  product,
  deleting,
  onCancel,
  onConfirm,
}: {
  product: Product | null;
  deleting: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const t = useT();
  return (
    <Dialog
      open={!!product}
      onOpenChange={(o) => !o && !deleting && onCancel()}
      size="sm"
      title={t('products.delete.title')}
      description={t('products.delete.description', { name: product?.name ?? '' })}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={deleting} data-part="delete-cancel">
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={deleting} data-part="delete-confirm">
            {deleting ? t('products.delete.deleting') : t('products.delete.confirm')}
          </Button>
        </>
      }
    />
  );
}
