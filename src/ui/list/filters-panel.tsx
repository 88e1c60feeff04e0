import { useId, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { Button } from '../button.js';
import { ChevronDownIcon } from '../icons.js';

const panel = css({ border: '1px solid', borderColor: 'border.default', borderRadius: 'l3', bg: 'bg.surface' });
const grid = css({
  display: 'grid',
  gap: '4',
  p: '4',
  pt: '0',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  alignItems: 'end',
});

/** Collapsible filters panel (open by default) with an optional clear-filters action. */
export function FiltersPanel({ children, onClear }: { children: ReactNode; onClear?: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <section className={panel} aria-label={t('list.filters')} data-part="filters">
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', p: '2' })}>
        <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          <ChevronDownIcon className={css({ transition: 'transform 120ms', transform: open ? 'none' : 'rotate(-90deg)' })} />
          {t('list.filters')}
        </Button>
        {onClear && (
          <Button variant="ghost" size="sm" onClick={onClear} data-part="clear-filters">
            {t('list.clearFilters')}
          </Button>
        )}
      </div>
      <div id={id} hidden={!open} className={grid}>
        {children}
      </div>
    </section>
  );
}
