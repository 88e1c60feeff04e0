import { css } from 'styled-system/css';
import { useT } from '../i18n/index.js';

const footer = css({
  display: { base: 'none', md: 'flex' },
  alignItems: 'center',
  gap: '4',
  flexShrink: 0,
  px: '4',
  py: '2',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: 'border.default',
  fontSize: '12px',
  color: 'fg.muted',
  // A touch screen (a tablet held in the hand) has no keys to press: no legend either.
  '@media (hover: none) and (pointer: coarse)': { display: 'none' },
});
const kbd = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '5',
  h: '5',
  px: '1',
  me: '1',
  borderRadius: 'l1',
  border: '1px solid',
  borderColor: 'border.default',
  bg: 'bg.subtle',
  fontFamily: 'inherit',
  fontSize: '11px',
  fontWeight: 'medium',
  color: 'fg.default',
});

/** The keys' legend (hidden from assistive technology, and on a phone): move, open, close. */
export function PaletteFooter() {
  const t = useT();
  return (
    <div className={footer} aria-hidden="true">
      <span>
        <kbd className={kbd}>↑</kbd>
        <kbd className={kbd}>↓</kbd>
        {t('search.keys.move')}
      </span>
      <span>
        <kbd className={kbd}>↵</kbd>
        {t('search.keys.open')}
      </span>
      <span>
        <kbd className={kbd}>Esc</kbd>
        {t('search.keys.close')}
      </span>
    </div>
  );
}
