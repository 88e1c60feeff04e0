import { Provider, useAtomValue } from 'jotai';
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { isLang, languageAtom, requireNamespaces, type Namespace } from '../i18n/index.js';
import { HostProvider } from '../state/host.js';
import { installSessionSync, loadingAtom, refreshSession } from '../state/session.js';
import { embeddedClientFor } from '../state/api.js';
import { store } from '../state/store.js';
import { isMode, isThemeName, modeAtom, resolvedModeAtom, themeAtom } from '../state/theme.js';
import { Toaster } from '../ui/toast.js';
import { setHostGetToken, setHostToken } from '../state/token-source.js';
import { ErrorBoundary } from '../ui/error-boundary.js';
import { RootNodeContext } from '../ui/root-node.js';
import { installFocusRescue } from '../ui/focus.js';
import { adoptHostStyles } from './host-styles.js';
import { ROOT_ATTR, installOverlayLayer, refreshLayer } from './overlay-layer.js';
import { gateRender, showLanguage, startLanguage } from './language-gate.js';
import { withEarlySession } from './early-data.js';
import { defineTag, isLazyPending, provideDefiner, type Definer, type ElementImpl } from './lazy-element.js';
import { SessionGate } from './session-gate.js';
import type { TagSpec } from './tags.js';
import { adoptStyles } from './stylesheet.js';
import { claimToaster, installToastSessionReset, releaseToaster, toasterOwnerAtom } from './toaster-owner.js';

/** The page's one Toaster, rendered by the element that owns it (see toaster-owner.ts). */
function OwnedToaster({ host }: { host: HTMLElement }) {
  const owner = useAtomValue(toasterOwnerAtom);
  if (owner !== host) return null;
  return <Toaster />;
}

/**
 * The command palette of a panel whose page set `search` (Ctrl+K): its shortcut is a chunk of its own, loaded only
 * for such a panel, and the palette another, loaded when it first opens. `<admin-app>` has its own (src/shell).
 */
const PaletteHost = lazy(() => import('../shell/command-palette-host.js'));

/** The panel's root: carries the interface language (WCAG 3.1.1), so a screen reader reads an English panel on an Italian page in English. */
function PanelRoot({ children }: { children: ReactNode }) {
  const lang = useAtomValue(languageAtom);
  return (
    <div {...{ [ROOT_ATTR]: '' }} part="panel" lang={lang}>
      {children}
    </div>
  );
}

const rootNodes = new WeakMap<HTMLElement, () => Document | ShadowRoot>();
/** The shadow root Ark's parts portal into and query (one function per element, so the context stays put). */
function rootNodeOf(host: HTMLElement): () => Document | ShadowRoot {
  let get = rootNodes.get(host);
  if (!get) rootNodes.set(host, (get = () => host.shadowRoot ?? document));
  return get;
}

function ElementRoot({ host, gate, children }: { host: HTMLElement; gate: boolean; children: ReactNode }) {
  return (
    <Provider store={store}>
      <RootNodeContext.Provider value={rootNodeOf(host)}>
        <HostProvider element={host}>
          <PanelRoot>
            <ErrorBoundary>{gate ? <SessionGate>{children}</SessionGate> : children}</ErrorBoundary>
          </PanelRoot>
          <OwnedToaster host={host} />
        </HostProvider>
      </RootNodeContext.Provider>
    </Provider>
  );
}

function applySharedProp(name: string, value: unknown) {
  if (name === 'lang' && isLang(value)) showLanguage(value);
  if (name === 'theme' && isThemeName(value)) store.set(themeAtom, value);
  if (name === 'mode' && isMode(value)) store.set(modeAtom, value);
  if (name === 'token') setHostToken(value);
  if (name === 'getToken') setHostGetToken(value);
}

/**
 * The implementation of a tag rendering `Component` in its open shadow root, with the shared stylesheet,
 * store, query client, root node (for Ark's environment), host context, error boundary and toaster.
 */
export function createImpl<P extends object>(Component: ComponentType<P>, options: TagSpec = {}): ElementImpl {
  // The page's session follows token changes and other tabs from the first element on (never on import).
  installSessionSync();
  installToastSessionReset();
  const gate = options.gate !== false;
  // The page downloads the dictionary namespaces its panels show (language-gate.ts waits for them).
  requireNamespaces(options.namespaces === 'all' ? 'all' : ((options.namespaces ?? []) as Namespace[]));
  startLanguage();
  const searchable = options.props !== undefined && 'search' in options.props;
  function Wrapped(props: P & { container?: ShadowRoot; search?: unknown }) {
    const host = (props.container?.host ?? null) as HTMLElement | null;
    const inner = <Component {...props} />;
    return host ? (
      <ElementRoot host={host} gate={gate}>
        {inner}
        {searchable && props.search === true && (
          <Suspense fallback={null}>
            <PaletteHost />
          </Suspense>
        )}
      </ElementRoot>
    ) : (
      inner
    );
  }
  const layers = new WeakMap<HTMLElement, HTMLElement>();
  const subscriptions = new WeakMap<HTMLElement, Array<() => void>>();
  return {
    setup(el) {
      adoptStyles(el.container);
      adoptHostStyles(el.container);
      layers.set(el, installOverlayLayer(el.container));
    },
    connected(el) {
      const reflect = () => {
        el.dataset.theme = store.get(themeAtom);
        el.dataset.mode = store.get(resolvedModeAtom);
      };
      reflect();
      subscriptions.get(el)?.forEach((u) => u());
      subscriptions.set(el, [store.sub(themeAtom, reflect), store.sub(resolvedModeAtom, reflect)]);
      claimToaster(el);
      installFocusRescue(document);
      const root = el.container.getRootNode();
      if (root instanceof ShadowRoot) installFocusRescue(root);
      refreshLayer(layers.get(el) ?? null);
      // The session check starts now, not after the first render (where the gate would start it): a
      // signed-in panel renders its content on its first frames instead of a loading state first.
      // The loader asked for it already when the screen names first requests (early-data.ts): that check is this one.
      if (gate && store.get(loadingAtom)) void refreshSession(withEarlySession(embeddedClientFor(el)));
    },
    disconnected(el) {
      subscriptions.get(el)?.forEach((u) => u());
      subscriptions.delete(el);
      releaseToaster(el);
    },
    shared: applySharedProp,
    mount(container, props) {
      const root = createRoot(container);
      // Nothing renders before the page's dictionary has arrived (language-gate.ts): no key ever shows.
      const gated = gateRender(
        (next: Record<string, unknown>) => root.render(createElement(Wrapped as ComponentType<Record<string, unknown>>, next)),
        props,
      );
      return {
        update: gated.update,
        unmount: () => {
          gated.cancel();
          root.unmount();
        },
      };
    },
  };
}

/** Defines `tag` rendering `Component` now, or hands it to the tag the lazy entry defined already. */
export function defineElement<P extends object>(tag: string, Component: ComponentType<P>, options: TagSpec = {}): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing && !isLazyPending(tag)) return existing;
  return defineTag(tag, options, createImpl(Component, options));
}

// The lazy loader defines a tag with this once the tag's chunk, which imports this module, has run (lazy.ts).
provideDefiner(defineElement as Definer);
