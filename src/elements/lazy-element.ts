/**
 * The custom-element class of every tag, light enough to be defined the moment the package is imported
 * (no React, no state): it owns the attributes and the documented properties (`token`, `getToken`, …) from
 * the start, so a framework sees `'token' in el` and sets a property, never an attribute. Everything that
 * needs React, the store or the styles is the tag's `ElementImpl` (define.tsx), given at once by the eager
 * build or loaded with the tag's chunk on first connection by the lazy one; values set before it arrives
 * are kept and handed over.
 */
import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { COMMON_PROPS, SHARED_PROPS, parseAttribute, toKebab, type PropType, type TagSpec } from './tags.js';

export const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

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

interface Entry {
  tag: string;
  impl: ElementImpl | null;
  load: (() => Promise<unknown>) | null;
  waiting: Promise<ElementImpl> | null;
  provide?: (impl: ElementImpl) => void;
}
const entries = new Map<string, Entry>();

/** Page-wide values set before any chunk arrived, applied in order by the first one. */
let applyShared: ElementImpl['shared'] | null = null;
const pendingShared: Array<[string, unknown]> = [];
let lastLang: unknown;
/** The last `lang` a panel of the page was given (attribute or property), before any chunk arrived or after. */
export const sharedLang = (): unknown => lastLang;
/** The page-wide values set while no chunk has arrived yet (an early prefetch applies the session ones itself). */
export const pendingSharedValues = (): ReadonlyArray<readonly [string, unknown]> => [...pendingShared];
const sharedListeners = new Set<(name: string) => void>();
/** Calls `listener` with the name of each page-wide value set from now on while no chunk has arrived; returns the unsubscribe. */
export function onPendingShared(listener: (name: string) => void): () => void {
  sharedListeners.add(listener);
  return () => void sharedListeners.delete(listener);
}
function shareValue(name: string, value: unknown) {
  if (name === 'lang' && value !== undefined) lastLang = value;
  if (applyShared) applyShared(name, value);
  else {
    pendingShared.push([name, value]);
    sharedListeners.forEach((l) => l(name));
  }
}
function adoptImpl(entry: Entry, impl: ElementImpl) {
  entry.impl = impl;
  if (!applyShared) {
    applyShared = impl.shared;
    // They hear only values set before any chunk arrived: none comes any more.
    sharedListeners.clear();
    for (const [name, value] of pendingShared.splice(0)) impl.shared(name, value);
  }
  entry.provide?.(impl);
}

/** The tag's implementation, loading its chunk once. */
function ready(entry: Entry): Promise<ElementImpl> {
  if (entry.impl) return Promise.resolve(entry.impl);
  entry.waiting ??= new Promise<ElementImpl>((resolve, reject) => {
    entry.provide = resolve;
    if (!entry.load) return reject(new Error(`<${entry.tag}> has no implementation`));
    entry.load().then(() => {
      if (!entry.impl) reject(new Error(`<${entry.tag}>: its module loaded without an implementation`));
    }, reject);
  });
  return entry.waiting;
}

/** Defines `tag` now (resolves when its chunk has arrived); false for a tag this package does not know. */
export async function loadTag(tag: string): Promise<boolean> {
  const entry = entries.get(tag);
  if (!entry) return false;
  await ready(entry);
  return true;
}

const warnAttribute = (tag: string, attr: string) =>
  console.warn(
    `<${tag}>: the "${attr}" attribute is ignored and was removed (an attribute exposes the token to every script and stylesheet reading the DOM). Set the property instead: element.${attr === 'token' ? 'token' : 'getToken'} = …, or BackOffice.configure({ getToken }).`,
  );
/** Property-only props that must never live in an attribute. */
const SECRET_ATTRS = ['token', 'get-token'];

/**
 * Defines `tag` with `spec`'s props. `source` is the implementation (eager) or a loader that imports the
 * module calling `defineTag` with it (lazy); `early` runs for each element that connects before that module
 * has arrived (the lazy loader asks for the panel's first data there). Defining a tag already defined by
 * this module hands the implementation to the existing class.
 */
export function defineTag(
  tag: string,
  spec: TagSpec,
  source: ElementImpl | (() => Promise<unknown>),
  early?: (el: HTMLElement) => void,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  const known = entries.get(tag);
  if (existing) {
    if (known && !known.impl && typeof source !== 'function') adoptImpl(known, source);
    return existing;
  }
  const entry: Entry = { tag, impl: null, load: typeof source === 'function' ? source : null, waiting: null };
  entries.set(tag, entry);
  if (typeof source !== 'function') adoptImpl(entry, source);

  const types: Record<string, PropType> = { ...COMMON_PROPS, ...spec.props };
  const names = Object.keys(types);
  // function/object props are properties only (a token in an attribute would be readable by any script in the DOM).
  const byAttr = new Map(names.filter((n) => types[n] !== 'function' && types[n] !== 'object').map((n) => [toKebab(n), n]));
  const shared = new Set<string>(SHARED_PROPS);
  const setUp = new WeakSet<Internals>();
  const setupOnce = (el: Internals, impl: ElementImpl) => {
    if (setUp.has(el)) return;
    setUp.add(el);
    impl.setup(el);
  };

  interface Context {
    el: Internals;
    props: Record<string, unknown>;
    mounted: Mounted | null;
    dead: boolean;
  }
  const renderer = {
    mount(container: ShadowRoot, _component: unknown, props: Record<string, unknown>): Context {
      const el = container.host as Internals;
      const ctx: Context = { el, props, mounted: null, dead: false };
      if (entry.impl) ctx.mounted = entry.impl.mount(container, props);
      else {
        early?.(el);
        ready(entry).then(
          (impl) => {
            if (ctx.dead) return;
            setupOnce(el, impl);
            if (el.isConnected) impl.connected(el);
            ctx.mounted = impl.mount(container, ctx.props);
          },
          (error: unknown) => console.error(`<${tag}> could not load`, error),
        );
      }
      return ctx;
    },
    update(ctx: Context, props: Record<string, unknown>) {
      ctx.props = props;
      ctx.mounted?.update(props);
    },
    unmount(ctx: Context) {
      ctx.dead = true;
      ctx.mounted?.unmount();
    },
  };
  // Every prop is declared to r2wc with a type it does not know: properties pass through raw and
  // attributes are parsed below (r2wc mishandles bare booleans, removals, json and functions).
  const Base = r2wc(
    null as never,
    { shadow: 'open', props: Object.fromEntries(names.map((n) => [n, 'raw'])) as never },
    renderer as never,
  ) as unknown as new () => Internals;

  class AdminElement extends Base {
    static get observedAttributes() {
      return [...byAttr.keys(), ...SECRET_ATTRS];
    }

    constructor() {
      super();
      for (const attr of SECRET_ATTRS)
        if (this.hasAttribute(attr)) {
          this.removeAttribute(attr);
          warnAttribute(tag, attr);
        }
      for (const [attr, name] of byAttr) {
        if (this.hasAttribute(attr)) this[PROPS][name] = parseAttribute(types[name]!, this.getAttribute(attr));
        else if (types[name] === 'boolean') this[PROPS][name] = false;
        if (shared.has(name) && this[PROPS][name] !== undefined) shareValue(name, this[PROPS][name]);
      }
      // Properties set before the element was defined shadow the accessors: re-apply them.
      const self = this as unknown as Record<string, unknown>;
      for (const name of names) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = self[name];
          delete self[name];
          self[name] = value;
        }
      }
      if (entry.impl) setupOnce(this, entry.impl);
    }

    attributeChangedCallback(attr: string, _old: string | null, value: string | null) {
      if (SECRET_ATTRS.includes(attr)) {
        if (value !== null) {
          this.removeAttribute(attr);
          warnAttribute(tag, attr);
        }
        return;
      }
      const name = byAttr.get(attr);
      if (!name) return;
      this[PROPS][name] = parseAttribute(types[name]!, value);
      if (shared.has(name)) shareValue(name, this[PROPS][name]);
      this[RENDER]();
    }

    connectedCallback() {
      (Base.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
      if (entry.impl) entry.impl.connected(this);
    }

    disconnectedCallback() {
      if (entry.impl && setUp.has(this)) entry.impl.disconnected(this);
      (Base.prototype as unknown as { disconnectedCallback(): void }).disconnectedCallback.call(this);
    }
  }

  // Property setters of the page-wide props also feed the shared atoms.
  for (const name of SHARED_PROPS) {
    const desc = Object.getOwnPropertyDescriptor(Base.prototype, name);
    if (!desc?.set) continue;
    Object.defineProperty(AdminElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get: desc.get,
      set(this: Internals, value: unknown) {
        shareValue(name, value);
        desc.set!.call(this, value);
      },
    });
  }

  customElements.define(tag, AdminElement);
  return AdminElement;
}

/** Whether the lazy entry defined `tag` and its implementation has not arrived yet. */
export const isLazyPending = (tag: string): boolean => {
  const entry = entries.get(tag);
  return !!entry && !entry.impl;
};

/** What defines a tag with a screen component (define.tsx's `defineElement`), once its module has run. */
export type Definer = (tag: string, Component: ComponentType<never>, spec: TagSpec) => CustomElementConstructor;
let definer: Definer | null = null;

/**
 * define.tsx hands its `defineElement` here as it runs. In the browser builds each tag's chunk imports it
 * statically (scripts/manifest/tag-chunks.ts), so once a tag's screen has loaded the loader defines the tag
 * without asking for define.tsx's own file; elsewhere (tests, the single-file build) the loader imports it.
 */
export const provideDefiner = (d: Definer): void => void (definer = d);
export const providedDefiner = (): Definer | null => definer;
