import type { HTMLAttributes } from 'react';
import { css } from 'styled-system/css';
import { cx } from './cx.js';

export const cardStyle = css({
  bg: 'bg.surface',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'l3',
  boxShadow: 'card',
  p: '5',
});

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(cardStyle, className)} {...rest} />;
}

/**
 * A card that is the whole page (sign-in, activation, reset): on a phone the form itself, without the frame, its
 * padding and margins (design round 12: a bordered card with 32 px inside 16 px margins wrapped the title at 320 px).
 * With `pageOnPhone` on the page around it.
 */
export const bleedOnPhone = css({ smDown: { border: 'none', boxShadow: 'none', bg: 'transparent', p: '1', maxW: 'none' } });
export const pageOnPhone = css({ smDown: { bg: 'bg.surface', px: '5' } });
