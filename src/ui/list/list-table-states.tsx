import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { SkeletonText } from '../skeleton.js';
import { TableCell, TableRow, fitCell } from '../table.js';
import { selectPlace, type PlaceOf } from './list-table-places.js';
import type { Column } from './types.js';

const srOnly = css({ srOnly: true });
const SKELETON_WIDTHS = ['72%', '56%', '84%', '64%'];

/** One row of one cell across the table: the error with its retry, or the empty state. */
export const SingleRow = ({ cols, children }: { cols: number; children: ReactNode }) => (
  <TableRow>
    <TableCell colSpan={cols}>{children}</TableCell>
  </TableRow>
);

/** Skeleton rows while the first page loads, in the table's columns; the first cell says it is loading. */
export function SkeletonRows<T>(p: { count: number; columns: Column<T>[]; selection: boolean; menu: boolean; place: PlaceOf<T> }) {
  const t = useT();
  return Array.from({ length: p.count }, (_, r) => (
    <TableRow key={r} data-skeleton="">
      {p.selection && (
        <TableCell {...selectPlace}>
          <span aria-hidden="true" className={css({ display: 'block', w: '4', h: '4', borderRadius: 'l1', bg: 'bg.muted' })} />
        </TableCell>
      )}
      {p.columns.map((c, i) => (
        <TableCell key={c.id} {...p.place(c, i, false)}>
          {r === 0 && i === 0 && (
            <span role="status" className={srOnly}>
              {t('common.loading')}
            </span>
          )}
          {c.skeleton ? c.skeleton() : <SkeletonText width={SKELETON_WIDTHS[(r + i) % SKELETON_WIDTHS.length]} />}
        </TableCell>
      ))}
      {p.menu && (
        <TableCell className={fitCell}>
          <span aria-hidden="true" className={css({ display: 'block', w: '8', h: '8' })} />
        </TableCell>
      )}
    </TableRow>
  ));
}
