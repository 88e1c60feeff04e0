import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { Button } from '../button.js';
import { MAX_LIST_RECIPIENTS } from '../../api/contract/constants.js';
import type { BulkAction } from './use-bulk.js';
import type { SelectionState } from './use-selection.js';

// Issue 38, item 7: after the table, stuck to the bottom of the viewport while the table goes on below it, so
// a row ticked low on the page shows its bar; at the end of the list it sits under the last row (its own place
// in the flow is the room that keeps the last row uncovered).
const bar = css({
  position: 'sticky',
  bottom: '3',
  zIndex: 5,
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
});

/**
 * Shown while rows are selected: count, "select every matching row", enable/disable, "Send notification" (when
 * the screen gives `onNotify`, for at most MAX_LIST_RECIPIENTS rows), clear.
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
  const count = selection.allMatching ? total : selection.picked.size;
  if (!count) return null;
  return (
    <div className={bar} role="region" aria-label={t('list.bulk.label')} data-part="bulk-bar">
      <span aria-live="polite">{t('list.bulk.selected', { count })}</span>
      {!selection.allMatching && total > count && (
        <Button
          variant="ghost"
          size="sm"
          // Its words wrap on a narrow phone rather than leave the viewport.
          className={css({ whiteSpace: 'normal', h: 'auto', minH: '8', py: '1', textAlign: 'start', maxW: 'full' })}
          onClick={() => selection.setAllMatching(true)}
          data-part="select-all-matching"
        >
          {t('list.bulk.selectAllMatching', { count: total })}
        </Button>
      )}
      <span className={css({ ms: 'auto', display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '2', minW: '0' })}>
        <Button variant="outline" size="sm" onClick={() => onRun('enable')} data-part="bulk-enable">
          {t('list.bulk.enable')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onRun('disable')} data-part="bulk-disable">
          {t('list.bulk.disable')}
        </Button>
        {onNotify && count <= MAX_LIST_RECIPIENTS && (
          <Button variant="outline" size="sm" onClick={onNotify} data-part="bulk-notify">
            {t('list.bulk.notify')}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={selection.clear}>
          {t('list.bulk.clear')}
        </Button>
      </span>
    </div>
  );
}
