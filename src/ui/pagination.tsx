import { css } from 'styled-system/css';
import { cx } from './cx.js';
import { useT } from '../i18n/index.js';
import { buttonRecipe } from './button.js';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from './icons.js';
import { pageRange, pageWindow } from './pagination-window.js';

export { pageRange, pageWindow };

export interface PaginationProps {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPageChange(page: number): void;
}

// On a phone the previous/next words are left to assistive technology (the chevrons show), so five page
// numbers fit in 358 px; the list still wraps rather than widen the page.
const stepText = css({ srOnly: { base: true, sm: false } });
const pageBtn = css({
  minW: '9',
  px: '2',
  '&[aria-current=page]': { bg: 'accent.default', color: 'accent.fg', borderColor: 'accent.default' },
  // Forced colours make every page button alike (Canvas, a CanvasText frame): the current one takes SelectedItem
  // (forced-color-adjust: none, or Chromium's Canvas backplate hides its number).
  '@media (forced-colors: active)': {
    '&[aria-current=page]': {
      bg: 'SelectedItem',
      color: 'SelectedItemText',
      borderColor: 'SelectedItem',
      boxShadow: 'none',
      forcedColorAdjust: 'none',
      _focusVisible: { outlineColor: 'CanvasText' },
    },
  },
});

/** On a phone the two page numbers farthest from the current one give their room to First and Last. */
const farNumber = css({ display: { base: 'none', sm: 'list-item' } });

export function Pagination({ page, pageCount, pageSize, total, onPageChange }: PaginationProps) {
  const t = useT();
  const { from, to } = pageRange(page, pageSize, total);
  const items = pageWindow(page, pageCount);
  const near = new Set(
    items
      .filter((i): i is number => typeof i === 'number')
      .sort((a, b) => Math.abs(a - page) - Math.abs(b - page) || a - b)
      .slice(0, 3),
  );
  // First and last: an icon button each, named for assistive technology and in the tooltip (issue 40: the
  // server reads the last page from the end, as fast as the first).
  const edge = (to: number, label: string, Icon: typeof ChevronsLeftIcon, off: boolean) => (
    <li>
      <button
        type="button"
        part="button"
        className={buttonRecipe({ variant: 'outline', size: 'sm' })}
        disabled={off}
        aria-label={label}
        title={label}
        data-part={to === 1 ? 'first-page' : 'last-page'}
        onClick={() => onPageChange(to)}
      >
        <Icon />
      </button>
    </li>
  );
  return (
    <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap', py: '3' })}>
      <p className={css({ fontSize: '13px', color: 'fg.muted' })} aria-live="polite">
        {t('common.pagination.showing', { from, to, count: total })}
      </p>
      <nav aria-label={t('common.pagination.label')} data-part="pagination">
        <ul
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: '1',
            listStyle: 'none',
            // Seven buttons on one line of 288 px (320 less the page's margins), each still a 32 px target.
            '@media (max-width: 374.98px)': { '& button': { px: '2', minW: '8' } },
          })}
        >
          {edge(1, t('common.pagination.first'), ChevronsLeftIcon, page <= 1)}
          <li>
            <button
              type="button"
              part="button"
              className={buttonRecipe({ variant: 'outline', size: 'sm' })}
              disabled={page <= 1}
              onClick={() => onPageChange(page - 1)}
            >
              <ChevronLeftIcon />
              <span className={stepText}>{t('common.pagination.previous')}</span>
            </button>
          </li>
          {items.map((item) =>
            typeof item === 'number' ? (
              <li key={item} className={near.has(item) ? undefined : farNumber}>
                <button
                  type="button"
                  part="button"
                  className={cx(buttonRecipe({ variant: 'outline', size: 'sm' }), pageBtn)}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={t('common.pagination.page', { page: item })}
                  onClick={() => onPageChange(item)}
                >
                  {item}
                </button>
              </li>
            ) : (
              <li
                key={item}
                aria-hidden="true"
                // Under 375 px the dots give their room to the buttons: First, Previous, three numbers, Next, Last on one line.
                className={css({ px: '1', color: 'fg.muted', '@media (max-width: 374.98px)': { display: 'none' } })}
              >
                …
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              part="button"
              className={buttonRecipe({ variant: 'outline', size: 'sm' })}
              disabled={page >= pageCount}
              onClick={() => onPageChange(page + 1)}
            >
              <span className={stepText}>{t('common.pagination.next')}</span>
              <ChevronRightIcon />
            </button>
          </li>
          {edge(pageCount, t('common.pagination.last'), ChevronsRightIcon, page >= pageCount)}
        </ul>
      </nav>
    </div>
  );
}
