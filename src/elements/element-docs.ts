/**
 * The public API of every element, as data: scripts/gen-manifest.ts turns it into custom-elements.json
 * (Custom Elements Manifest v2), docs/elements.md and the d.ts of the browser builds. Derived from the screens'
 * specs (src/screens/manifest.ts), which hold each tag's props once (their kinds for the element classes,
 * src/elements/tags.ts, and their docs here).
 */
import { ADMIN_EVENT_DOCS, type AdminEventName } from '../state/events.js';
import { componentName, elementScreens, type ElementScreen } from '../screens/derive.js';
import { SCREENS } from '../screens/manifest.js';
import { COMMON_PROPS } from '../screens/props.js';
import type { PropSpec, ScreenSpec } from '../screens/types.js';

export interface AttrDoc {
  name: string;
  /** Property name when it differs from the camelCase of the attribute. */
  property?: string;
  type: string;
  description: string;
  default?: string;
  /** Property only, no attribute. */
  propertyOnly?: boolean;
}
/** An event as documented: name, description and cancelable from ADMIN_EVENT_DOCS (src/state/events.ts). */
export interface EventDoc {
  name: AdminEventName;
  description: string;
  cancelable?: boolean;
}
export interface ElementDoc {
  tag: string;
  className: string;
  summary: string;
  attributes: AttrDoc[];
  /** Public events it dispatches (names of AdminEventMap). */
  events: AdminEventName[];
  /** Session gate: the inline sign-in replaces the content without a session. */
  gated: boolean;
}

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);

/** A prop as documented: its attribute (kebab-case) unless it is set as a property only (functions, objects). */
export function attrDoc(property: string, p: PropSpec): AttrDoc {
  const propertyOnly = p.kind === 'function' || p.kind === 'object';
  const name = propertyOnly ? property : kebab(property);
  return {
    name,
    ...(propertyOnly || name === property ? {} : { property }),
    type: p.type,
    description: p.description,
    ...(p.default ? { default: p.default } : {}),
    ...(propertyOnly ? { propertyOnly } : {}),
  };
}

// Pure: a chunk that reads only THEME_PROPERTIES (the host styles) leaves the docs out.
export const COMMON_ATTRIBUTES: AttrDoc[] = /* @__PURE__ */ (() => Object.entries(COMMON_PROPS).map(([name, p]) => attrDoc(name, p)))();

/** Events of every gated panel (its inline sign-in, its session and its calls). */
export const SESSION_EVENTS: AdminEventName[] = ['admin-session-changed', 'admin-session-expired', 'admin-api-error'];

/** The documentation of a screen's element. */
export const elementDoc = ({ element: el }: ElementScreen): ElementDoc => ({
  tag: el.tag,
  className: `${componentName(el.tag)}Element`,
  gated: el.gate !== false,
  summary: el.summary,
  attributes: Object.entries(el.props ?? {}).map(([name, p]) => attrDoc(name, p)),
  events: [...(el.events ?? [])],
});

/** The documentation of every element of `screens`, in their order. */
export const elementDocs = (screens: readonly ScreenSpec[]): ElementDoc[] => elementScreens(screens).map(elementDoc);

export const ELEMENTS: ElementDoc[] = /* @__PURE__ */ elementDocs(SCREENS);

export const PARTS: ReadonlyArray<{ name: string; description: string }> = [
  { name: 'panel', description: 'The outer wrapper of the content (inline sign-in included).' },
  { name: 'overlay', description: 'The top-layer box holding dialogs, menus, selects and toasts (full viewport, pointer-events none).' },
  { name: 'login', description: 'The inline sign-in form of an embedded panel without a session.' },
  { name: 'button', description: 'Every button.' },
  { name: 'button-primary', description: 'Primary (solid) buttons, also carrying the part button.' },
  { name: 'button-danger', description: 'Destructive buttons, also carrying the part button.' },
  { name: 'table', description: 'The data tables of the list panels.' },
  { name: 'dialog', description: 'The content box of every dialog (in the overlay layer).' },
  { name: 'menu', description: 'The content box of every menu (in the overlay layer).' },
  { name: 'toast', description: 'The toast (in the overlay layer of the element that owns the page toaster).' },
];

/** Public custom properties → Panda variables they override (first found wins, then the theme's value). */
export const THEME_PROPERTIES: ReadonlyArray<{ name: string; target: string; fallbacks?: string[]; description: string }> = [
  { name: '--admin-accent', target: '--colors-accent-default', description: 'Accent colour: primary buttons, focus rings, active items.' },
  {
    name: '--admin-accent-hover',
    target: '--colors-accent-emphasized',
    fallbacks: ['--admin-accent'],
    description: 'Accent colour on hover (defaults to --admin-accent when that is set).',
  },
  { name: '--admin-accent-fg', target: '--colors-accent-fg', description: 'Text on the accent colour.' },
  {
    name: '--admin-accent-text',
    target: '--colors-accent-text',
    fallbacks: ['--admin-accent'],
    description: 'Accent-coloured text and links.',
  },
  { name: '--admin-surface', target: '--colors-bg-surface', description: 'Background of cards, tables, dialogs and menus.' },
  { name: '--admin-canvas', target: '--colors-bg-canvas', description: 'Background behind the cards.' },
  { name: '--admin-text', target: '--colors-fg-default', description: 'Default text colour.' },
  { name: '--admin-text-muted', target: '--colors-fg-muted', description: 'Secondary text colour.' },
  { name: '--admin-border', target: '--colors-border-default', description: 'Border colour.' },
  { name: '--admin-danger', target: '--colors-danger-default', description: 'Destructive actions and errors.' },
  { name: '--admin-radius', target: '--radii-l2', description: 'Corner radius of buttons and inputs (cards use --admin-radius-lg).' },
  { name: '--admin-radius-sm', target: '--radii-l1', description: 'Small corner radius (badges, checkboxes).' },
  { name: '--admin-radius-lg', target: '--radii-l3', description: 'Large corner radius (cards, dialogs, menus).' },
  { name: '--admin-font', target: '--fonts-body', description: 'Font family of the panel (register @font-face on the page).' },
];

const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
/** Property name of an attribute. */
export const propertyOf = (a: AttrDoc): string => a.property ?? camel(a.name);
/** Attributes and properties of an element, the common ones first. */
export const attributesOf = (el: ElementDoc): AttrDoc[] => [...COMMON_ATTRIBUTES, ...el.attributes];
/** The documentation of one event. */
export const eventDoc = (name: AdminEventName): EventDoc => ({ name, ...ADMIN_EVENT_DOCS[name] });

/** Events of an element, the session events of gated panels included. */
export function eventsOf(el: ElementDoc): EventDoc[] {
  const names = [...el.events];
  if (el.gated) for (const e of SESSION_EVENTS) if (!names.includes(e)) names.push(e);
  return names.map(eventDoc);
}
