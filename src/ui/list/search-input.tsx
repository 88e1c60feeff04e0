import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { useDebounced } from '../use-debounced.js';
import { TextField } from '../text-field.js';

// The / key's cap at the end of an empty search (round 11: "Press / to search" as a placeholder said a key, not what
// is searched; the label says that). Not while the field has the focus or holds text; the key says itself to
// assistive technology through aria-keyshortcuts.
const keyCap = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '6',
  h: '6',
  me: '1',
  px: '1.5',
  fontFamily: 'inherit',
  fontSize: '12px',
  color: 'fg.muted',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l1',
  bg: 'bg.subtle',
  pointerEvents: 'none',
  'input:focus ~ * > &': { display: 'none' },
});

/** A search box that commits its value after `delay` ms of quiet; follows outside changes (Back). */
export function SearchInput({
  label,
  value,
  onCommit,
  delay = 300,
  keyShortcut = false,
  shortcutHint = false,
  compact = false,
}: {
  label: string;
  value: string;
  onCommit(v: string): void;
  delay?: number;
  /** The / key reaches this field (said through aria-keyshortcuts). */
  keyShortcut?: boolean;
  /** Shows the / key's cap in the empty field (where a keyboard is likely: `useKeyboardHints`). */
  shortcutHint?: boolean;
  /** In a phone's toolbar row: the label said, not shown; the empty field shows it as its placeholder. */
  compact?: boolean;
}) {
  const t = useT();
  const [text, setText] = useState(value);
  const debounced = useDebounced(text, delay);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (debounced !== value) onCommit(debounced);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return (
    <TextField
      type="search"
      label={label}
      hideLabel={compact}
      placeholder={compact ? label : undefined}
      value={text}
      aria-keyshortcuts={keyShortcut ? '/' : undefined}
      endAdornment={
        shortcutHint && !text ? (
          <kbd className={keyCap} data-part="search-key" title={t('list.searchHint')} aria-hidden="true">
            /
          </kbd>
        ) : undefined
      }
      onChange={(e) => setText(e.target.value)}
      data-list-search=""
    />
  );
}
