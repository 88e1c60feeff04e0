import { css } from 'styled-system/css';

/** The Sessions and API tokens cards: a heading (focusable, a focus target after a row goes), a line, the rows. */
export const sectionHead = css({ display: 'flex', alignItems: 'flex-start', gap: '3', flexWrap: 'wrap', justifyContent: 'space-between' });
/** The heading and its line: the header's button beside them when there is room, under them on a phone. */
export const sectionIntro = css({ flex: '1 1 20rem', minW: '0' });
export const sectionTitle = css({ fontSize: '16px', fontWeight: 'semibold', outline: 'none' });
export const sectionText = css({ mt: '1', color: 'fg.muted', fontSize: '14px' });
export const rows = css({ listStyle: 'none', p: '0', m: '0', mt: '4', display: 'flex', flexDirection: 'column' });
export const row = css({
  display: 'flex',
  gap: '3',
  py: '3',
  alignItems: 'flex-start',
  flexWrap: { base: 'wrap', sm: 'nowrap' },
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border.default',
});
// Wide enough for its facts, else the row's button goes under them (a phone).
export const rowMain = css({ flex: '1 1 16rem', minW: '0', display: 'flex', flexDirection: 'column', gap: '1' });
export const rowTitle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'medium',
  overflowWrap: 'break-word',
});
export const facts = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '3',
  rowGap: '0.5',
  fontSize: '13px',
  '& dt': { color: 'fg.muted' },
  '& dd': { minW: '0', overflowWrap: 'break-word' },
});
export const muted = css({ color: 'fg.muted' });
