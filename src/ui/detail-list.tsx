import { Fragment, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { SkeletonText } from './skeleton.js';

/** One word with no space that reads as an e-mail address or a web address. */
const ADDRESS = /^(?:[^\s@]*@[^\s@]+|[a-z][a-z0-9+.-]*:\/\/\S+|www\.\S+)$/i;

/**
 * An e-mail or web address, or an @username, with break opportunities (`<wbr>`) after its `@`, dots and slashes, so a line too narrow
 * for it breaks at those points ("ada.lovelace@" / "example.com"), not in the middle of a word; `overflow-wrap:
 * anywhere` stays the last resort for a part wider than the line. Any other value is given back as it is.
 */
export function breakableAddress(value: ReactNode): ReactNode {
  if (typeof value !== 'string' || !ADDRESS.test(value)) return value;
  const parts = value.split(/(?<=[@./])/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}

// An e-mail address in a detail list: it may wrap after its @ only, each part on one line, cut with an ellipsis
// when wider than the line (its title says it all). No tooltip here: the drawers' chunk stays light.
const addressPart = css({
  display: 'inline-block',
  maxW: 'full',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'top',
});

/** An e-mail address that wraps after its `@` only, never inside a word (design review: "….example." / "com"). */
export function EmailValue({ value }: { value: string }) {
  const at = value.indexOf('@');
  const head = at > 0 && at < value.length - 1 ? value.slice(0, at + 1) : '';
  return (
    <span title={value} className={css({ overflowWrap: 'normal', wordBreak: 'normal' })} data-part="email-value">
      {head && <span className={addressPart}>{head}</span>}
      {head && <wbr />}
      <span className={addressPart}>{value.slice(head.length)}</span>
    </span>
  );
}

const DASH = '—';
const section = css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' });
const sectionTitle = css({ fontSize: '15px', fontWeight: 'semibold' });
// Two columns of label and value while the drawer is wide enough, one under the other below (320 px).
const list = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  columnGap: '5',
  rowGap: '3',
  m: '0',
});
const label = css({ color: 'fg.muted', fontSize: '13px' });
const value = css({ fontSize: '14px', overflowWrap: 'anywhere', m: '0' });

/** A part of a detail drawer: its heading (h3, under the drawer's h2) and content. */
export function DetailSection({ title, part, children }: { title: ReactNode; part?: string; children: ReactNode }) {
  return (
    <section className={section} data-part={part}>
      <h3 className={sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** One field: its label, its value (a dash when empty), `field` its `data-field`. */
export type DetailField = readonly [field: string, label: string, value: ReactNode];

/** Fields as a description list; an empty value shows a dash. */
export function DetailList({ fields }: { fields: readonly DetailField[] }) {
  return (
    <dl className={list}>
      {fields.map(([field, l, v]) => (
        <div key={field} data-field={field} className={css({ minW: '0' })}>
          <dt className={label}>{l}</dt>
          <dd className={value}>{v === null || v === undefined || v === '' ? DASH : breakableAddress(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The shape of a detail list while it loads: `rows` label and value pairs. */
export function DetailListSkeleton({ rows }: { rows: number }) {
  return (
    <div className={list} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i}>
          <SkeletonText width="40%" className={label} />
          <SkeletonText width={i % 2 ? '60%' : '80%'} className={value} />
        </div>
      ))}
    </div>
  );
}
