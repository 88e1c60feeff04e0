import pandaCss from '../../styled-system/styles.css';

// Panda's CSS as the build finished it (scripts/finish-css.ts): rem in px, one-byte text.
const cssText: string = pandaCss;

let shared: CSSStyleSheet | null | undefined;

/** The one constructable stylesheet of the page, built once from Panda's CSS. */
export function sharedSheet(): CSSStyleSheet | null {
  if (shared === undefined) {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(cssText);
      shared = sheet;
    } catch {
      shared = null;
    }
  }
  return shared;
}

/** Adopts the shared sheet (falls back to a <style> element where constructable sheets are missing). */
export function adoptStyles(root: ShadowRoot): void {
  const sheet = sharedSheet();
  if (sheet && Array.isArray(root.adoptedStyleSheets)) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = cssText;
  root.prepend(style);
}

export { cssText };
