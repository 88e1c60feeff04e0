import { css } from 'styled-system/css';

export const floatingPanel = css({
  bg: 'bg.surface',
  color: 'fg.default',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'l3',
  boxShadow: 'overlay',
  p: '1',
  minW: '10rem',
  maxH: '20rem',
  overflowY: 'auto',
  zIndex: 60,
  outline: 'none',
  _open: { animation: 'slideIn 120ms ease-out' },
});

export const floatingItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '2.5',
  py: '1.5',
  borderRadius: 'l2',
  fontSize: '14px',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  _highlighted: { bg: 'bg.subtle' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  '&[data-state=checked]': { fontWeight: 'medium' },
});
