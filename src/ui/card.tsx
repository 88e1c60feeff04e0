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
