import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { MoreIcon } from '../icons.js';
import type { MenuItem } from '../menu.js';
import { RowMenu } from './row-menu.js';
import { EmptyState, ErrorState, LoadingState } from '../states.js';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../table.js';
import type { Column, Selection } from './types.js';

export interface ListTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowId(row: T): number;
  rowLabel(row: T): string;
  loading: boolean;
  fetching?: boolean;
  error: unknown;
  onRetry(): void;
  emptyText: string;
  selection?: Selection;
  menu?(row: T): MenuItem[];
}

const rowStyle = css({ _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '-2px' } });
const menuBtn = css({ w: '8', h: '8', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', borderRadius: 'l2', _hover: { bg: 'bg.muted' }, _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' } });
const box = css({ w: '4', h: '4', accentColor: 'var(--colors-accent-default)' });

/** The list table: loading, error with retry, empty; selection; row menus; roving tabindex on rows. */
export function ListTable<T>(p: ListTableProps<T>) {
  const t = useT();
  const [focus, setFocus] = useState(0);
  const cols = p.columns.length + (p.selection ? 1 : 0) + (p.menu ? 1 : 0);
  const rows = p.rows ?? [];

  const onKeyDown = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    const trs = [...e.currentTarget.querySelectorAll<HTMLTableRowElement>('tr[data-row]')];
    const i = trs.indexOf(e.target as HTMLTableRowElement);
    if (i < 0) return;
    const go = (n: number) => {
      e.preventDefault();
      const k = Math.max(0, Math.min(trs.length - 1, n));
      setFocus(k);
      trs[k]?.focus();
    };
    if (e.key === 'ArrowDown') go(i + 1);
    else if (e.key === 'ArrowUp') go(i - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(trs.length - 1);
    else if (e.key === 'Enter') {
      const trigger = trs[i]?.querySelector<HTMLButtonElement>('[aria-haspopup]');
      if (trigger) {
        e.preventDefault();
        trigger.focus();
        trigger.click();
      }
    }
  };

  const ids = rows.map(p.rowId);
  const allOnPage = ids.length > 0 && ids.every((id) => p.selection?.isSelected(id));
  const single = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={cols}>{content}</TableCell>
    </TableRow>
  );
  return (
    <Table aria-label={p.label} aria-busy={p.loading || p.fetching || undefined} data-part="list-table">
      <TableHead>
        <TableRow>
          {p.selection && (
            <TableHeader className={css({ w: '10' })}>
              <input type="checkbox" className={box} aria-label={t('list.selectPage')} checked={allOnPage} disabled={!ids.length} onChange={() => p.selection!.togglePage(ids)} />
            </TableHeader>
          )}
          {p.columns.map((c) => (
            <TableHeader key={c.id} data-col={c.id}>
              {c.header}
            </TableHeader>
          ))}
          {p.menu && <TableHeader className={css({ w: '12' })}>{t('common.actions')}</TableHeader>}
        </TableRow>
      </TableHead>
      <TableBody onKeyDown={onKeyDown} className={p.fetching && !p.loading ? css({ opacity: 0.6 }) : undefined}>
        {p.loading && !p.rows
          ? single(<LoadingState />)
          : p.error && !p.rows
            ? single(<ErrorState onRetry={p.onRetry} />)
            : rows.length === 0
              ? single(<EmptyState title={p.emptyText} />)
              : rows.map((row, i) => {
                  const id = p.rowId(row);
                  const label = p.rowLabel(row);
                  return (
                    <TableRow key={id} data-row={id} tabIndex={i === Math.min(focus, rows.length - 1) ? 0 : -1} aria-label={label} className={rowStyle} onFocus={(e) => e.target === e.currentTarget && setFocus(i)}>
                      {p.selection && (
                        <TableCell>
                          <input type="checkbox" className={box} aria-label={t('list.selectRow', { name: label })} checked={p.selection.isSelected(id)} onChange={() => p.selection!.toggle(id)} />
                        </TableCell>
                      )}
                      {p.columns.map((c) => (
                        <TableCell key={c.id} data-col={c.id}>
                          {c.cell(row)}
                        </TableCell>
                      ))}
                      {p.menu && (
                        <TableCell>
                          <RowMenu trigger={<MoreIcon />} label={t('list.rowActions', { name: label })} className={menuBtn} items={() => p.menu!(row)} />
                        </TableCell>
                      )}
                    </TableRow>
                  );
                })}
      </TableBody>
    </Table>
  );
}
