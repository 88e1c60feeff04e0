import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useId, useState } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../i18n/index.js';
import { useSession } from '../state/use-session.js';
import { ArkEnvironment } from '../ui/ark-environment.js';
import { modalBackdrop } from '../ui/modal-styles.js';
import { PaletteFooter } from './palette-footer.js';
import { PaletteInput } from './palette-input.js';
import { PaletteListbox } from './palette-listbox.js';
import { PaletteMessage } from './palette-message.js';
import { usePaletteChoice } from './use-palette-choice.js';
import { useOpenAfterMount, usePaletteFocus } from './use-palette-focus.js';
import { usePaletteKeyboard } from './use-palette-keyboard.js';
import { usePaletteResults } from './use-palette-results.js';
import { useSpokenStatus } from './use-palette-status.js';
import { takeTypeahead } from './palette-typeahead.js';

// Near the top, not centred: the list grows downwards as results arrive, and the on-screen keyboard of a phone
// covers the lower half.
const positioner = css({
  position: 'fixed',
  inset: '0',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  p: { base: '2', md: '4' },
  pt: { base: '2', md: '12vh' },
  zIndex: 51,
});
const content = css({
  w: 'full',
  maxW: '40rem',
  maxH: { base: 'calc(100dvh - 1rem)', md: 'min(34rem, calc(100dvh - 14vh - 1rem))' },
  display: 'flex',
  flexDirection: 'column',
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'l3',
  border: '1px solid',
  borderColor: 'border.default',
  boxShadow: 'overlay',
  overflow: 'hidden',
  animation: 'slideIn 140ms ease-out',
  outline: 'none',
});
const body = css({ flex: 1, minH: 0, display: 'flex', flexDirection: 'column' });
const srOnly = css({ srOnly: true });

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The control that had the focus when the palette was asked to open (focus goes back there). */
  opener: { current: HTMLElement | null };
}

/**
 * The command palette (chunk of its own, `CommandPaletteHost`): a modal dialog with an ARIA 1.2 combobox. Focus
 * stays in the input; ArrowUp and ArrowDown move the active option (`aria-activedescendant`), Home and End go to
 * the first and the last, Enter opens it, Escape closes, Tab stays in the dialog (its focus trap). Screens and
 * actions match as the admin types; members, companies and products come from GET /search from 2 characters.
 * How many options there are is said politely once they settle.
 */
export default function CommandPalette({ open: asked, onOpenChange, opener }: CommandPaletteProps) {
  const open = useOpenAfterMount(asked);
  const t = useT();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (key: string) => `${id}-${key}`;
  const { memberInfo, signOut } = useSession();
  const r = usePaletteResults(memberInfo, t);
  const { q, active } = r;
  const spoken = useSpokenStatus(q, r.search, r.options.length, t);
  const { choose, onExitComplete } = usePaletteChoice(onOpenChange, signOut, () => r.type(''));
  const { onKeyDown, listRef } = usePaletteKeyboard({ ...r, choose });
  const { inputRef, modal } = usePaletteFocus(open, opener);
  const expanded = r.options.length > 0;
  // An Enter typed before the input could take it: the best option opens once there is one.
  const [enterPending, setEnterPending] = useState(false);
  useEffect(() => {
    if (!enterPending) return;
    const o = r.options.find((x) => x.id === active);
    if (!o) return;
    setEnterPending(false);
    choose(o);
  }, [enterPending, active, r.options, choose]);

  return (
    <ArkEnvironment>
      <ArkDialog.Root
        open={open}
        onOpenChange={(d) => onOpenChange(d.open)}
        lazyMount
        unmountOnExit
        restoreFocus
        initialFocusEl={() => inputRef.current}
        finalFocusEl={modal.finalFocusEl}
        onExitComplete={onExitComplete}
      >
        <Portal>
          <ArkDialog.Backdrop className={modalBackdrop} />
          <ArkDialog.Positioner className={positioner}>
            <ArkDialog.Content ref={modal.contentRef} className={content} part="dialog" data-palette="" data-part="command-palette">
              <ArkDialog.Title className={srOnly}>{t('search.title')}</ArkDialog.Title>
              <PaletteInput
                inputRef={inputRef}
                value={r.query}
                expanded={expanded}
                listId={listId}
                activeDescendant={active ? optionId(active) : undefined}
                onType={(v) => {
                  setEnterPending(false);
                  r.type(v);
                }}
                onFocus={() => {
                  const typed = takeTypeahead();
                  if (typed.text) r.type(r.query + typed.text);
                  setEnterPending(typed.enter);
                }}
                onKeyDown={onKeyDown}
              />
              <div className={body}>
                {expanded && (
                  <PaletteListbox
                    listRef={listRef}
                    id={listId}
                    groups={r.groups}
                    active={active}
                    q={q}
                    idOf={optionId}
                    setChosen={r.setChosen}
                    choose={choose}
                  />
                )}
                <PaletteMessage q={q} search={r.search} expanded={expanded} />
              </div>
              <div role="status" className={srOnly} data-part="palette-status">
                {spoken}
              </div>
              <PaletteFooter />
            </ArkDialog.Content>
          </ArkDialog.Positioner>
        </Portal>
      </ArkDialog.Root>
    </ArkEnvironment>
  );
}
