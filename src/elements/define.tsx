import { EnvironmentProvider } from '@ark-ui/react/environment';
import r2wc from '@r2wc/react-to-web-component';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import type { ComponentType, ReactNode } from 'react';
import { isLang, languageAtom } from '../i18n/index.js';
import { HostProvider } from '../state/host.js';
import { queryClient, store } from '../state/store.js';
import { isMode, isThemeName, modeAtom, resolvedModeAtom, themeAtom } from '../state/theme.js';
import { Toaster } from '../ui/toast.js';
import { ErrorBoundary } from './error-boundary.js';
import { adoptStyles } from './stylesheet.js';

export type PropType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'object';
export interface DefineOptions {
  /** Public props (camelCase); attributes are their kebab-case names. */
  props?: Record<string, PropType>;
}

/** Props every element accepts; `lang`, `theme` and `mode` drive the page-wide atoms. */
export const COMMON_PROPS = { lang: 'string', theme: 'string', mode: 'string', apiBase: 'string' } as const satisfies Record<string, PropType>;

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

export const toKebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);

/** Attribute → prop value. Bare booleans are true, removed ones false; bad JSON is undefined. */
export function parseAttribute(type: PropType, value: string | null): unknown {
  switch (type) {
    case 'boolean':
      return value !== null && value !== 'false';
    case 'number':
      return value === null || value.trim() === '' ? undefined : Number(value);
    case 'json':
      if (value === null) return undefined;
      try {
        return JSON.parse(value);
      } catch {
        return undefined;
      }
    case 'string':
      return value ?? undefined;
    default:
      return undefined; // function/object props are set as properties only
  }
}

type Internals = HTMLElement & { [PROPS]: Record<string, unknown>; [RENDER](): void; container: ShadowRoot };

function ElementRoot({ host, children }: { host: HTMLElement; children: ReactNode }) {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <EnvironmentProvider value={() => host.shadowRoot ?? document}>
          <HostProvider element={host}>
            <ErrorBoundary>{children}</ErrorBoundary>
            <Toaster />
          </HostProvider>
        </EnvironmentProvider>
      </QueryClientProvider>
    </Provider>
  );
}

function applySharedProp(name: string, value: unknown) {
  if (name === 'lang' && isLang(value)) store.set(languageAtom, value);
  if (name === 'theme' && isThemeName(value)) store.set(themeAtom, value);
  if (name === 'mode' && isMode(value)) store.set(modeAtom, value);
}

/**
 * Defines `tag` as a custom element rendering `Component` (r2wc) in an open shadow root, with the shared
 * stylesheet, store, query client, Ark environment, host context, error boundary and toaster.
 */
export function defineElement<P extends object>(
  tag: string,
  Component: ComponentType<P>,
  options: DefineOptions = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  const types: Record<string, PropType> = { ...COMMON_PROPS, ...options.props };
  const names = Object.keys(types);
  const byAttr = new Map(names.map((n) => [toKebab(n), n]));

  function Wrapped(props: P & { container?: ShadowRoot }) {
    const host = (props.container?.host ?? null) as HTMLElement | null;
    const inner = <Component {...props} />;
    return host ? <ElementRoot host={host}>{inner}</ElementRoot> : inner;
  }
  // Every prop is declared to r2wc with a type it does not know: properties pass through raw and
  // attributes are parsed by us below (r2wc mishandles bare booleans, removals, json and functions).
  const Base = r2wc(Wrapped as ComponentType<Record<string, unknown>>, {
    shadow: 'open',
    props: Object.fromEntries(names.map((n) => [n, 'raw'])) as never,
  }) as unknown as new () => Internals;

  class AdminElement extends Base {
    static get observedAttributes() {
      return [...byAttr.keys()];
    }
    #unsubscribe: Array<() => void> = [];

    constructor() {
      super();
      adoptStyles(this.container);
      for (const [attr, name] of byAttr) {
        if (this.hasAttribute(attr)) this[PROPS][name] = parseAttribute(types[name]!, this.getAttribute(attr));
        else if (types[name] === 'boolean') this[PROPS][name] = false;
        applySharedProp(name, this[PROPS][name]);
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
    }

    attributeChangedCallback(attr: string, _old: string | null, value: string | null) {
      const name = byAttr.get(attr);
      if (!name) return;
      this[PROPS][name] = parseAttribute(types[name]!, value);
      applySharedProp(name, this[PROPS][name]);
      this[RENDER]();
    }

    connectedCallback() {
      const reflect = () => {
        this.dataset.theme = store.get(themeAtom);
        this.dataset.mode = store.get(resolvedModeAtom);
      };
      reflect();
      this.#unsubscribe = [store.sub(themeAtom, reflect), store.sub(resolvedModeAtom, reflect)];
      (Base.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
    }

    disconnectedCallback() {
      this.#unsubscribe.forEach((u) => u());
      this.#unsubscribe = [];
      (Base.prototype as unknown as { disconnectedCallback(): void }).disconnectedCallback.call(this);
    }
  }

  // Property setters also feed the shared atoms.
  for (const name of ['lang', 'theme', 'mode']) {
    const desc = Object.getOwnPropertyDescriptor(Base.prototype, name);
    if (!desc?.set) continue;
    Object.defineProperty(AdminElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get: desc.get,
      set(this: Internals, value: unknown) {
        applySharedProp(name, value);
        desc.set!.call(this, value);
      },
    });
  }

  customElements.define(tag, AdminElement);
  return AdminElement;
}
