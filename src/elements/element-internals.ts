/** What a tag's light class and its implementation (define.tsx) share: r2wc's internals and the implementation's shape. */

export const PROPS = Symbol.for('r2wc.props');
export const RENDER = Symbol.for('r2wc.render');

export type Internals = HTMLElement & { [PROPS]: Record<string, unknown>; [RENDER](): void; container: ShadowRoot };

export interface Mounted {
  update(props: Record<string, unknown>): void;
  unmount(): void;
}

/** What a tag's chunk provides. */
export interface ElementImpl {
  /** Once per instance, before its first render: stylesheets, overlay layer. */
  setup(el: Internals): void;
  /** After each connection (the render is scheduled): theme reflection, toaster, overlay order. */
  connected(el: Internals): void;
  disconnected(el: Internals): void;
  /** A page-wide prop (lang, theme, mode, token, getToken) set on any panel. */
  shared(name: string, value: unknown): void;
  /** Renders the panel into its shadow root. */
  mount(container: ShadowRoot, props: Record<string, unknown>): Mounted;
}
