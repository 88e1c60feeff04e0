import { css } from 'styled-system/css';

/** The bordered box of the activity panel's lists (the trail, Recently deleted); rows draw their own dividers. */
export const listBox = css({
  listStyle: 'none',
  m: '0',
  p: '0',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.surface',
});
