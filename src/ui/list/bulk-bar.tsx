import type { KeyboardEvent, MouseEvent } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { Button, buttonRecipe } from '../button.js';
import { cx } from '../cx.js';
import { ChevronDownIcon, XIcon } from '../icons.js';
import type { MenuItem } from '../menu.js';
import { RowMenu } from './row-menu.js';
import { LIST_TAB_STOP } from './list-table-places.js';
import { MAX_LIST_RECIPIENTS } from '../../api/contract/constants.js';
import type { BulkAction } from './use-bulk.js';
import type { SelectionState } from './use-selection.js';

/** Below this width of the list (a phone, 320–390 px) the bar is one line: the count, an Actions menu, clear. */
// The container queries are written out in each style: a computed key would leave the call to Panda's runtime
// (scripts/panda-static.ts turns only literal style objects into class strings), which the panels do not load.

// Issue 38, item 7: after the table, stuck to the bottom of the viewport while the table goes on below it, so
// a row ticked low on the page shows its bar; at the end of the list it sits under the last row (its own place
// in the flow is the room that keeps the last row uncovered). The dock is what sticks (and what rows keep clear
// of, clear-of-bar.ts); it is also the container whose width picks the bar's layout.
const dock = css({ position: 'sticky', bottom: '3', zIndex: 5, containerType: 'inline-size' });
const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  borderRadius: 'l2',
  border: '1px solid',
  borderColor: 'accent.default',
  bg: 'bg.surface',
  boxShadow: 'card',
  color: 'fg.default',
  fontSize: '14px',
  '@container (max-width: 36rem)': { flexWrap: 'nowrap', px: '2', gap: '1.5' },
});
const count = css({ '@container (max-width: 36rem)': { whiteSpace: 'nowrap', minW: '0' } });
const actions = css({
  ms: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '2',
  minW: '0',
  '@container (max-width: 36rem)': { flexWrap: 'nowrap', flexShrink: 0, gap: '1' },
});
const wideOnly = css({ '@container (max-width: 36rem)': { display: 'none' } });
const narrowOnly = css({ '@container (min-width: 36rem)': { display: 'none' } });
const clearBtn = css({ '@container (max-width: 36rem)': { px: '2' } });
const wideText = css({ '@container (max-width: 36rem)': { srOnly: true } });
const menuTrigger = cx(buttonRecipe({ variant: 'outline', size: 'sm' }), narrowOnly, css({ gap: '1', px: '2.5' }));

/**
 * Shown while rows are selected: count, "select every matching row", enable/disable, "Send notification" (when
 * the screen gives `onNotify`, for at most MAX_LIST_RECIPIENTS rows), clear. On a phone (issue 38) it is one
 * line: the count, an "Actions" menu holding the actions, and clear (an icon, named by its words).
 */
export function BulkBar<T>({
  selection,
  total,
  onRun,
  onNotify,
}: {
  selection: SelectionState<T>;
  total: number;
  onRun(a: BulkAction): void;
  onNotify?: (() => void) | undefined;
}) {
  const t = useT();
  const n = selection.allMatching ? total : selection.picked.size;
  if (!n) return null;
  const more = !selection.allMatching && total > n;
  const notify = onNotify && n <= MAX_LIST_RECIPIENTS ? onNotify : undefined;
  // The bar goes with the selection: the focus goes to the list's row that is its Tab stop, not to the page.
  const clear = (e: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    const root = e.currentTarget.getRootNode() as ParentNode;
    selection.clear();
    requestAnimationFrame(() =>
      (root.querySelector<HTMLElement>(LIST_TAB_STOP) ?? root.querySelector<HTMLElement>('[data-part=list-table] tr[data-row]'))?.focus(),
    );
  };
  const items = (): MenuItem[] => [
    ...(more
      ? [{ value: 'all', label: t('list.bulk.selectAllMatching', { count: total }), onSelect: () => selection.setAllMatching(true) }]
      : []),
    { value: 'enable', label: t('list.bulk.enable'), onSelect: () => onRun('enable') },
    { value: 'disable', label: t('list.bulk.disable'), onSelect: () => onRun('disable') },
    ...(notify ? [{ value: 'notify', label: t('list.bulk.notify'), onSelect: notify }] : []),
  ];
  return (
    // A run that ends takes the bar away with the selection: the focus rescue (ui/focus.ts) takes the focus to the
    // list's Tab stop, not to the page's heading (issue 38, round 9).
    <div className={dock} data-part="bulk-dock" data-focus-fallback={LIST_TAB_STOP}>
      <div
        className={bar}
        role="region"
        aria-label={t('list.bulk.label')}
        data-part="bulk-bar"
        // Escape in the bar lets go of the selection, as on the rows (design round 13); not from its open Actions menu,
        // whose keys come here through React from its portal.
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || e.defaultPrevented || !e.currentTarget.contains(e.target as Node)) return;
          e.preventDefault();
          clear(e);
        }}
      >
        <span className={count} aria-live="polite" data-part="bulk-count">
          {t('list.bulk.selected', { count: n })}
        </span>
        {more && (
          <Button
            variant="soft"
            size="sm"
            // Its words wrap on a narrow phone rather than leave the viewport.
            className={cx(wideOnly, css({ whiteSpace: 'normal', h: 'auto', minH: '8', py: '1', textAlign: 'start', maxW: 'full' }))}
            onClick={() => selection.setAllMatching(true)}
            data-part="select-all-matching"
          >
            {t('list.bulk.selectAllMatching', { count: total })}
          </Button>
        )}
        <span className={actions}>
          <Button variant="outline" size="sm" className={wideOnly} onClick={() => onRun('enable')} data-part="bulk-enable">
            {t('list.bulk.enable')}
          </Button>
          <Button variant="outline" size="sm" className={wideOnly} onClick={() => onRun('disable')} data-part="bulk-disable">
            {t('list.bulk.disable')}
          </Button>
          {notify && (
            <Button variant="outline" size="sm" className={wideOnly} onClick={notify} data-part="bulk-notify">
              {t('list.bulk.notify')}
            </Button>
          )}
          {/* The phone's Actions menu: the menu's code is loaded on its first use (as a row's), not with the list. */}
          <RowMenu
            label={t('common.actions')}
            placement="top-end"
            className={menuTrigger}
            trigger={
              <>
                {t('common.actions')}
                <ChevronDownIcon size={14} />
              </>
            }
            items={items}
          />
          <Button variant="soft" size="sm" onClick={clear} data-part="bulk-clear" className={clearBtn}>
            <XIcon size={16} className={narrowOnly} />
            <span className={wideText}>{t('list.bulk.clear')}</span>
          </Button>
        </span>
      </div>
    </div>
  );
}
