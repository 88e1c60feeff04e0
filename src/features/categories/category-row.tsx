import { memo } from 'react';
import { css } from 'styled-system/css';
import type { Category } from '../../api/contract/category.js';
import { useT } from '../../i18n/index.js';
import { Badge } from '../../ui/badge.js';
import { ChevronRightIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/spinner.js';
import { CategoryIcon } from './category-icon.js';
import { CategoryRowMenu, type RowAction } from './category-row-menu.js';
import { missingTranslations } from './category-tree.js';

export const ROW_HEIGHT = 40;

export interface CategoryRowProps {
  category: Category;
  label: string;
  index: number;
  main: boolean;
  selected: boolean;
  /** Which part holds the browser's single tab stop, if this row has it. */
  activePart: 'name' | 'menu' | null;
  onOpen(index: number): void;
  onAction(category: Category, action: RowAction): void;
}

const row = css({
  position: 'absolute',
  insetInline: '0',
  h: '10',
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  px: '1.5',
  '&[aria-selected=true] [data-part=name]': { bg: 'accent.subtle', color: 'accent.text', fontWeight: 'medium' },
  '&[data-optimistic]': { opacity: 0.6 },
  // Forced colours drop the tint: the open category's name takes SelectedItem, and what it holds inherits its text
  // colour (forced-color-adjust: none, or Chromium's Canvas backplate hides it); a badge is forced again, the icon's
  // tile keeps its colours, like an image.
  '@media (forced-colors: active)': {
    '&[aria-selected=true] [data-part=name]': {
      bg: 'SelectedItem',
      color: 'SelectedItemText',
      forcedColorAdjust: 'none',
      '& :not([data-tone], [data-icon])': { color: 'inherit' },
      '& [data-tone]': { forcedColorAdjust: 'auto' },
      _focusVisible: { outlineColor: 'SelectedItemText' },
    },
  },
});
const nameCell = css({
  flex: '1',
  minW: '0',
  h: '9',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '2',
  borderRadius: 'l2',
  cursor: 'pointer',
  fontSize: '14px',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '-2px' },
});
// A name that does not fit wraps to a second line inside the 36 px cell (at 320 px "Abbigliamento e accessori" was
// cut, design round 8); past two lines it is cut, the whole name in the cell's accessible name and the path.
const text = css({ flex: '1', minW: '0', lineHeight: '17px', lineClamp: 2, overflowWrap: 'anywhere' });

/** One row of a column (ARIA grid row): the name cell opens it, the menu cell holds its actions. */
export const CategoryRow = memo(function CategoryRow({
  category,
  label,
  index,
  main,
  selected,
  activePart,
  onOpen,
  onAction,
}: CategoryRowProps) {
  const t = useT();
  const missing = missingTranslations(category);
  const hasChildren = category.children.length > 0;
  const langs = missing.map((l) => t(`categories.lang.${l}`)).join(', ');
  return (
    <div
      role="row"
      aria-rowindex={index + 1}
      aria-selected={selected}
      aria-busy={category.isOptimistic || undefined}
      data-row={index}
      data-id={String(category.id)}
      data-optimistic={category.isOptimistic ? '' : undefined}
      className={row}
      style={{ top: index * ROW_HEIGHT }}
    >
      <div
        role="gridcell"
        data-part="name"
        data-cell="name"
        tabIndex={activePart === 'name' ? 0 : -1}
        className={nameCell}
        onClick={() => onOpen(index)}
      >
        {main && <CategoryIcon category={category} />}
        <span className={text} data-part="label">
          {label}
        </span>
        {missing.length > 0 && (
          <Badge tone="warning" className={css({ flexShrink: 0 })}>
            <span aria-hidden="true">{t('categories.missingTranslation', { langs })}</span>
            <span className={css({ srOnly: true })}>{t('categories.missingTranslationLabel', { langs })}</span>
          </Badge>
        )}
        {category.isOptimistic && <Spinner label={t('categories.saving')} />}
        {hasChildren && (
          <span className={css({ color: 'fg.muted', display: 'inline-flex' })}>
            <ChevronRightIcon />
            <span className={css({ srOnly: true })}>{t('categories.hasChildren', { count: category.children.length })}</span>
          </span>
        )}
      </div>
      <div role="gridcell">
        <CategoryRowMenu
          label={label}
          hasChildren={hasChildren}
          disabled={category.isOptimistic}
          tabIndex={activePart === 'menu' ? 0 : -1}
          onAction={(a) => onAction(category, a)}
        />
      </div>
    </div>
  );
});
