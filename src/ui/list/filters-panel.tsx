import { useId, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { Button } from '../button.js';
import { ChevronDownIcon } from '../icons.js';

export const filtersBox = css({ border: '1px solid', borderColor: 'border.default', borderRadius: 'l3', bg: 'bg.surface' });
export const filtersGrid = css({
  display: 'grid',
  gap: '4',
  p: '4',
  pt: '0',
  // Four to a row where they fit (a 1280 px window): the Customers' switch beside its three fields, not under them.
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(auto-fit, minmax(12rem, 1fr))' },
  alignItems: 'end',
});

/** A phone's width (issue 38, item 3): the filters start closed, so the first row is above the fold. */
const PHONE = '(max-width: 640px)';
const startsOpen = () => typeof matchMedia !== 'function' || !matchMedia(PHONE).matches;

/**
 * Collapsible filters panel (open by default, closed on a phone) with an optional clear-filters action; its
 * button says how many filters are set (`active`): “Filters · 2”.
 */
/** Clear filters shows only while a filter is active (`active` > 0; round 7: it showed on an unfiltered list). */
export function FiltersPanel({ children, onClear, active = 0 }: { children: ReactNode; onClear?: () => void; active?: number }) {
  const t = useT();
  const [open, setOpen] = useState(startsOpen);
  const id = useId();
  return (
    <section className={filtersBox} aria-label={t('list.filters')} data-part="filters">
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', p: '2' })}>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          data-part="filters-toggle"
          data-active={active}
        >
          <ChevronDownIcon className={css({ transition: 'transform 120ms', transform: open ? 'none' : 'rotate(-90deg)' })} />
          {active > 0 ? t('list.filtersActive', { count: active }) : t('list.filters')}
        </Button>
        {onClear && active > 0 && (
          <Button variant="ghost" size="sm" onClick={onClear} data-part="clear-filters">
            {t('list.clearFilters')}
          </Button>
        )}
      </div>
      <div id={id} hidden={!open} className={filtersGrid}>
        {children}
      </div>
    </section>
  );
}
