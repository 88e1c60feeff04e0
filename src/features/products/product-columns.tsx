import { css } from 'styled-system/css';
import type { Product } from '../../api/contract/product.js';
import { productStatus } from '../../api/contract/constants.js';
import type { Translate } from '../../i18n/index.js';
import { Badge } from '../../ui/badge.js';
import { SkeletonBadge, SkeletonBox, SkeletonText } from '../../ui/skeleton.js';
import { CellText } from '../../ui/table.js';
import type { Column } from '../../ui/list/types.js';

const DASH = '—';
// Block-level (flex, as wide as the picture): an inline box would add a line's descent under the picture.
const thumbBtn = css({
  position: 'relative',
  display: 'flex',
  w: 'fit-content',
  borderRadius: 'l2',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});
const thumb = css({ w: '10', h: '10', borderRadius: 'l2', objectFit: 'cover', bg: 'bg.subtle' });
const more = css({
  position: 'absolute',
  insetInlineEnd: '-2',
  bottom: '-2',
  bg: 'fg.default',
  color: 'bg.surface',
  fontSize: '11px',
  fontWeight: 'semibold',
  px: '1',
  borderRadius: 'full',
});
const productName = css({ display: 'block', minW: '0', fontWeight: 'medium', whiteSpace: 'normal', overflowWrap: 'anywhere' });
const TONES = { inactive: 'neutral', available: 'success', notAvailable: 'warning' } as const;

export const euros = (lang: string) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Category name in the current language when a translation exists, else its code. */
const wholeWords = css({ display: 'block', minW: '0', whiteSpace: 'normal', overflowWrap: 'break-word' });

export const categoryName = (p: Product, lang: string) =>
  p.category ? (p.category.translations.find((x) => x.languageCode === lang)?.name ?? p.category.name) : DASH;

/** Columns of the products table; `onGallery` opens the photo gallery of a product. */
export function productColumns(
  t: Translate,
  lang: string,
  onGallery: (p: Product) => void,
  /** A photo's address on the API's origin (`useMediaUrl`). */
  media: (src: string) => string = (src) => src,
): Column<Product>[] {
  const money = euros(lang);
  const status = (p: Product) => t(`products.status.${productStatus(p)}`);
  return [
    {
      id: 'name',
      header: t('products.columns.name'),
      fill: { grow: 3, min: '10rem' },
      // The name is what the row is: it wraps, never cut (issue item 12); a long description is the one clamped.
      cell: (p) => (
        <span className={productName} data-part="product-name">
          {p.name}
        </span>
      ),
      text: (p) => p.name,
    },
    {
      id: 'description',
      header: t('products.columns.description'),
      fill: { grow: 3, min: '9rem' },
      // Shown through Columns (design review: it mostly repeats the name and squeezed names to two lines); exported.
      optional: true,
      skeleton: () => (
        <>
          <SkeletonText width="90%" />
          <SkeletonText width="60%" />
        </>
      ),
      cell: (p) => (
        <CellText lines={2} className={css({ color: 'fg.muted' })}>
          {p.description || DASH}
        </CellText>
      ),
      text: (p) => p.description || DASH,
      empty: (p) => !p.description,
    },
    // On a phone's card (issue 38, round 3) the price and the status are on the first line, after the name.
    {
      id: 'price',
      header: t('products.columns.price'),
      card: 'end',
      cell: (p) => money.format(p.price),
      text: (p) => money.format(p.price),
    },
    {
      id: 'discounted',
      header: t('products.columns.discounted'),
      cell: (p) => (p.isDiscountActive && p.discountedPrice !== null ? money.format(p.discountedPrice) : DASH),
      text: (p) => (p.isDiscountActive && p.discountedPrice !== null ? money.format(p.discountedPrice) : DASH),
      empty: (p) => !(p.isDiscountActive && p.discountedPrice !== null),
    },
    {
      id: 'status',
      header: t('products.columns.status'),
      card: 'end',
      skeleton: () => <SkeletonBadge />,
      cell: (p) => <Badge tone={TONES[productStatus(p)]}>{status(p)}</Badge>,
      text: status,
    },
    {
      id: 'category',
      header: t('products.columns.category'),
      // Room for a category's longest word ("Headphones", "Abbigliamento") beside its padding.
      fill: { grow: 1, min: '9rem' },
      // Whole words: the column is never narrower than its longest word (round 7: "Headphone / s").
      cell: (p) => <span className={wholeWords}>{categoryName(p, lang)}</span>,
      text: (p) => categoryName(p, lang),
      empty: (p) => !p.category,
    },
    {
      id: 'photo',
      header: t('products.columns.photo'),
      skeleton: () => <SkeletonBox className={css({ w: '10', h: '10' })} />,
      cell: (p) =>
        p.photos.length === 0 ? (
          <span className={css({ color: 'fg.muted', fontSize: '13px' })}>{t('products.noPhoto')}</span>
        ) : (
          <button type="button" className={thumbBtn} onClick={() => onGallery(p)} data-part="thumb">
            <span className={css({ srOnly: true })}>{t('products.openGallery', { name: p.name, count: p.photos.length })}</span>
            <img src={media(p.photos[0]!)} alt="" className={thumb} />
            {p.photos.length > 1 && <span className={more}>+{p.photos.length - 1}</span>}
          </button>
        ),
      text: (p) => String(p.photos.length),
      empty: (p) => p.photos.length === 0,
    },
  ];
}
