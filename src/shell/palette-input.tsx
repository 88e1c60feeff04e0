import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import type { KeyboardEvent, RefObject } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../i18n/index.js';
import { SearchIcon, XIcon } from '../ui/icons.js';
import { closeIconButton } from '../ui/modal-styles.js';

const inputRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  ps: '4',
  pe: '2',
  h: '14',
  flexShrink: 0,
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border.default',
  color: 'fg.muted',
  // The input itself draws no ring (it fills the row): the row shows where the focus is.
  _focusWithin: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '-2px', borderTopRadius: 'l3' },
});
const input = css({
  flex: 1,
  minW: 0,
  h: 'full',
  bg: 'transparent',
  color: 'fg.default',
  // 16 px: a phone does not zoom into the field.
  fontSize: '16px',
  outline: 'none',
  _focusVisible: { outline: 'none' },
  _placeholder: { color: 'fg.subtle' },
  '&::-webkit-search-cancel-button': { display: 'none' },
});

/** The palette's combobox input (the focus stays there) and its close button. */
export function PaletteInput(p: {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  /** Whether the listbox shows options, and its id. */
  expanded: boolean;
  listId: string;
  /** The active option's element id. */
  activeDescendant: string | undefined;
  onType(value: string): void;
  /** The input took the focus: what was typed before it could (palette-typeahead.ts) is added to it. */
  onFocus(): void;
  onKeyDown(e: KeyboardEvent<HTMLInputElement>): void;
}) {
  const t = useT();
  return (
    <div className={inputRow}>
      <SearchIcon size={18} />
      <input
        ref={p.inputRef}
        className={input}
        type="text"
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={p.expanded}
        aria-controls={p.expanded ? p.listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={p.activeDescendant}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        value={p.value}
        onChange={(e) => p.onType(e.target.value)}
        onFocus={p.onFocus}
        onKeyDown={p.onKeyDown}
      />
      <ArkDialog.CloseTrigger className={closeIconButton} aria-label={t('common.close')}>
        <XIcon />
      </ArkDialog.CloseTrigger>
    </div>
  );
}
