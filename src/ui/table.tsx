import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { css, cx } from 'styled-system/css';

const wrap = css({ w: 'full', overflowX: 'auto', border: '1px solid', borderColor: 'border.default', borderRadius: 'l3', bg: 'bg.surface' });
const table = css({ w: 'full', borderCollapse: 'collapse', fontSize: '14px' });
const th = css({
  textAlign: 'start',
  fontWeight: 'medium',
  fontSize: '12px',
  color: 'fg.muted',
  px: '4',
  py: '2.5',
  bg: 'bg.subtle',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  whiteSpace: 'nowrap',
});
const td = css({ px: '4', py: '3', borderBottomWidth: '1px', borderColor: 'border.default', verticalAlign: 'middle' });
const tr = css({ '&:last-child > td': { borderBottom: 'none' }, _hover: { bg: 'bg.subtle' } });

export const Table = ({ className, ...p }: HTMLAttributes<HTMLTableElement>) => (
  <div className={wrap}>
    <table className={cx(table, className)} part="table" {...p} />
  </div>
);
export const TableHead = (p: HTMLAttributes<HTMLTableSectionElement>) => <thead {...p} />;
export const TableBody = (p: HTMLAttributes<HTMLTableSectionElement>) => <tbody {...p} />;
export const TableRow = ({ className, ...p }: HTMLAttributes<HTMLTableRowElement>) => <tr className={cx(tr, className)} {...p} />;
export const TableHeader = ({ className, ...p }: ThHTMLAttributes<HTMLTableCellElement>) => (
  <th scope="col" className={cx(th, className)} {...p} />
);
export const TableCell = ({ className, ...p }: TdHTMLAttributes<HTMLTableCellElement>) => <td className={cx(td, className)} {...p} />;
