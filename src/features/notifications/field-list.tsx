import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '9rem 1fr' },
  gap: { base: '0.5', sm: '3' },
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  fontSize: '14px',
});

/** A notification's fields as label and value (the summary after a send, a sent one's detail); labels stack on a phone. */
export function FieldList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl>
      {rows.map(([k, v]) => (
        <div key={k} className={row}>
          <dt className={css({ color: 'fg.muted' })}>{k}</dt>
          <dd className={css({ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' })}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
