import pandaCss from '../../styled-system/styles.css';

/**
 * Panda's rem values become px (16px a rem): `rem` follows the host page's <html> font size, which a
 * page (62.5% trick, `html { font-size: 22px }`) would otherwise impose on every spacing of the panels.
 */
const REM = /(^|[\s(,:+*/-])(\d*\.?\d+)rem\b/g;
const px = (text: string) => text.replace(REM, (_, pre: string, n: string) => `${pre}${Number((Number(n) * 16).toFixed(4))}px`);

export const remToPx = (css: string): string =>
  // Declarations and at-rule preludes (`@container (min-width: 40rem)`) convert; selectors keep their text:
  // `.grid-tc_repeat\(auto-fit\,_minmax\(12rem\,_1fr\)\)` names its value and must match its class.
  css
    .split(/([{}])/)
    .map((chunk, i, all) => (all[i + 1] === '{' && !chunk.trimStart().startsWith('@') ? chunk : px(chunk)))
    .join('');

const cssText = remToPx(pandaCss);

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
