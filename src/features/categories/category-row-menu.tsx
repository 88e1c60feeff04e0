import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { MoreIcon } from '../../ui/icons.js';
import { floatingItem, floatingPanel } from '../../ui/popover-styles.js';

export type RowAction = 'addSub' | 'rename' | 'delete';

interface Props {
  label: string;
  hasChildren: boolean;
  disabled?: boolean;
  tabIndex: number;
  onAction(action: RowAction): void;
}

const trigger = css({
  w: '7',
  h: '7',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'l2',
  color: 'fg.muted',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  _disabled: { opacity: 0.4, cursor: 'not-allowed' },
});

/** Row menu: add subcategory, rename, delete (disabled when the category has children). */
export function CategoryRowMenu({ label, hasChildren, disabled, tabIndex, onAction }: Props) {
  const t = useT();
  return (
    <ArkMenu.Root positioning={{ placement: 'bottom-end' }} onSelect={(d) => onAction(d.value as RowAction)}>
      <ArkMenu.Trigger aria-label={t('categories.rowMenu', { name: label })} className={trigger} tabIndex={tabIndex} disabled={disabled} data-part="menu">
        <MoreIcon />
      </ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner>
          <ArkMenu.Content className={floatingPanel}>
            <ArkMenu.Item value="addSub" className={floatingItem}>
              {t('categories.menu.addSub')}
            </ArkMenu.Item>
            <ArkMenu.Item value="rename" className={floatingItem}>
              {t('categories.menu.rename')}
            </ArkMenu.Item>
            <ArkMenu.Item value="delete" disabled={hasChildren} className={cx(floatingItem, css({ color: 'danger.text' }))}>
              {hasChildren ? t('categories.menu.deleteDisabled') : t('categories.menu.delete')}
            </ArkMenu.Item>
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  );
}
