import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { Button } from '../button.js';
import { Checkbox } from '../checkbox.js';
import { ChevronDownIcon } from '../icons.js';
import type { Column } from './types.js';

const box = css({ position: 'relative' });
const panel = css({
  position: 'absolute',
  insetInlineEnd: '0',
  top: 'calc(100% + 4px)',
  zIndex: 20,
  minW: '12rem',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '2',
  bg: 'bg.surface',
  color: 'fg.default',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'l2',
  boxShadow: 'card',
});
const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '2',
  py: '1.5',
  borderRadius: 'l1',
  fontSize: '14px',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
});

/** The optional columns an admin shows (ids), kept in localStorage under `key` (the list and the signed-in admin). */
export function useShownColumns(key: string | null): [Set<string>, (id: string, on: boolean) => void] {
  const read = useCallback((): Set<string> => {
    if (!key) return new Set();
    try {
      const raw = localStorage.getItem(key);
      const ids: unknown = raw ? JSON.parse(raw) : [];
      return new Set(Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : []);
    } catch {
      return new Set();
    }
  }, [key]);
  const [shown, setShown] = useState(read);
  useEffect(() => setShown(read()), [read]);
  const set = useCallback(
    (id: string, on: boolean) =>
      setShown((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        try {
          if (key) localStorage.setItem(key, JSON.stringify([...next]));
        } catch {
          // Storage refused (private mode, quota): the choice holds for this page.
        }
        return next;
      }),
    [key],
  );
  return [shown, set];
}

/** The columns a table shows: every column but the optional ones the admin has not shown. */
export const visibleColumns = <T,>(columns: Column<T>[], shown: Set<string>) => columns.filter((c) => !c.optional || shown.has(c.id));

/**
 * “Columns”: a button that opens the list of the optional columns, each a checkbox (native: Tab, Space). Escape
 * or a click outside closes it, and focus goes back to the button.
 */
export function ColumnPicker<T>({
  columns,
  shown,
  onToggle,
}: {
  columns: Column<T>[];
  shown: Set<string>;
  onToggle(id: string, on: boolean): void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const optional = useMemo(() => columns.filter((c) => c.optional), [columns]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (root.current && !e.composedPath().includes(root.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);
  if (!optional.length) return null;
  return (
    <div
      ref={root}
      className={box}
      data-part="column-picker"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <Button ref={button} variant="outline" size="sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {t('list.columns')}
        <ChevronDownIcon />
      </Button>
      <div id={id} hidden={!open} className={panel} role="group" aria-label={t('list.columns')}>
        {optional.map((c) => (
          <label key={c.id} className={option}>
            <Checkbox checked={shown.has(c.id)} onChange={(e) => onToggle(c.id, e.currentTarget.checked)} data-col={c.id} />
            {c.header}
          </label>
        ))}
      </div>
    </div>
  );
}
