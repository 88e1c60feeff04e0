import { useEffect, useState, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import type { Product } from '../../api/contract/product.js';
import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons.js';
import { useMediaUrl } from '../../state/api.js';

/** Photos of a product: previous/next cycling, index/total counter, arrow keys. */
export function GalleryDialog({ product, onClose }: { product: Product | null; onClose(): void }) {
  const t = useT();
  const media = useMediaUrl();
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [product]);
  const photos = product?.photos ?? [];
  const n = photos.length;
  const step = (d: number) => n && setIndex((i) => (i + d + n) % n);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    step(e.key === 'ArrowLeft' ? -1 : 1);
  };
  return (
    <Dialog
      open={!!product}
      onOpenChange={(o) => !o && onClose()}
      size="lg"
      title={t('products.gallery.title', { name: product?.name ?? '' })}
    >
      <div
        onKeyDown={onKeyDown}
        className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'center' })}
        data-part="gallery"
      >
        {n > 0 && (
          <img
            src={media(photos[index]!)}
            alt={t('products.gallery.photo', { name: product?.name ?? '', index: index + 1, total: n })}
            className={css({ maxH: '60vh', maxW: 'full', objectFit: 'contain', borderRadius: 'l2', bg: 'bg.subtle' })}
            data-part="gallery-image"
          />
        )}
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <Button variant="outline" size="sm" onClick={() => step(-1)} disabled={n < 2} data-part="gallery-prev">
            <ChevronLeftIcon />
            {t('products.gallery.previous')}
          </Button>
          <span aria-live="polite" data-part="gallery-counter" className={css({ fontVariantNumeric: 'tabular-nums', fontSize: '14px' })}>
            {t('products.gallery.counter', { index: index + 1, total: n })}
          </span>
          <Button variant="outline" size="sm" onClick={() => step(1)} disabled={n < 2} data-part="gallery-next">
            {t('products.gallery.next')}
            <ChevronRightIcon />
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
