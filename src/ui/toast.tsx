import { Toast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../i18n/index.js';
import { XIcon } from './icons.js';

export const TOAST_DURATION = 5000;

/** One toaster per page (spec section 9: limit 1, 5000 ms, removal delay, F8 hotkey). */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION,
  removeDelay: 200,
  gap: 12,
  hotkey: ['F8'],
  overlap: true,
});

export interface ToastApi {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
}

// At most one toast is on screen (spec section 9): a new one replaces the visible one instead of
// waiting behind it, so a success toast shown just before a redirect is read.
const show = (type: 'success' | 'error', title: string, description?: string) => {
  toaster.remove();
  toaster.create({ title, description, type, duration: TOAST_DURATION });
};

export const toast: ToastApi = {
  success: (title, description) => show('success', title, description),
  error: (title, description) => show('error', title, description),
};

export function useToast(): ToastApi {
  return useMemo(() => toast, []);
}

const root = css({
  position: 'relative',
  minW: '18rem',
  maxW: '24rem',
  bg: 'bg.surface',
  color: 'fg.default',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'l3',
  boxShadow: 'overlay',
  p: '4',
  pe: '10',
  translate: 'var(--x) var(--y)',
  scale: 'var(--scale)',
  zIndex: 'var(--z-index)',
  height: 'var(--height)',
  opacity: 'var(--opacity)',
  willChange: 'translate, opacity, scale',
  transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms',
  '&[data-type=error]': { bg: 'danger.subtle', borderColor: 'danger.default' },
  '&[data-type=success]': { bg: 'success.subtle' },
});

export function Toaster() {
  const t = useT();
  return (
    <ArkToaster toaster={toaster} aria-label={t('common.notifications')}>
      {(item) => (
        <Toast.Root key={item.id} className={root} part="toast">
          <Toast.Title className={css({ fontWeight: 'semibold', fontSize: '14px' })}>{item.title}</Toast.Title>
          {item.description && (
            <Toast.Description className={css({ fontSize: '13px', color: 'fg.default', mt: '0.5' })}>{item.description}</Toast.Description>
          )}
          <Toast.CloseTrigger
            aria-label={t('common.dismiss')}
            className={css({ position: 'absolute', top: '3', insetInlineEnd: '3', color: 'fg.muted', borderRadius: 'l1', _hover: { color: 'fg.default' } })}
          >
            <XIcon />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ArkToaster>
  );
}
