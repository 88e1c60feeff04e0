/**
 * The element API as the browser needs it before any panel code has loaded: each tag's props and their
 * kinds, whether it has the session gate, the namespaces it shows. Derived from the screens' specs
 * (src/screens/manifest.ts), which also document the props (element-docs.ts): the lazy entry defines every tag
 * from this table the moment it is imported.
 */
import { COMMON_KINDS, tagSpecs, type TagSpec } from '../screens/derive.js';
import { SCREENS, type AdminTag } from '../screens/manifest.js';
import { SHARED_PROPS } from '../screens/props.js';
import type { PropKind } from '../screens/types.js';

export type { AdminTag, TagSpec };
export type PropType = PropKind;

/**
 * Props every element accepts; `lang`, `theme` and `mode` drive the page-wide atoms; `token` and
 * `getToken` (properties only) hand the page's session to the elements.
 */
export const COMMON_PROPS: Readonly<Record<string, PropType>> = COMMON_KINDS;

export { SHARED_PROPS };

export const TAGS = tagSpecs(SCREENS) as Record<AdminTag, TagSpec>;

type Screen = (typeof SCREENS)[number];
type PropsOf<T extends AdminTag> = Extract<Screen, { element: { tag: T } }>['element'] extends { props: infer P } ? P : object;
type ValueOf<K> = K extends 'string' ? string : K extends 'number' ? number : K extends 'boolean' ? boolean : unknown;
/** Each tag's element with its own props (the common ones are HTMLElement's or set as properties). */
export type AdminElementMap = {
  [T in AdminTag]: HTMLElement & { [P in keyof PropsOf<T>]?: PropsOf<T>[P] extends { kind: infer K } ? ValueOf<K> : unknown };
};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends AdminElementMap {}
}

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
