import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { cx } from '../../ui/cx.js';
import { useT } from '../../i18n/index.js';
import { MoreIcon } from '../../ui/icons.js';
import { MenuContent, MenuTrigger } from '../../ui/menu.js';
import { floatingItem, floatingPanel } from '../../ui/popover-styles.js';
import { ArkEnvironment } from '../../ui/ark-environment.js';

export type RowAction = 'addSub' | 'rename' | 'delete';

// The menu restores focus to its trigger as it closes; a modal opened in the same tick would see that
// as focus outside and close again, so the action runs once the menu has finished closing.
const defer = (fn: () => void) => setTimeout(() => requestAnimationFrame(fn), 0);

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
  // Items act on click too: inside a shadow root Ark's pointer selection does not always reach onSelect.
  const last = useRef({ value: '', at: 0 });
  const select = (value: RowAction) => {
    const now = Date.now();
    if ((last.current.value === value && now - last.current.at < 500) || (value === 'delete' && hasChildren)) return;
    last.current = { value, at: now };
    defer(() => onAction(value));
  };
  return (
    <ArkEnvironment>
      <ArkMenu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }} onSelect={(d) => select(d.value as RowAction)}>
        <MenuTrigger
          aria-label={t('categories.rowMenu', { name: label })}
          className={trigger}
          tabIndex={tabIndex}
          disabled={disabled}
          data-cell="menu"
        >
          {/* Dots of 3 px: at 16 px and the kit's stroke they are antialiased to under 3:1 (WCAG 1.4.11). */}
          <MoreIcon size={20} strokeWidth={3.5} />
        </MenuTrigger>
        <Portal>
          <ArkMenu.Positioner>
            <MenuContent className={floatingPanel}>
              <ArkMenu.Item value="addSub" onClick={() => select('addSub')} className={floatingItem}>
                {t('categories.menu.addSub')}
              </ArkMenu.Item>
              <ArkMenu.Item value="rename" onClick={() => select('rename')} className={floatingItem}>
                {t('categories.menu.rename')}
              </ArkMenu.Item>
              <ArkMenu.Item
                value="delete"
                onClick={() => select('delete')}
                disabled={hasChildren}
                className={cx(floatingItem, css({ color: 'danger.text' }))}
              >
                {hasChildren ? t('categories.menu.deleteDisabled') : t('categories.menu.delete')}
              </ArkMenu.Item>
            </MenuContent>
          </ArkMenu.Positioner>
        </Portal>
      </ArkMenu.Root>
    </ArkEnvironment>
  );
}
