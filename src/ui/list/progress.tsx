import { css } from 'styled-system/css';

const track = css({ h: '2', w: 'full', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' });
const fill = css({ h: 'full', bg: 'accent.default', transition: 'width 120ms' });

/** A labelled progress bar (max 0 shows an indeterminate empty bar). */
export function Progress({ label, value, max }: { label: string; value: number; max: number }) {
  const pct = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <span className={css({ fontSize: '13px', color: 'fg.muted' })}>{label}</span>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max || 100}
        aria-valuenow={max ? value : 0}
        className={track}
      >
        <div className={fill} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
