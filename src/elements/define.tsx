import { EnvironmentProvider } from '@ark-ui/react/environment';
import { Portal } from '@ark-ui/react/portal';
import r2wc from '@r2wc/react-to-web-component';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider, useAtomValue } from 'jotai';
import type { ComponentType, ReactNode } from 'react';
import { isLang, languageAtom } from '../i18n/index.js';
import { HostProvider } from '../state/host.js';
import { installSessionSync } from '../state/session.js';
import { queryClient, store } from '../state/store.js';
import { isMode, isThemeName, modeAtom, resolvedModeAtom, themeAtom } from '../state/theme.js';
import { Toaster } from '../ui/toast.js';
import { setHostGetToken, setHostToken } from '../state/token-source.js';
import { ErrorBoundary } from '../ui/error-boundary.js';
import { adoptHostStyles } from './host-styles.js';
import { ROOT_ATTR, installOverlayLayer, refreshLayer } from './overlay-layer.js';
import { SessionGate } from './session-gate.js';
import { adoptStyles } from './stylesheet.js';
import { claimToaster, installToastSessionReset, releaseToaster, toasterOwnerAtom } from './toaster-owner.js';

export type PropType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'object';
export interface DefineOptions {
  /** Public props (camelCase); attributes are their kebab-case names. */
  props?: Record<string, PropType>;
  /** Embedded panels show the inline sign-in without a session (default true; false for admin-app, admin-login). */
  gate?: boolean;
}

/**
 * Props every element accepts; `lang`, `theme` and `mode` drive the page-wide atoms; `token` and
 * `getToken` (properties only) hand the page's session to the elements.
 */
export const COMMON_PROPS = {
  lang: 'string',
  theme: 'string',
  mode: 'string',
  apiBase: 'string',
  token: 'object',
  getToken: 'function',
} as const satisfies Record<string, PropType>;
const SHARED = ['lang', 'theme', 'mode', 'token', 'getToken'];

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

/** The page's one Toaster, rendered by the element that owns it (see toaster-owner.ts). */
function OwnedToaster({ host }: { host: HTMLElement }) {
  const owner = useAtomValue(toasterOwnerAtom);
  if (owner !== host) return null;
  return (
    <Portal>
      <Toaster />
    </Portal>
  );
}

/** The panel's root: carries the interface language (WCAG 3.1.1), so a screen reader reads an English panel on an Italian page in English. */
function PanelRoot({ children }: { children: ReactNode }) {
  const lang = useAtomValue(languageAtom);
  return (
    <div {...{ [ROOT_ATTR]: '' }} part="panel" lang={lang}>
      {children}
    </div>
  );
}

function ElementRoot({ host, gate, children }: { host: HTMLElement; gate: boolean; children: ReactNode }) {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <EnvironmentProvider value={() => host.shadowRoot ?? document}>
          <HostProvider element={host}>
            <PanelRoot>
              <ErrorBoundary>{gate ? <SessionGate>{children}</SessionGate> : children}</ErrorBoundary>
            </PanelRoot>
            <OwnedToaster host={host} />
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
  if (name === 'token') setHostToken(value);
  if (name === 'getToken') setHostGetToken(value);
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
  // The page's session follows token changes and other tabs from the first element on (never on import).
  installSessionSync();
  installToastSessionReset();
  const types: Record<string, PropType> = { ...COMMON_PROPS, ...options.props };
  const names = Object.keys(types);
  // function/object props are properties only (a token in an attribute would be readable by any script in the DOM).
  const byAttr = new Map(names.filter((n) => types[n] !== 'function' && types[n] !== 'object').map((n) => [toKebab(n), n]));

  function Wrapped(props: P & { container?: ShadowRoot }) {
    const host = (props.container?.host ?? null) as HTMLElement | null;
    const inner = <Component {...props} />;
    return host ? (
      <ElementRoot host={host} gate={options.gate !== false}>
        {inner}
      </ElementRoot>
    ) : (
      inner
    );
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
    #layer: HTMLElement | null = null;

    constructor() {
      super();
      adoptStyles(this.container);
      adoptHostStyles(this.container);
      this.#layer = installOverlayLayer(this.container);
      for (const [attr, name] of byAttr) {
        if (this.hasAttribute(attr)) this[PROPS][name] = parseAttribute(types[name]!, this.getAttribute(attr));
        else if (types[name] === 'boolean') this[PROPS][name] = false;
        if (this[PROPS][name] !== undefined) applySharedProp(name, this[PROPS][name]);
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
      claimToaster(this);
      (Base.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
      refreshLayer(this.#layer);
    }

    disconnectedCallback() {
      this.#unsubscribe.forEach((u) => u());
      this.#unsubscribe = [];
      releaseToaster(this);
      (Base.prototype as unknown as { disconnectedCallback(): void }).disconnectedCallback.call(this);
    }
  }

  // Property setters also feed the shared atoms.
  for (const name of SHARED) {
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
