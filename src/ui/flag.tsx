import { useContext, useInsertionEffect } from 'react';
import AT from 'country-flag-icons/string/3x2/AT';
import BE from 'country-flag-icons/string/3x2/BE';
import CH from 'country-flag-icons/string/3x2/CH';
import DE from 'country-flag-icons/string/3x2/DE';
import ES from 'country-flag-icons/string/3x2/ES';
import FR from 'country-flag-icons/string/3x2/FR';
import GB from 'country-flag-icons/string/3x2/GB';
import IT from 'country-flag-icons/string/3x2/IT';
import NL from 'country-flag-icons/string/3x2/NL';
import PT from 'country-flag-icons/string/3x2/PT';
import US from 'country-flag-icons/string/3x2/US';
import { css } from 'styled-system/css';
import { cx } from './cx.js';
import { adoptedSheet } from './adopted-sheet.js';
import { RootNodeContext } from './root-node.js';

// SVG flags (country-flag-icons, MIT) of the countries the directory uses: emoji flags are letter pairs
// on Windows and boxes without an emoji font. Each is a few hundred bytes, imported one by one so only
// these eleven reach the bundle. Drawn as CSS backgrounds (the CSP allows `img-src data:`), never as
// markup: one rule per country in one small stylesheet, adopted once by each root a flag renders in. A
// list of 50 rows then sets a short attribute per flag, where an <img> parsed and looked up its
// data URL for each row (2.6 ms of 50 rows' script, bench/peers next page).
const SVG: Record<string, string> = { AT, BE, CH, DE, ES, FR, GB, IT, NL, PT, US };

/** The stylesheet's text: `[data-flag=XX]` draws XX's flag. */
const flagCss = (): string =>
  Object.entries(SVG)
    .map(([code, svg]) => `[data-flag="${code}"]{background-image:url("data:image/svg+xml,${encodeURIComponent(svg)}")}`)
    .join('\n');

/** Gives a root the flags' stylesheet, once. */
const adoptFlags = adoptedSheet(flagCss);

const box = css({
  display: 'inline-block',
  flexShrink: 0,
  w: '18px',
  h: '12px',
  borderRadius: '2px',
  verticalAlign: '-1px',
  // A hairline so white parts of a flag do not melt into a white surface.
  boxShadow: '0 0 0 1px color-mix(in srgb, currentColor 18%, transparent)',
  bgSize: 'cover',
  bgPosition: 'center',
  // A flag is content: printed and kept in forced colours like an image.
  printColorAdjust: 'exact',
  forcedColorAdjust: 'none',
});
const unknown = css({
  bg: 'bg.muted',
  fontSize: '8px',
  lineHeight: '12px',
  textAlign: 'center',
  fontWeight: 'semibold',
  color: 'fg.muted',
});

export interface FlagProps {
  /** ISO 3166-1 alpha-2 code. */
  code: string | null | undefined;
  /** The country's name for assistive technology; omit when the name is written next to the flag. */
  label?: string;
  /** Shown on hover (the country's name beside its code). */
  title?: string;
  className?: string;
}

/** A country flag; a neutral box with the code for a country without a drawn flag; nothing without a code. */
export function Flag({ code, label, title, className }: FlagProps) {
  const rootOf = useContext(RootNodeContext);
  const c = code?.toUpperCase();
  const drawn = !!c && Object.hasOwn(SVG, c);
  useInsertionEffect(() => {
    if (drawn) adoptFlags(rootOf());
  }, [drawn, rootOf]);
  if (!c || !/^[A-Z]{2}$/.test(c)) return null;
  return (
    <span
      className={cx(box, !drawn && unknown, className)}
      title={title}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-flag={c}
    >
      {drawn ? null : c}
    </span>
  );
}
