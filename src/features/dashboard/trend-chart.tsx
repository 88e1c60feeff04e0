import { useId } from 'react';
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

const svg = css({ display: 'block', w: 'full', h: '14', overflow: 'visible' });
const bar = css({ fill: 'accent.default', '@media (forced-colors: active)': { fill: 'CanvasText' } });
const baseline = css({ stroke: 'border.emphasized', strokeWidth: '1px', '@media (forced-colors: active)': { stroke: 'CanvasText' } });

/**
 * A bar chart of a card's buckets, oldest first: plain SVG, bars in the accent colour of the light or dark
 * look (CanvasText under forced colours), on a baseline so empty buckets read as zero. Hidden from screen
 * readers: the card says the total and its change in words, and ChartTable holds every value.
 */
export function BarChart({ points }: { points: readonly ChartPoint[] }) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const width = Math.max(1, points.length) * STEP;
  return (
    <svg
      className={svg}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-part="trend-chart"
    >
      <line className={baseline} x1={0} x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} vectorEffect="non-scaling-stroke" />
      {points.map((p, i) => {
        if (p.value <= 0) return null;
        const h = Math.max(MIN_BAR, (p.value / max) * (HEIGHT - 1));
        return (
          <rect key={i} className={bar} x={i * STEP + GAP / 2} width={STEP - GAP} y={HEIGHT - 1 - h} height={h}>
            <title>{`${p.label}: ${p.shown}`}</title>
          </rect>
        );
      })}
    </svg>
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
  '& th, & td': { px: '3', py: '1.5', borderTop: '1px solid', borderColor: 'border.default' },
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
