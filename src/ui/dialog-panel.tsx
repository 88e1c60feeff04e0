import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../i18n/index.js';
import type { DialogProps } from './dialog-base.js';
import { useModalFocus } from './focus.js';

/** What the light `Dialog` gives the panel: the control that had the focus when the dialog was asked to open. */
export interface DialogPanelProps extends DialogProps {
  opener: { current: HTMLElement | null };
}
import { XIcon } from './icons.js';
import { modalBackdrop } from './modal-styles.js';
import { ArkEnvironment } from './ark-environment.js';

const positioner = css({
  position: 'fixed',
  inset: '0',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  p: '4',
  zIndex: 51,
  '&[data-anchor=top]': { alignItems: 'flex-start', pt: '10vh' },
});
const content = css({
  position: 'relative',
  w: 'full',
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'l3',
  border: '1px solid',
  borderColor: 'border.default',
  boxShadow: 'overlay',
  p: '6',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  maxH: 'calc(100dvh - 2rem)',
  '[data-anchor=top] > &': { maxH: 'calc(90dvh - 1rem)' },
  overflowY: 'auto',
  animation: 'slideIn 140ms ease-out',
  '&[data-size=sm]': { maxW: '24rem' },
  '&[data-size=md]': { maxW: '30rem' },
  '&[data-size=lg]': { maxW: '44rem' },
});
const closeBtn = css({
  position: 'absolute',
  top: '3',
  insetInlineEnd: '3',
  w: '8',
  h: '8',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'l2',
  color: 'fg.muted',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
});

/** The open dialog of `Dialog` (dialog.tsx), loaded when a dialog first opens. */
/**
 * The dialog's buttons, right-aligned; they wrap rather than run past the edge, and under 375 px they stack
 * full width in their order (Cancel, then the action: trial round 5 saw Cancel cut at 320 px).
 */
const footerRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '2',
  pt: '2',
  '@media (max-width: 374.98px)': { flexDirection: 'column', alignItems: 'stretch', '& > *': { w: '100%' } },
});

export default function DialogPanel({
  open: asked,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  returnFocus,
  opener,
  initialFocus,
  anchor = 'center',
}: DialogPanelProps) {
  // Mounted closed, opened on the next render: Ark's presence then tracks the open and close as it does for a
  // dialog that was there all along (mounted open, its exit never ended and the closed dialog stayed).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const open = asked && mounted;
  const t = useT();
  const modal = useModalFocus(open, returnFocus, opener);
  return (
    <ArkEnvironment>
      <ArkDialog.Root
        open={open}
        onOpenChange={(d) => onOpenChange(d.open)}
        lazyMount
        unmountOnExit
        restoreFocus
        finalFocusEl={modal.finalFocusEl}
        {...(initialFocus ? { initialFocusEl: initialFocus } : {})}
      >
        <Portal>
          <ArkDialog.Backdrop className={modalBackdrop} />
          <ArkDialog.Positioner className={positioner} data-anchor={anchor}>
            <ArkDialog.Content ref={modal.contentRef} className={content} data-size={size} part="dialog">
              {/* Only the title keeps clear of the close button (it is beside the first line alone): the description uses
                  the form's whole width (round 13: it wrapped at ~210 px over a 240 px form at 320 px). */}
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                <ArkDialog.Title className={css({ fontSize: { base: '16px', sm: '17px' }, fontWeight: 'semibold', pe: '6' })}>
                  {title}
                </ArkDialog.Title>
                {description && (
                  <ArkDialog.Description className={css({ fontSize: '14px', color: 'fg.muted' })}>{description}</ArkDialog.Description>
                )}
              </div>
              {children}
              {footer && <div className={footerRow}>{footer}</div>}
              <ArkDialog.CloseTrigger className={closeBtn} aria-label={t('common.close')}>
                <XIcon />
              </ArkDialog.CloseTrigger>
            </ArkDialog.Content>
          </ArkDialog.Positioner>
        </Portal>
      </ArkDialog.Root>
    </ArkEnvironment>
  );
}
