import { useId, type MouseEvent } from 'react';
import { css } from 'styled-system/css';
import { errorBox as box, errorHeading as heading } from './form-error.js';

/** One field in error: its input's id (in the same root), its label and its error, as shown next to it. */
export interface SummaryItem {
  id: string;
  label: string;
  error: string;
}

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
 * Every field a submit found in error, at the top of the form (WCAG 3.3.1, issue 38), each field a button that
 * takes the focus to it. The errors are also next to their fields, and the first field in error takes the focus,
 * which a screen reader says with its error: that is the one announcement (tests/a11y/forms: never both a focus move
 * and a live region), so the summary is a labelled group, not an alert. Nothing when none is in error.
 */
export function ErrorSummary({ title, items }: { title: string; items: readonly SummaryItem[] }) {
  const titleId = useId();
  if (!items.length) return null;
  const focus = (e: MouseEvent<HTMLElement>, id: string) =>
    ((e.currentTarget.getRootNode() as Document | ShadowRoot).getElementById(id) as HTMLElement | null)?.focus();
  return (
    <div role="group" aria-labelledby={titleId} data-part="error-summary" className={box}>
      <p id={titleId} className={heading}>
        {title}
      </p>
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
