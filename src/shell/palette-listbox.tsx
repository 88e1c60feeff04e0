import type { RefObject } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../i18n/index.js';
import { Badge } from '../ui/badge.js';
import { cx } from '../ui/cx.js';
import { Highlight } from '../ui/highlight.js';
import type { PaletteGroup, PaletteOption } from './palette-options.js';

// The listbox scrolls itself (the combobox's popup: no focusable element of its own, the input drives it).
const list = css({ flex: '0 1 auto', minH: 0, overflowY: 'auto', p: '2', scrollPaddingBlock: '2', overscrollBehavior: 'contain' });
const groupLabel = css({ px: '2.5', pt: '2', pb: '1', fontSize: '12px', fontWeight: 'semibold', color: 'fg.muted' });
// The active option (aria-selected) is tinted and marked by a bar in the accent at its start, 3:1 against a plain
// option in every look (WCAG 1.4.11; the menus' items do the same, ui/popover-styles.ts); in forced colours it takes
// Highlight and HighlightText, its icon, detail line and matched text inherit that colour, and a badge is forced again
// (forced-color-adjust: none keeps Chromium's Canvas backplate from hiding the text).
const option = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '10',
  px: '2.5',
  py: '1.5',
  borderRadius: 'l2',
  fontSize: '14px',
  cursor: 'pointer',
  userSelect: 'none',
  color: 'fg.default',
  '& > svg': { flexShrink: 0, color: 'fg.muted' },
  '&[aria-selected=true]': {
    bg: 'accent.subtle',
    '& > svg': { color: 'accent.text' },
    _before: {
      content: '""',
      position: 'absolute',
      insetInlineStart: '0',
      insetBlock: '2',
      w: '3px',
      borderRadius: 'full',
      bg: 'accent.default',
    },
  },
  '@media (forced-colors: active)': {
    '&[aria-selected=true]': {
      bg: 'Highlight',
      color: 'HighlightText',
      forcedColorAdjust: 'none',
      '& :not([data-tone])': { color: 'inherit' },
      '& [data-tone]': { forcedColorAdjust: 'auto' },
      _before: { bg: 'HighlightText' },
    },
  },
});
const optionText = css({ display: 'flex', flexDirection: 'column', flex: 1, minW: 0, lineHeight: '1.35' });
const ellipsis = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const detailText = css({ fontSize: '12px', color: 'fg.muted' });

interface OptionProps {
  /** The active option's id. */
  active: string | null;
  /** The query, highlighted in the labels. */
  q: string;
  /** The element id of an option (or a group's label) from its key. */
  idOf(key: string): string;
  setChosen(id: string): void;
  choose(o: PaletteOption): void;
}

/** One option: its icon, label and detail line with the query highlighted, its badge. The pointer makes it active; a click opens it. */
function PaletteOptionRow({ o, active, q, idOf, setChosen, choose }: OptionProps & { o: PaletteOption }) {
  return (
    <div
      id={idOf(o.id)}
      role="option"
      aria-selected={o.id === active}
      data-key={o.id}
      className={option}
      // The focus stays in the input: a click does not take it.
      onMouseDown={(e) => e.preventDefault()}
      onPointerMove={() => o.id !== active && setChosen(o.id)}
      onClick={() => choose(o)}
    >
      <o.icon size={16} />
      <span className={optionText}>
        <span className={ellipsis}>
          <Highlight text={o.label} query={q} />
        </span>
        {o.detail && (
          <span className={cx(ellipsis, detailText)}>
            <Highlight text={o.detail} query={q} />
          </span>
        )}
      </span>
      {o.badge && <Badge>{o.badge}</Badge>}
    </div>
  );
}

/** The listbox of options, in labelled groups (screens, actions, members, companies, products). */
export function PaletteListbox({
  listRef,
  id,
  groups,
  ...option
}: OptionProps & { listRef: RefObject<HTMLDivElement | null>; id: string; groups: PaletteGroup[] }) {
  const t = useT();
  return (
    <div ref={listRef} role="listbox" id={id} aria-label={t('search.title')} className={list}>
      {groups.map((g) => (
        <div key={g.id} role="group" aria-labelledby={option.idOf(g.id)} data-group={g.id}>
          <div id={option.idOf(g.id)} role="presentation" className={groupLabel}>
            {g.label}
          </div>
          {g.options.map((o) => (
            <PaletteOptionRow key={o.id} o={o} {...option} />
          ))}
        </div>
      ))}
    </div>
  );
}
