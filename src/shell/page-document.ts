import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { resolvedModeAtom } from '../state/theme.js';

/**
 * The standalone page keeps its scrollbar's room (`scrollbar-gutter: stable`, web/page.css). While a drawer or a
 * dialog holds the page still, page.css gives that room back as padding so the overlay reaches the window's edge
 * without the page moving (design round 8: a bare 15 px strip beside the drawer). The room's width is measured
 * here, while nothing holds the page (the scroll lock's own measure reads 0 when the page does not overflow),
 * into `--page-gutter` on the document element.
 */
export function usePageGutter() {
  useEffect(() => {
    const root = document.documentElement;
    const measure = () => {
      if (document.body.hasAttribute('data-scroll-lock')) return;
      const gutter = Math.max(0, Math.round(window.innerWidth - root.getBoundingClientRect().width));
      root.style.setProperty('--page-gutter', `${gutter}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
}

/**
 * The standalone page's own background (web/page.css: the canvas, the scrollbar's kept room, what shows beside an
 * overlay) follows the back-office's mode, not only the system's: in dark mode on a light system a light 15 px
 * strip ran down every screen's right edge (design round 9). `data-mode` on the document element, as the panels
 * carry it on their host.
 */
export function usePageMode() {
  const mode = useAtomValue(resolvedModeAtom);
  useEffect(() => {
    document.documentElement.dataset.mode = mode;
  }, [mode]);
}
