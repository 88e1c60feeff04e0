/**
 * The shape of a screen's spec (src/screens/manifest.ts). The screens layer imports nothing at run time:
 * only types (erased from the built code) and, in a spec's functions, dynamic imports of its implementation
 * and its dictionary files (docs/architecture.md, layers.json `$lazy`).
 */
import type { ComponentType } from 'react';
import type { AdminEventName } from '../state/events.js';
import type { NavIcon } from '../shell/nav-items.js';
import type { FirstContext } from '../elements/early-data.js';
import type { QueryKey } from '../state/query/core.js';

/** How an attribute is read into its prop; `function` and `object` props are properties only (never attributes). */
export type PropKind = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'object';

/** One public prop of an element: read from its attribute by `kind`, documented with `type` and `description`. */
export interface PropSpec {
  kind: PropKind;
  /** Its TypeScript type in the docs and the typings (`'none' | 'replace' | 'push'`). */
  type: string;
  description: string;
  /** As the docs show it (`'c.'`). */
  default?: string;
}

/** The custom element a screen is published as. */
export interface ElementSpec {
  /** `admin-<name>`; its class is `Admin<Name>Element`, its React wrapper `Admin<Name>`. */
  tag: `admin-${string}`;
  /** One sentence for the docs, the manifest and the typings. */
  summary: string;
  /** Its own props (camelCase; the attribute is the kebab-case name), beside the props every element has. */
  props?: Readonly<Record<string, PropSpec>>;
  /** Public events it dispatches (the session events of gated panels are added). */
  events?: readonly AdminEventName[];
  /** Without a session an embedded panel shows the inline sign-in (default true). */
  gate?: boolean;
  /** Where a sign-in made in it is kept unless the page configures it (default: the tab's sessionStorage). */
  persist?: 'cookie';
}

/** A route of `<admin-app>` showing the screen. */
export interface RouteSpec {
  path: `/${string}`;
  /** Key under `shell.titles` of the document title. */
  title: string;
  /** IamGOD required; rendered inside the sidebar layout. */
  protected?: boolean;
  /** The session check is skipped on this path (spec section 2). */
  skipSession?: boolean;
  /** Role names allowed: a capability, or `'owner'` for team owners (issue 39, `grantsOf` in api/contract/constants.ts). */
  roles?: readonly string[];
  /** Its items open in a drawer at `<path>/:id`, over the list (the same screen for both routes). */
  detail?: boolean;
}

/** The screen's entry in the sidebar (and the command palette's screens): its first route. */
export interface NavSpec {
  /** Key of its label. */
  label: string;
  icon: NavIcon;
  /** Capability a member needs to see it (`'owner'`: team owners only). */
  capability: string;
  /** Other routes highlighted with it. */
  also?: readonly `/${string}`[];
  /** Place in the sidebar, ascending. */
  order: number;
}

/** A dictionary namespace's two files, each loaded on demand (one chunk per language in the browser builds). */
export interface TextsSpec {
  namespace: string;
  it: () => Promise<{ default: Record<string, unknown> }>;
  en: () => Promise<{ default: Record<string, unknown> }>;
}

/** A screen component as the manifest hands it out; the shell and the elements give it its props. */
export type ScreenComponent = ComponentType<never>;

export interface ScreenSpec {
  /** Unique: the feature folder's or the page's name. */
  id: string;
  /** The screen's React component: a dynamic import of its implementation. */
  load: () => Promise<ScreenComponent>;
  /** Dictionary namespaces it shows beyond the frame's (src/i18n/index.ts `FRAME_NAMESPACES`); `'all'`: every one. */
  namespaces: readonly string[] | 'all';
  /** The namespace it owns (its texts, two files); screens sharing one name it in the first of them only. */
  texts?: TextsSpec;
  element?: ElementSpec;
  routes?: readonly RouteSpec[];
  nav?: NavSpec;
  /**
   * The requests its first render makes, as query keys (built with `ctx.keys`, src/state/query-keys.ts), from the
   * element it renders in: the lazy loader asks for them as the element connects, into the page's query cache,
   * while the screen's code is on the way (elements/early-data.ts, which knows the call behind each key).
   */
  first?: (el: HTMLElement, ctx: FirstContext) => readonly QueryKey[];
}
