import type { MouseEvent } from 'react';
import { css } from 'styled-system/css';

/** One field in error: its input's id (in the same root), its label and its error, as shown next to it. */
export interface SummaryItem {
  id: string;
  label: string;
  error: string;
}

// A border as well as a tint, like the form's error box: visible in forced colours too.
const box = css({
  p: '3',
  borderRadius: 'l2',
  border: '1px solid',
  borderColor: 'danger.default',
  bg: 'danger.subtle',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
});
const heading = css({ fontWeight: 'semibold', color: 'danger.text' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', m: '0', p: '0' });
const pick = css({
  textAlign: 'start',
  color: 'fg.default',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  borderRadius: 'l1',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});

/**
 * Every field a submit found in error, at the top of the form (WCAG 3.3.1, issue 38): an alert, said once as it
 * appears (the form remounts it, `key`, on each submit), each field a button that takes the focus to it. The
 * errors are also next to their fields; the first field in error has the focus. Nothing when none is in error.
 */
export function ErrorSummary({ title, items }: { title: string; items: readonly SummaryItem[] }) {
  if (!items.length) return null;
  const focus = (e: MouseEvent<HTMLElement>, id: string) =>
    ((e.currentTarget.getRootNode() as Document | ShadowRoot).getElementById(id) as HTMLElement | null)?.focus();
  return (
    <div role="alert" data-part="error-summary" className={box}>
      <p className={heading}>{title}</p>
      <ul className={list}>
        {items.map((i) => (
          <li key={i.id}>
            <button type="button" className={pick} data-field={i.id} onClick={(e) => focus(e, i.id)}>
              {i.label}: {i.error}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
