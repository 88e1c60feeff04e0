/**
 * A stylesheet a root (a panel's shadow root, or the document) adopts once: one constructable sheet for the
 * whole page, built from `cssText()` the first time a root asks for it; where constructable sheets are
 * missing, a <style> with the same text in that root instead (`at`: before or after what the root holds;
 * the document's goes in its head).
 */
export function adoptedSheet(cssText: () => string, at: 'start' | 'end' = 'end'): (root: Document | ShadowRoot) => void {
  let sheet: CSSStyleSheet | null | undefined;
  const styled = new WeakSet<Document | ShadowRoot>();
  return (root) => {
    if (sheet === undefined) {
      try {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(cssText());
      } catch {
        sheet = null;
      }
    }
    if (sheet && Array.isArray(root.adoptedStyleSheets)) {
      if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      return;
    }
    if (styled.has(root)) return;
    styled.add(root);
    const style = document.createElement('style');
    style.textContent = cssText();
    const parent = root instanceof Document ? root.head : root;
    if (at === 'start') parent.prepend(style);
    else parent.append(style);
  };
}
