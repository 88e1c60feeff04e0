import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../i18n/index.js';
import { ArkEnvironment } from './ark-environment.js';
import { deepActiveElement, useModalFocus } from './focus.js';
import type { DrawerProps } from './drawer.js';
import { cx } from './cx.js';
import { XIcon } from './icons.js';
import { closeIconButton, modalBackdrop } from './modal-styles.js';
import { breakableAddress } from './detail-list.js';

const positioner = css({ position: 'fixed', inset: '0', display: 'flex', justifyContent: 'flex-end', zIndex: 51 });
// A full-screen sheet on a phone; from 40rem a panel at the end of the viewport.
const content = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  w: '100vw',
  h: '100dvh',
  bg: 'bg.surface',
  color: 'fg.default',
  boxShadow: 'overlay',
  outline: 'none',
  animation: 'slideIn 160ms ease-out',
  sm: { w: 'min(34rem, calc(100vw - 3rem))', borderInlineStartWidth: '1px', borderColor: 'border.default' },
});
const header = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  px: { base: '4', sm: '6' },
  py: '4',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});
// With an action: heading, action and close button on one row; on a phone (the drawer is the full screen) the
// action goes under the heading, so a long name keeps the width.
const headerWithActions = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"title close" "actions actions"',
  alignItems: 'start',
  columnGap: '3',
  rowGap: '3',
  px: { base: '4', sm: '6' },
  py: '4',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  sm: { gridTemplateColumns: 'minmax(0, 1fr) auto auto', gridTemplateAreas: '"title actions close"' },
});
const heading = css({ fontSize: '18px', lineHeight: '26px', fontWeight: 'semibold', overflowWrap: 'anywhere', outline: 'none' });
const body = css({
  flex: '1',
  minH: '0',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  px: { base: '4', sm: '6' },
  py: '5',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
});
const closeBtn = cx(closeIconButton, css({ ms: 'auto' }));

/** A click on a toast (Undo of the change just made in the drawer) is not a click outside the drawer. */
const onToast = (target: EventTarget | null) => target instanceof Element && !!target.closest('[data-scope=toast]');

/** The open drawer of `Drawer` (drawer.tsx), loaded when a drawer first opens. */
export default function DrawerPanel({
  open: asked,
  onClose,
  title,
  subtitle,
  children,
  part,
  busy,
  actions,
  opener,
}: DrawerProps & { opener: { current: HTMLElement | null } }) {
  // Mounted closed, opened on the next render (see dialog-panel.tsx).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const open = asked && mounted;
  const t = useT();
  const modal = useModalFocus(open, undefined, opener);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Closing changes the route (/customers/42 → /customers), after which <admin-app> moves the focus to the page
  // heading, as after any route change: once that has run, the focus goes (back) to the row that opened the drawer.
  const wasOpen = useRef(false);
  const finalFocus = useRef(modal.finalFocusEl);
  useLayoutEffect(() => {
    finalFocus.current = modal.finalFocusEl;
  });
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const target = finalFocus.current();
    const timer = setTimeout(() => {
      const now = deepActiveElement();
      if (target && target !== now && (!now || now.matches('[data-page-title], h1'))) target.focus();
    });
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <ArkEnvironment>
      <ArkDialog.Root
        open={open}
        onOpenChange={(d) => !d.open && onClose()}
        onInteractOutside={(e) => onToast(e.detail.target) && e.preventDefault()}
        lazyMount
        unmountOnExit
        restoreFocus
        initialFocusEl={() => headingRef.current}
        finalFocusEl={modal.finalFocusEl}
      >
        <Portal>
          <ArkDialog.Backdrop className={modalBackdrop} />
          <ArkDialog.Positioner className={positioner}>
            <ArkDialog.Content ref={modal.contentRef} className={content} data-drawer={part ?? ''} aria-busy={busy || undefined}>
              <div className={actions ? headerWithActions : header}>
                <div className={css({ flex: '1', minW: '0', gridArea: 'title' })}>
                  <ArkDialog.Title ref={headingRef} className={heading} tabIndex={-1}>
                    {breakableAddress(title)}
                  </ArkDialog.Title>
                  {subtitle && (
                    <div className={css({ color: 'fg.muted', fontSize: '14px', overflowWrap: 'anywhere' })}>
                      {breakableAddress(subtitle)}
                    </div>
                  )}
                </div>
                {actions && (
                  <div
                    className={css({ gridArea: 'actions', display: 'flex', flexWrap: 'wrap', gap: '2', minW: '0' })}
                    data-part="drawer-actions"
                  >
                    {actions}
                  </div>
                )}
                <ArkDialog.CloseTrigger className={cx(closeBtn, css({ gridArea: 'close' }))} aria-label={t('common.close')}>
                  <XIcon />
                </ArkDialog.CloseTrigger>
              </div>
              <div className={body}>{children}</div>
            </ArkDialog.Content>
          </ArkDialog.Positioner>
        </Portal>
      </ArkDialog.Root>
    </ArkEnvironment>
  );
}
