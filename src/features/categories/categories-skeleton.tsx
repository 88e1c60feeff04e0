import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { Skeleton } from '../../ui/skeleton.js';

export const SKELETON_COLUMNS = 3;
export const SKELETON_ROWS = 8;

/** Loading state: 3 columns of 8 rows (spec section 9). */
export function CategoriesSkeleton() {
  const t = useT();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('categories.loading')}
      data-part="skeleton-browser"
      className={css({
        display: 'flex',
        gap: '0',
        border: '1px solid',
        borderColor: 'border.default',
        borderRadius: 'l3',
        overflow: 'hidden',
      })}
    >
      {Array.from({ length: SKELETON_COLUMNS }, (_, c) => (
        <div
          key={c}
          data-part="skeleton-column"
          className={css({
            flex: '0 1 18rem',
            minW: '0',
            display: 'flex',
            flexDirection: 'column',
            gap: '4',
            p: '4',
            borderInlineEndWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          {Array.from({ length: SKELETON_ROWS }, (_, r) => (
            <Skeleton key={r} height="md" />
          ))}
        </div>
      ))}
    </div>
  );
}
