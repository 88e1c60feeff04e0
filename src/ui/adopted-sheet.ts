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

// The sheets of the features (scripts/split-css.ts): each registered by the build when a module of its feature
// loads, and adopted by every root that adopted the page's styles (`adoptRegistered`), now and later.
const roots = new Set<WeakRef<Document | ShadowRoot>>();
const registered: ((root: Document | ShadowRoot) => void)[] = [];

/** A feature's sheet (its text, as the build split it): adopted at once by every live root, and by each new one. */
export function registerSheet(cssText: string): void {
  const adopt = adoptedSheet(() => cssText);
  registered.push(adopt);
  for (const ref of roots) {
    const root = ref.deref();
    if (root) adopt(root);
    else roots.delete(ref);
  }
}

/** `root` takes every registered sheet, and the ones registered later. */
export function adoptRegistered(root: Document | ShadowRoot): void {
  roots.add(new WeakRef(root));
  for (const adopt of registered) adopt(root);
}
