import pandaCss from '../../styled-system/styles.css';
import { adoptedSheet, adoptRegistered } from '../ui/adopted-sheet.js';

const adoptShared = adoptedSheet(() => pandaCss, 'start');

/**
 * Adopts the page's one sheet of Panda's CSS, as the build finished it (scripts/finish-css.ts: rem in px,
 * one-byte text); a <style> first in the root where constructable sheets are missing. Then the features'
 * sheets (scripts/split-css.ts) their modules registered, and those they will register.
 */
export function adoptStyles(root: ShadowRoot): void {
  adoptShared(root);
  adoptRegistered(root);
}
