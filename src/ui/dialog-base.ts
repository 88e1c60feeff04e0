// What every dialog shares, and what opens none: its props. The focus plumbing is in focus.ts.
import type { ReactNode } from 'react';

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
   * form): e.g. the next row, the new item, the summary heading. Default: the page heading. Called with the
   * root the dialog lived in (its shadow root, or the document).
   */
  returnFocus?: (root: Document | ShadowRoot) => HTMLElement | null | undefined;
  /** Where focus goes when it opens (default: its first control). */
  initialFocus?: () => HTMLElement | null;
  /**
   * 'top': the dialog keeps its top edge (a tenth of the screen down) as it grows, for a search whose results
   * appear under the field (round 5: Add administrator jumped 124 px up as results came). Default: centred.
   */
  anchor?: 'center' | 'top';
}
