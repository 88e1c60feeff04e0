/**
 * What the rest of the package derives from the screens' specs (src/screens/manifest.ts), as pure functions of
 * a list of specs: the elements layer (tags, loaders, docs), the shell (routes, sidebar), i18n (the dictionary
 * parts), the React wrappers and the build (tests/unit/screens/manifest.test.ts runs them on a fixture list).
 */
import { COMMON_PROPS } from './props.js';
import type { ElementSpec, NavSpec, PropKind, PropSpec, RouteSpec, ScreenSpec, TextsSpec } from './types.js';

export type ElementScreen = ScreenSpec & { element: ElementSpec };

/** The specs published as elements, in the manifest's order. */
export const elementScreens = (screens: readonly ScreenSpec[]): ElementScreen[] => screens.filter((s): s is ElementScreen => !!s.element);

/** What the light element class of a tag needs (src/elements/lazy-element.ts): its props' kinds, its gate, its namespaces. */
export interface TagSpec {
  /** Public props of the tag (camelCase) and how their attribute is read; attributes are their kebab-case names. */
  props?: Record<string, PropKind>;
  /** Embedded panels show the inline sign-in without a session (default true; false for admin-app, admin-login). */
  gate?: boolean;
  /**
   * The dictionary namespaces the panel shows beyond the frame's, which every panel loads: the page downloads only
   * these of its language (<admin-app>: its first screen's and its menus'; each other screen brings its own). `'all'`:
   * every namespace.
   */
  namespaces?: readonly string[] | 'all';
}

const kinds = (props: Readonly<Record<string, PropSpec>>): Record<string, PropKind> =>
  Object.fromEntries(Object.entries(props).map(([name, p]) => [name, p.kind]));

/** Every prop's kind, the common ones. */
export const COMMON_KINDS = kinds(COMMON_PROPS);

/** Tag → its spec for the element classes. */
export function tagSpecs(screens: readonly ScreenSpec[]): Record<string, TagSpec> {
  return Object.fromEntries(
    elementScreens(screens).map((s) => {
      const spec: TagSpec = { namespaces: s.namespaces };
      if (s.element.props) spec.props = kinds(s.element.props);
      if (s.element.gate === false) spec.gate = false;
      return [s.element.tag, spec];
    }),
  );
}

/** `admin-customers` → `AdminCustomers` (the React wrapper; `…Element` is the element's class in the typings). */
export const componentName = (tag: string): string => tag.replace(/(?:^|-)([a-z])/g, (_, c: string) => c.toUpperCase());

/** A route of `<admin-app>` and the spec whose screen it shows. */
export interface RouteEntry extends Omit<RouteSpec, 'detail' | 'path'> {
  path: string;
  screen: ScreenSpec;
  /** For a list with detail routes (both its routes): the list's path. */
  list?: string;
}

/** The route table of `<admin-app>` (spec section 2): each route of each spec, a list's `<path>/:id` after it. */
export function routeTable(screens: readonly ScreenSpec[]): RouteEntry[] {
  return screens.flatMap((screen) =>
    (screen.routes ?? []).flatMap(({ detail, ...route }) => {
      const entry: RouteEntry = { ...route, screen };
      return detail
        ? [
            { ...entry, list: route.path },
            { ...entry, path: `${route.path}/:id`, list: route.path },
          ]
        : [entry];
    }),
  );
}

/** A sidebar entry: the screen's first route. */
export interface NavEntry {
  route: string;
  labelKey: string;
  icon: NavSpec['icon'];
  capability: string;
  also?: string[];
}

/** The sidebar's entries, in their order. */
export function navEntries(screens: readonly ScreenSpec[]): NavEntry[] {
  return screens
    .filter((s): s is ScreenSpec & { nav: NavSpec; routes: readonly RouteSpec[] } => !!s.nav && !!s.routes?.length)
    .sort((a, b) => a.nav.order - b.nav.order)
    .map(({ nav, routes }) => ({
      route: routes[0]!.path,
      labelKey: nav.label,
      icon: nav.icon,
      capability: nav.capability,
      ...(nav.also ? { also: [...nav.also] } : {}),
    }));
}

/** The dictionary namespaces the screens own, with their files. */
export const screenTexts = (screens: readonly ScreenSpec[]): TextsSpec[] => screens.flatMap((s) => (s.texts ? [s.texts] : []));
