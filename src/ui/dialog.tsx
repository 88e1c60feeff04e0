import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../i18n/index.js';
import { XIcon } from './icons.js';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Max width of the panel, e.g. '28rem'. */
  size?: 'sm' | 'md' | 'lg';
}

const backdrop = css({ position: 'fixed', inset: '0', bg: 'bg.overlay', zIndex: 50, animation: 'fadeIn 120ms ease-out' });
const positioner = css({ position: 'fixed', inset: '0', display: 'flex', alignItems: 'center', justifyContent: 'center', p: '4', zIndex: 51 });
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

/** Modal dialog (Ark); portalled inside the element's shadow root through EnvironmentProvider. */
export function Dialog({ open, onOpenChange, title, description, children, footer, size = 'md' }: DialogProps) {
  const t = useT();
  return (
    <ArkDialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} lazyMount unmountOnExit>
      <Portal>
        <ArkDialog.Backdrop className={backdrop} />
        <ArkDialog.Positioner className={positioner}>
          <ArkDialog.Content className={content} data-size={size} part="dialog">
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', pe: '8' })}>
              <ArkDialog.Title className={css({ fontSize: '17px', fontWeight: 'semibold' })}>{title}</ArkDialog.Title>
              {description && (
                <ArkDialog.Description className={css({ fontSize: '14px', color: 'fg.muted' })}>{description}</ArkDialog.Description>
              )}
            </div>
            {children}
            {footer && <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', pt: '2' })}>{footer}</div>}
            <ArkDialog.CloseTrigger className={closeBtn} aria-label={t('common.close')}>
              <XIcon />
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
