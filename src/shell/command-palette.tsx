import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import { hasIamGod } from '../api/contract/constants.js';
import { useT } from '../i18n/index.js';
import { useHost } from '../state/host.js';
import { useBackOfficeConfig } from '../state/use-config.js';
import { useSession } from '../state/use-session.js';
import { ArkEnvironment } from '../ui/ark-environment.js';
import { Badge } from '../ui/badge.js';
import { Button } from '../ui/button.js';
import { cx } from '../ui/cx.js';
import { useModalFocus } from '../ui/focus.js';
import { Highlight } from '../ui/highlight.js';
import { AlertIcon, SearchIcon, XIcon } from '../ui/icons.js';
import { closeIconButton, modalBackdrop } from '../ui/modal-styles.js';
import { Spinner } from '../ui/spinner.js';
import { commandsFor, rankCommands } from './palette-commands.js';
import { activeOption, moveActive } from './palette-keys.js';
import { paletteGroups, type PaletteOption } from './palette-options.js';
import { SEARCH_MIN_LENGTH, useSearchResults } from './use-search-results.js';

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
const body = css({ flex: 1, minH: 0, display: 'flex', flexDirection: 'column' });
// The listbox scrolls itself (the combobox's popup: no focusable element of its own, the input drives it).
const list = css({ flex: '0 1 auto', minH: 0, overflowY: 'auto', p: '2', scrollPaddingBlock: '2', overscrollBehavior: 'contain' });
const groupLabel = css({ px: '2.5', pt: '2', pb: '1', fontSize: '12px', fontWeight: 'semibold', color: 'fg.muted' });
const option = css({
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
  '&[aria-selected=true]': { bg: 'accent.subtle', '& > svg': { color: 'accent.text' } },
});
const optionText = css({ display: 'flex', flexDirection: 'column', flex: 1, minW: 0, lineHeight: '1.35' });
const ellipsis = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const detailText = css({ fontSize: '12px', color: 'fg.muted' });
const note = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  flexWrap: 'wrap',
  flexShrink: 0,
  px: '4.5',
  py: '3',
  fontSize: '13px',
  color: 'fg.muted',
});
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
const srOnly = css({ srOnly: true });

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The control that had the focus when the palette was asked to open (focus goes back there). */
  opener: { current: HTMLElement | null };
}

/** Where focus goes when the opener is gone (the phone layout's sidebar closed behind it): the header's search button. */
const headerButton = (root: Node | null) =>
  (root as ParentNode | null)?.querySelector<HTMLElement>('[data-part=search-button][data-place=header]');

/**
 * The command palette (chunk of its own, `CommandPaletteHost`): a modal dialog with an ARIA 1.2 combobox. Focus
 * stays in the input; ArrowUp and ArrowDown move the active option (`aria-activedescendant`), Home and End go to
 * the first and the last, Enter opens it, Escape closes, Tab stays in the dialog (its focus trap). Screens and
 * actions match as the admin types; members, companies and products come from GET /search from 2 characters.
 * How many options there are is said politely once they settle.
 */
export default function CommandPalette({ open: asked, onOpenChange, opener }: CommandPaletteProps) {
  // Mounted closed, opened on the next render, as DialogPanel does: Ark's presence tracks open and close.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const open = asked && mounted;
  const t = useT();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (key: string) => `${id}-${key}`;
  const { memberInfo, signOut } = useSession();
  const host = useHost();
  const { href: pageHref } = useBackOfficeConfig();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);

  const capabilities = memberInfo?.capabilities;
  const commands = useMemo(() => commandsFor(capabilities ?? []), [capabilities]);
  const ranked = useMemo(() => rankCommands(commands, (c) => t(c.labelKey), query), [commands, t, query]);
  const search = useSearchResults(query, hasIamGod(memberInfo));
  const groups = useMemo(() => paletteGroups(ranked, search.results, t), [ranked, search.results, t]);
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const ids = options.map((o) => o.id);
  const active = activeOption(ids, chosen);
  const q = query.trim();

  // What a screen reader hears, once the options have settled (not at every key).
  const settled = !q
    ? ''
    : search.error
      ? t('search.error')
      : search.loading
        ? null
        : options.length
          ? t('search.results', { count: options.length })
          : t('search.noResults', { query: q });
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    if (settled === null) return;
    const timer = setTimeout(() => setSpoken(settled), 250);
    return () => clearTimeout(timer);
  }, [settled]);

  // Inside <admin-app> the router opens the path; a panel dispatches admin-navigate and, not cancelled, follows the
  // page's own URL for it when configure({ href }) gives one (as its links do, connected/link.tsx).
  const go = (to: string) => {
    if (!host.embedded) return host.navigate(to);
    const href = pageHref?.(to);
    if (host.emit('admin-navigate', { to }) && href && href !== to) location.assign(href);
  };

  // The chosen option runs once the palette has closed and given the focus back: a new screen then takes it
  // (admin-app.tsx moves it to the new heading), a field of the page never keeps it.
  const pending = useRef<(() => void) | null>(null);
  const choose = (o: PaletteOption) => {
    pending.current = () => {
      if (o.run === 'logout') {
        void signOut(); // the session is cleared at once; the token is revoked in the background
        host.emit('admin-session-changed', { authenticated: false });
        if (!host.embedded) host.navigate('/login');
      } else if (o.to) go(o.to);
    };
    onOpenChange(false);
  };
  const onExitComplete = () => {
    setQuery('');
    setChosen(null);
    const run = pending.current;
    pending.current = null;
    if (run) setTimeout(run, 0);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const next = moveActive(e.key, active === null ? -1 : ids.indexOf(active), ids.length);
    if (next !== null) {
      e.preventDefault();
      setChosen(ids[next] ?? null);
      return;
    }
    if (e.key === 'Enter') {
      e.preventDefault();
      const o = options.find((x) => x.id === active);
      if (o) choose(o);
    }
  };

  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active) return;
    listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(active)}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const inputRef = useRef<HTMLInputElement>(null);
  const modal = useModalFocus(open, headerButton, opener);
  // While open, the rest of the panel is inert, as for every modal of the kit (ui/focus.ts).

  const expanded = options.length > 0;
  const message = search.error ? (
    <div className={note}>
      <AlertIcon />
      <span>{t('search.error')}</span>
      <Button size="sm" variant="outline" onClick={search.retry}>
        {t('common.retry')}
      </Button>
    </div>
  ) : search.loading ? (
    <div className={note}>
      <Spinner />
      <span>{t('search.searching')}</span>
    </div>
  ) : q.length > 0 && q.length < SEARCH_MIN_LENGTH ? (
    <div className={note}>{t('search.minLength')}</div>
  ) : q && !expanded ? (
    <div className={note}>{t('search.noResults', { query: q })}</div>
  ) : null;

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
              <div className={inputRow}>
                <SearchIcon size={18} />
                <input
                  ref={inputRef}
                  className={input}
                  type="text"
                  role="combobox"
                  aria-label={t('search.label')}
                  aria-expanded={expanded}
                  aria-controls={expanded ? listId : undefined}
                  aria-autocomplete="list"
                  aria-activedescendant={active ? optionId(active) : undefined}
                  placeholder={t('search.placeholder')}
                  autoComplete="off"
                  autoCorrect="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  enterKeyHint="go"
                  value={query}
                  onChange={(e) => {
                    setQuery(e.target.value);
                    setChosen(null);
                  }}
                  onKeyDown={onKeyDown}
                />
                <ArkDialog.CloseTrigger className={closeIconButton} aria-label={t('common.close')}>
                  <XIcon />
                </ArkDialog.CloseTrigger>
              </div>
              <div className={body}>
                {expanded && (
                  <div ref={listRef} role="listbox" id={listId} aria-label={t('search.title')} className={list}>
                    {groups.map((g) => (
                      <div key={g.id} role="group" aria-labelledby={`${id}-${g.id}`} data-group={g.id}>
                        <div id={`${id}-${g.id}`} role="presentation" className={groupLabel}>
                          {g.label}
                        </div>
                        {g.options.map((o) => (
                          <div
                            key={o.id}
                            id={optionId(o.id)}
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
                        ))}
                      </div>
                    ))}
                  </div>
                )}
                {message}
              </div>
              <div role="status" className={srOnly} data-part="palette-status">
                {spoken}
              </div>
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
            </ArkDialog.Content>
          </ArkDialog.Positioner>
        </Portal>
      </ArkDialog.Root>
    </ArkEnvironment>
  );
}
