import hostCss from '../../styled-system/host.css';

// The host sheet: `--admin-*` theming over Panda's tokens for each look, the overlay layer and the panel root,
// written by the build (scripts/finish-css.ts with panel-css.ts `buildHostCss`).

let sheet: CSSStyleSheet | null | undefined;

/** Adopts the host sheet after Panda's (so the overrides win). */
export function adoptHostStyles(root: ShadowRoot): void {
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(hostCss);
    } catch {
      sheet = null;
    }
  }
  if (sheet && Array.isArray(root.adoptedStyleSheets)) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = hostCss;
  root.appendChild(style);
}
