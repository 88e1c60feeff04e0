import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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
  /**
   * Where focus goes on close when the control that opened the dialog is gone (a deleted row, a sent
   * form): e.g. the next row, the new item, the summary heading. Default: the page heading.
   */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** The focused element, through shadow roots. */
export const deepActiveElement = (): HTMLElement | null => {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement && el !== document.body ? el : null;
};

const focusable = (el: HTMLElement | null | undefined): el is HTMLElement =>
  !!el && el.isConnected && !el.closest('[inert]') && (el.checkVisibility?.() ?? true) && !(el as HTMLButtonElement).disabled;

/**
 * One focus-return rule for every dialog (WCAG 2.4.3): back to the control that opened it; when that is
 * gone, to `fallback`; else to the screen's heading. Never to <body>.
 */
function useFocusReturn(open: boolean, fallback: DialogProps['returnFocus']) {
  const opener = useRef<HTMLElement | null>(null);
  const root = useRef<Node | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = deepActiveElement();
  }, [open]);
  const ref = useCallback((el: HTMLElement | null) => {
    if (el) root.current = el.getRootNode();
  }, []);
  return {
    ref,
    finalFocusEl: () => {
      if (focusable(opener.current)) return opener.current;
      const next = fallback?.();
      if (focusable(next)) return next;
      const scope = (root.current ?? document) as Document | ShadowRoot;
      const heading = [...scope.querySelectorAll<HTMLElement>('[data-page-title], h1')].find((h) => h.checkVisibility?.() ?? true);
      if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      return heading ?? null;
    },
  };
}

/** How many open dialogs hold each element inert (only elements a dialog made inert are counted). */
const inertHolds = new Map<Element, number>();
const KEEP = new Set(['STYLE', 'SCRIPT', 'LINK', 'TEMPLATE']);
/** Left alone: styles, live regions (a toast said while the dialog is open is still heard), dialog backdrops. */
const keeps = (el: Element) =>
  KEEP.has(el.tagName) ||
  el.hasAttribute('aria-live') ||
  ['status', 'alert', 'log'].includes(el.getAttribute('role') ?? '') ||
  (el.getAttribute('data-scope') === 'dialog' && el.getAttribute('data-part') === 'backdrop');

/**
 * Makes everything outside `target` inert inside each shadow root it lives in: every sibling of `target` and of
 * each of its ancestors, up to the shadow root and then from its host up to the next one. Ark hides the rest of
 * the document (aria-hidden on the siblings of the element's host, from <body> down) but not what shares the
 * shadow root with the dialog: the panel (sidebar, main content) stayed in reach of a screen reader. Answers
 * the undo, which gives back only what it took.
 */
export function inertOutside(target: Element): () => void {
  const taken: Element[] = [];
  let child: Element = target;
  for (let root = child.getRootNode(); root instanceof ShadowRoot; root = child.getRootNode()) {
    for (let node: Element = child; ; ) {
      const parent: ParentNode | null = node.parentNode;
      if (!parent) break;
      for (const sibling of parent.children) {
        if (sibling === node || keeps(sibling)) continue;
        const held = inertHolds.get(sibling);
        if (held) inertHolds.set(sibling, held + 1);
        else if (!(sibling as HTMLElement).inert) {
          (sibling as HTMLElement).inert = true;
          inertHolds.set(sibling, 1);
        } else continue;
        taken.push(sibling);
      }
      if (parent === root) break;
      node = parent as Element;
    }
    child = root.host;
  }
  return () => {
    for (const el of taken) {
      const held = (inertHolds.get(el) ?? 1) - 1;
      if (held > 0) inertHolds.set(el, held);
      else {
        inertHolds.delete(el);
        (el as HTMLElement).inert = false;
      }
    }
  };
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
export function Dialog({ open, onOpenChange, title, description, children, footer, size = 'md', returnFocus }: DialogProps) {
  const t = useT();
  const focusReturn = useFocusReturn(open, returnFocus);
  // While open, the rest of the panel is inert (WCAG 1.3.1, 4.1.2: a screen reader stays in the dialog); given
  // back as soon as it closes, before the focus returns to the control that opened it.
  const [contentEl, setContentEl] = useState<HTMLElement | null>(null);
  const focusRef = focusReturn.ref;
  const contentRef = useCallback(
    (el: HTMLElement | null) => {
      focusRef(el);
      setContentEl(el);
    },
    [focusRef],
  );
  useLayoutEffect(() => (open && contentEl ? inertOutside(contentEl) : undefined), [open, contentEl]);
  return (
    <ArkDialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} lazyMount unmountOnExit restoreFocus finalFocusEl={focusReturn.finalFocusEl}>
      <Portal>
        <ArkDialog.Backdrop className={backdrop} />
        <ArkDialog.Positioner className={positioner}>
          <ArkDialog.Content ref={contentRef} className={content} data-size={size} part="dialog">
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
