import pandaCss from '../../styled-system/styles.css';
import { adoptedSheet } from '../ui/adopted-sheet.js';

/**
 * Adopts the page's one sheet of Panda's CSS, as the build finished it (scripts/finish-css.ts: rem in px,
 * one-byte text); a <style> first in the root where constructable sheets are missing.
 */
export const adoptStyles: (root: ShadowRoot) => void = adoptedSheet(() => pandaCss, 'start');
