import { useId, useState, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';

export interface ChartPoint {
  /** The bucket's name ("5 Nov"). */
  label: string;
  value: number;
  /** The value as shown ("1,234"). */
  shown: string;
}

/** The drawing's own units: each bucket 10 wide, 40 high; the SVG stretches them to the card's width. */
const STEP = 10;
const GAP = 2;
const HEIGHT = 40;
/** A bucket with anything in it is at least this tall, so a 1 beside a 500 still shows. */
const MIN_BAR = 1.5;

const box = css({ position: 'relative', w: 'full' });
const svg = css({ display: 'block', w: 'full', h: '14', overflow: 'visible' });
const bar = css({
  fill: 'accent.default',
  '&[data-active]': { fill: 'accent.emphasized' },
  '@media (forced-colors: active)': { fill: 'CanvasText', '&[data-active]': { fill: 'Highlight' } },
});
// Each bucket's whole column: what the pointer hovers and the keyboard focuses (a bar of 0 too).
const slot = css({
  fill: 'transparent',
  outline: 'none',
  cursor: 'default',
  '&[data-active]': { fill: 'bg.muted' },
  '@media (forced-colors: active)': { '&[data-active]': { fill: 'Canvas', stroke: 'Highlight', strokeWidth: '2px' } },
});
const baseline = css({ stroke: 'border.emphasized', strokeWidth: '1px', '@media (forced-colors: active)': { stroke: 'CanvasText' } });
// The focused bucket's column is outlined (a visible focus on a drawing stretched by preserveAspectRatio).
const focusRing = css({
  fill: 'none',
  stroke: 'accent.default',
  strokeWidth: '2px',
  pointerEvents: 'none',
  // Forced colours keep an SVG's own stroke: the ring in the system's focus colour (issue 39).
  '@media (forced-colors: active)': { stroke: 'Highlight' },
});
const tip = css({
  position: 'absolute',
  bottom: 'calc(100% + 6px)',
  transform: 'translateX(-50%)',
  px: '2',
  py: '1',
  borderRadius: 'l2',
  bg: 'fg.default',
  color: 'bg.surface',
  fontSize: '12px',
  lineHeight: '16px',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  zIndex: 1,
  fontVariantNumeric: 'tabular-nums',
  '@media (forced-colors: active)': { border: '1px solid CanvasText' },
});
const axis = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '2',
  mt: '1',
  fontSize: '11px',
  lineHeight: '14px',
  color: 'fg.muted',
  fontVariantNumeric: 'tabular-nums',
});

/**
 * A bar chart of a card's buckets, oldest first: plain SVG, bars in the accent colour of the light or dark
 * look (CanvasText under forced colours), on a baseline so empty buckets read as zero, the first and last
 * dates under it. Each bucket is an image named by its date and value ("5 Nov: 3"), shown as a tooltip on
 * hover and on focus: the chart is one tab stop, the arrow keys (Home, End) move between the buckets.
 */
export function BarChart({ points, label }: { points: readonly ChartPoint[]; label: string }) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const width = Math.max(1, points.length) * STEP;
  const [active, setActive] = useState<number | null>(null);
  const [stop, setStop] = useState(points.length - 1);
  const [focused, setFocused] = useState(false);
  const tab = Math.min(Math.max(0, stop), points.length - 1);
  const move = (e: KeyboardEvent<SVGSVGElement>) => {
    const n = points.length;
    const at = active ?? tab;
    const to =
      e.key === 'ArrowRight' || e.key === 'ArrowUp'
        ? Math.min(n - 1, at + 1)
        : e.key === 'ArrowLeft' || e.key === 'ArrowDown'
          ? Math.max(0, at - 1)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? n - 1
              : null;
    if (to === null) return;
    e.preventDefault();
    setStop(to);
    setActive(to);
    e.currentTarget.querySelector<SVGElement>(`[data-bucket="${to}"]`)?.focus();
  };
  const shown = active === null ? null : points[active];
  const first = points[0];
  const lastPoint = points[points.length - 1];
  const middle = points.length > 2 ? points[Math.floor((points.length - 1) / 2)] : undefined;
  return (
    <div className={box} data-part="trend-chart-box">
      <svg
        className={svg}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="group"
        aria-label={label}
        data-part="trend-chart"
        onKeyDown={move}
        onPointerLeave={() => !focused && setActive(null)}
      >
        <line className={baseline} x1={0} x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} vectorEffect="non-scaling-stroke" />
        {points.map((p, i) => (
          <rect
            key={`s${i}`}
            className={slot}
            x={i * STEP}
            width={STEP}
            y={0}
            height={HEIGHT}
            role="img"
            aria-label={`${p.label}: ${p.shown}`}
            tabIndex={i === tab ? 0 : -1}
            data-bucket={i}
            data-active={active === i ? '' : undefined}
            onPointerEnter={() => setActive(i)}
            onFocus={() => {
              setFocused(true);
              setStop(i);
              setActive(i);
            }}
            onBlur={() => {
              setFocused(false);
              setActive(null);
            }}
          />
        ))}
        {points.map((p, i) => {
          if (p.value <= 0) return null;
          const h = Math.max(MIN_BAR, (p.value / max) * (HEIGHT - 1));
          return (
            <rect
              key={`b${i}`}
              className={bar}
              x={i * STEP + GAP / 2}
              width={STEP - GAP}
              y={HEIGHT - 1 - h}
              height={h}
              aria-hidden="true"
              pointerEvents="none"
              data-active={active === i ? '' : undefined}
            />
          );
        })}
        {focused && active !== null && (
          <rect
            className={focusRing}
            x={active * STEP}
            width={STEP}
            y={0}
            height={HEIGHT}
            vectorEffect="non-scaling-stroke"
            aria-hidden="true"
            data-part="trend-focus"
          />
        )}
      </svg>
      {shown && active !== null && (
        <div
          className={tip}
          aria-hidden="true"
          data-part="trend-tooltip"
          style={{ left: `clamp(3rem, ${((active + 0.5) / points.length) * 100}%, calc(100% - 3rem))` }}
        >
          {`${shown.label}: ${shown.shown}`}
        </div>
      )}
      {first && lastPoint && (
        <div className={axis} aria-hidden="true" data-part="trend-axis">
          <span>{first.label}</span>
          {middle && <span>{middle.label}</span>}
          {points.length > 1 && <span>{lastPoint.label}</span>}
        </div>
      )}
    </div>
  );
}

const region = css({
  maxH: '16rem',
  overflowY: 'auto',
  borderRadius: 'l2',
  border: '1px solid',
  borderColor: 'border.default',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});
const table = css({
  w: 'full',
  fontSize: '13px',
  borderCollapse: 'collapse',
  '& caption': { textAlign: 'start', fontWeight: 'medium', px: '3', py: '2', color: 'fg.default' },
  // Each rule in the theme's subtle border colour (a `borderTop` shorthand alone draws it in the text colour).
  '& th, & td': { px: '3', py: '1.5', borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: 'border.default' },
  '& thead th': { position: 'sticky', top: '0', bg: 'bg.subtle', color: 'fg.muted', fontWeight: 'medium', textAlign: 'start' },
  '& tbody th': { fontWeight: 'normal', textAlign: 'start' },
  '& td, & thead th:last-child': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

/**
 * The chart as a table (the card's "Show as table"): a caption, one row per bucket. It scrolls inside its
 * own box past 16rem (52 weeks), which is then a named region in the tab order, so the keyboard can scroll it.
 */
export function ChartTable({
  id,
  hidden,
  caption,
  bucketHeader,
  valueHeader,
  points,
}: {
  id: string;
  hidden: boolean;
  caption: string;
  bucketHeader: string;
  valueHeader: string;
  points: readonly ChartPoint[];
}) {
  const captionId = useId();
  return (
    <div id={id} hidden={hidden} className={region} role="region" aria-labelledby={captionId} tabIndex={0} data-part="trend-table">
      <table className={table}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{bucketHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p, i) => (
            <tr key={i}>
              <th scope="row">{p.label}</th>
              <td>{p.shown}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
