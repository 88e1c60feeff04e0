import { useEffect, useRef, useState } from 'react';
import { useModalFocus } from '../ui/focus.js';

/** Where focus goes when the opener is gone (the phone layout's sidebar closed behind it): the header's search button. */
const headerButton = (root: Node | null) =>
  (root as ParentNode | null)?.querySelector<HTMLElement>('[data-part=search-button][data-place=header]');

/** Mounted closed, opened on the next render, as DialogPanel does: Ark's presence tracks open and close. */
export function useOpenAfterMount(asked: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return asked && mounted;
}

/**
 * The palette's focus: the input takes it on open, and it goes back to the opener (else the header's search
 * button) on close. While open, the rest of the panel is inert, as for every modal of the kit (ui/focus.ts).
 */
export function usePaletteFocus(open: boolean, opener: { current: HTMLElement | null }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const modal = useModalFocus(open, headerButton, opener);
  return { inputRef, modal };
}
