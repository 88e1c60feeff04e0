import { useSetAtom } from 'jotai';
import { forwardRef } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../i18n/index.js';
import { useHost } from '../state/host.js';
import { SearchIcon } from '../ui/icons.js';
import { Tooltip } from '../ui/tooltip.js';
import { isApplePlatform } from './palette-keys.js';
import { loadPalette, paletteOpenAtom, usePaletteAllowed } from './palette-state.js';

const wide = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  w: 'full',
  h: '9',
  px: '2.5',
  borderRadius: 'l2',
  border: '1px solid',
  borderColor: 'border.default',
  bg: 'bg.canvas',
  color: 'fg.muted',
  fontSize: '14px',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  '& svg': { flexShrink: 0 },
});
const iconOnly = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: 'full',
  h: '9',
  borderRadius: 'l2',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
});
const header = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '9',
  h: '9',
  borderRadius: 'l2',
  color: 'fg.default',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
});
const kbd = css({
  ms: 'auto',
  px: '1.5',
  borderRadius: 'l1',
  border: '1px solid',
  borderColor: 'border.default',
  bg: 'bg.surface',
  fontFamily: 'inherit',
  fontSize: '11px',
  fontWeight: 'medium',
  color: 'fg.muted',
  lineHeight: '18px',
  whiteSpace: 'nowrap',
  // A touch screen has no keyboard to press it with: no hint there (a tablet with a mouse keeps it).
  '@media (hover: none) and (pointer: coarse)': { display: 'none' },
});

/** The palette's shortcut as the platform writes it, and as `aria-keyshortcuts` names it. */
export function paletteShortcut(): { label: string; aria: string } {
  return isApplePlatform() ? { label: '⌘K', aria: 'Meta+K' } : { label: 'Ctrl K', aria: 'Control+K' };
}

// Resting the pointer on it or focusing it fetches the palette's code, so it opens at once.
const preload = () => void loadPalette().catch(() => undefined);

/**
 * Opens the command palette: in the sidebar a search field look-alike with the shortcut (an icon with a tooltip
 * when collapsed); in the header of the phone layout an icon (`place="header"`, where focus returns when the
 * palette was opened from the sidebar, which closes behind it). Nothing when the palette is off.
 */
export const SearchButton = forwardRef<HTMLButtonElement, { place: 'sidebar' | 'header'; collapsed?: boolean; onOpen?: () => void }>(
  function SearchButton({ place, collapsed = false, onOpen }, ref) {
    const t = useT();
    const setOpen = useSetAtom(paletteOpenAtom);
    const { element } = useHost();
    if (!usePaletteAllowed()) return null;
    const shortcut = paletteShortcut();
    const label = t('common.search');
    const props = {
      ref,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-keyshortcuts': shortcut.aria,
      'data-part': 'search-button',
      'data-place': place,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        onOpen?.();
        setOpen(element);
      },
    };
    if (place === 'header')
      return (
        <button {...props} aria-label={label} className={header}>
          <SearchIcon size={18} />
        </button>
      );
    if (collapsed)
      return (
        <Tooltip content={`${label} (${shortcut.label})`} placement="right" openDelay={0}>
          <button {...props} aria-label={label} className={iconOnly}>
            <SearchIcon size={18} />
          </button>
        </Tooltip>
      );
    return (
      <button {...props} className={wide}>
        <SearchIcon size={16} />
        <span>{label}</span>
        <kbd className={kbd} aria-hidden="true">
          {shortcut.label}
        </kbd>
      </button>
    );
  },
);
