/**
 * The custom-element class of every tag, light enough to be defined the moment the package is imported
 * (no React, no state): it owns the attributes and the documented properties (`token`, `getToken`, …) from
 * the start, so a framework sees `'token' in el` and sets a property, never an attribute. Everything that
 * needs React, the store or the styles is the tag's `ElementImpl` (define.tsx), given at once by the eager
 * build or loaded with the tag's chunk on first connection by the lazy one; values set before it arrives
 * are kept and handed over. Its parts: the props (element-props.ts), the lifecycle (element-lifecycle.ts),
 * the loader (tag-loader.ts) and the page-wide values (shared-values.ts).
 */
import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { RENDER, type ElementImpl, type Internals } from './element-internals.js';
import { tagLifecycle } from './element-lifecycle.js';
import { attributeChanged, observedAttributes, readInitialProps, shareOnSet, tagProps, type TagProps } from './element-props.js';
import { adoptImpl, registerTag, tagEntry, type TagEntry } from './tag-loader.js';
import type { TagSpec } from './tags.js';

export { PROPS, type ElementImpl, type Internals, type Mounted } from './element-internals.js';
export { onPendingShared, pendingSharedValues, sharedLang } from './shared-values.js';
export { isLazyPending, loadTag } from './tag-loader.js';

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
  const known = tagEntry(tag);
  if (existing && !known) warnOtherBuild(tag);
  if (existing) {
    if (known && !known.impl && typeof source !== 'function') adoptImpl(known, source);
    return existing;
  }
  const entry = registerTag(tag, source);
  const AdminElement = elementClass(entry, tagProps(spec), early);
  customElements.define(tag, AdminElement);
  return AdminElement;
}

let warned = false;
/**
 * Said once on the console: the tag belongs to another build of this package on the page (its root entry and
 * '/react' both imported, or two versions). The page-wide functions reach it (configure.ts), but the page
 * loads the panels' code twice.
 */
function warnOtherBuild(tag: string): void {
  if (warned) return;
  warned = true;
  console.warn(
    `directory-backoffice: <${tag}> is already defined by another build of this package on this page (both 'directory-backoffice' and ` +
      `'directory-backoffice/react' imported, or two versions). The panels use the first; configure(), signOut() and refresh() of either ` +
      `reach it, but the page loads the panels' code twice. Import one entry: 'directory-backoffice/react' defines the tags too.`,
  );
}

/** The class of a tag's elements: r2wc's, with the tag's attributes and properties and its lifecycle. */
function elementClass(entry: TagEntry, props: TagProps, early?: (el: HTMLElement) => void): CustomElementConstructor {
  const { tag } = entry;
  const life = tagLifecycle(entry, early);
  // Every prop is declared to r2wc with a type it does not know: properties pass through raw and
  // attributes are parsed (element-props.ts; r2wc mishandles bare booleans, removals, json and functions).
  const Base = r2wc(
    null as never,
    { shadow: 'open', props: Object.fromEntries(props.names.map((n) => [n, 'raw'])) as never },
    life.renderer as never,
  ) as unknown as new () => Internals;

  class AdminElement extends Base {
    static get observedAttributes() {
      return observedAttributes(props);
    }

    constructor() {
      super();
      readInitialProps(this, tag, props);
      life.constructed(this);
    }

    attributeChangedCallback(attr: string, _old: string | null, value: string | null) {
      if (attributeChanged(this, tag, props, attr, value)) this[RENDER]();
    }

    connectedCallback() {
      (Base.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
      life.connected(this);
    }

    disconnectedCallback() {
      life.disconnected(this);
      (Base.prototype as unknown as { disconnectedCallback(): void }).disconnectedCallback.call(this);
    }
  }

  // Property setters of the page-wide props also feed the shared atoms.
  shareOnSet(AdminElement.prototype, Base.prototype);
  return AdminElement;
}

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
