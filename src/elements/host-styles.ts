import hostCss from '../../styled-system/host.css';
import { adoptedSheet } from '../ui/adopted-sheet.js';

// The host sheet: `--admin-*` theming over Panda's tokens for each look, the overlay layer and the panel root,
// written by the build (scripts/finish-css.ts with panel-css.ts `buildHostCss`).

/** Adopts the host sheet after Panda's (so the overrides win). */
export const adoptHostStyles: (root: ShadowRoot) => void = adoptedSheet(() => hostCss);
