/**
 * Overlays (dialogs, menus, selects, toasts) are Ark portals into the element's shadow root. A host page
 * with a `transform`, `filter` or `contain` on an ancestor turns their `position: fixed` into a box of
 * that ancestor, clipped by its overflow. Portalled nodes are therefore routed into a `popover="manual"`
 * layer of the same shadow root (same styles, same id scope for Ark), shown in the browser's top layer
 * while it has content: the top layer is positioned against the viewport whatever the ancestors do.
 */
export const ROOT_ATTR = 'data-admin-root';
export const LAYER_ATTR = 'data-admin-layer';

const supportsPopover = () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

function sync(layer: HTMLElement) {
  if (!supportsPopover() || !layer.isConnected) return;
  const open = layer.matches(':popover-open');
  const wanted = layer.childElementCount > 0;
  try {
    if (wanted && !open) layer.showPopover();
    if (!wanted && open) layer.hidePopover();
  } catch {
    /* detached meanwhile */
  }
}

/** Adds the overlay layer to `root` and routes every node but the panel root and styles into it. */
export function installOverlayLayer(root: ShadowRoot): HTMLElement {
  const layer = document.createElement('div');
  layer.setAttribute(LAYER_ATTR, '');
  layer.setAttribute('part', 'overlay');
  if (supportsPopover()) layer.setAttribute('popover', 'manual');
  root.appendChild(layer);
  const stays = (node: Node) => node === layer || node.nodeName === 'STYLE' || (node instanceof Element && node.hasAttribute(ROOT_ATTR));
  const native = { append: root.appendChild, insert: root.insertBefore, remove: root.removeChild };
  const define = (name: string, value: unknown) => Object.defineProperty(root, name, { value, configurable: true, writable: true });
  define('appendChild', function <T extends Node>(node: T): T {
    if (stays(node)) return native.append.call(root, node) as T;
    layer.appendChild(node);
    sync(layer);
    return node;
  });
  define('insertBefore', function <T extends Node>(node: T, ref: Node | null): T {
    if (ref && ref.parentNode === layer) layer.insertBefore(node, ref);
    else if (!stays(node)) layer.appendChild(node);
    else return native.insert.call(root, node, ref && ref.parentNode === root ? ref : null) as T;
    sync(layer);
    return node;
  });
  define('removeChild', function <T extends Node>(node: T): T {
    if (node.parentNode !== layer) return native.remove.call(root, node) as T;
    layer.removeChild(node);
    sync(layer);
    return node;
  });
  return layer;
}

/** Re-shows a layer that has content (after the host was moved in the DOM). */
export const refreshLayer = (layer: HTMLElement | null) => layer && sync(layer);
