/**
 * A tag's attributes and properties: which prop each attribute sets and how it is read, the property-only
 * props (a token never lives in an attribute), and the page-wide props, whose values are shared.
 */
import { PROPS, type Internals } from './element-internals.js';
import { shareValue } from './shared-values.js';
import { COMMON_PROPS, SHARED_PROPS, parseAttribute, toKebab, type PropType, type TagSpec } from './tags.js';

const warnAttribute = (tag: string, attr: string) =>
  console.warn(
    `<${tag}>: the "${attr}" attribute is ignored and was removed (an attribute exposes the token to every script and stylesheet reading the DOM). Set the property instead: element.${attr === 'token' ? 'token' : 'getToken'} = …, or BackOffice.configure({ getToken }).`,
  );
/** Property-only props that must never live in an attribute. */
const SECRET_ATTRS = ['token', 'get-token'];
const shared = new Set<string>(SHARED_PROPS);

/** A tag's props: the kind of each, their names, and the attribute of each that has one. */
export interface TagProps {
  types: Record<string, PropType>;
  names: string[];
  /** Attribute → prop. Function/object props are properties only (a token in an attribute would be readable by any script in the DOM). */
  byAttr: Map<string, string>;
}

export function tagProps(spec: TagSpec): TagProps {
  const types: Record<string, PropType> = { ...COMMON_PROPS, ...spec.props };
  const names = Object.keys(types);
  const byAttr = new Map(names.filter((n) => types[n] !== 'function' && types[n] !== 'object').map((n) => [toKebab(n), n]));
  return { types, names, byAttr };
}

/** The attributes a tag's elements observe: their props' and the secret ones (removed whenever set). */
export const observedAttributes = (p: TagProps) => [...p.byAttr.keys(), ...SECRET_ATTRS];

/**
 * At construction: a secret attribute is removed (with a warning), the others are read into the props (a
 * boolean without its attribute is false; a page-wide value is shared), and properties set before the
 * element was defined, which shadow the accessors, are applied again through them.
 */
export function readInitialProps(el: Internals, tag: string, { types, names, byAttr }: TagProps) {
  for (const attr of SECRET_ATTRS)
    if (el.hasAttribute(attr)) {
      el.removeAttribute(attr);
      warnAttribute(tag, attr);
    }
  for (const [attr, name] of byAttr) {
    if (el.hasAttribute(attr)) el[PROPS][name] = parseAttribute(types[name]!, el.getAttribute(attr));
    else if (types[name] === 'boolean') el[PROPS][name] = false;
    if (shared.has(name) && el[PROPS][name] !== undefined) shareValue(name, el[PROPS][name]);
  }
  const self = el as unknown as Record<string, unknown>;
  for (const name of names) {
    if (Object.prototype.hasOwnProperty.call(el, name)) {
      const value = self[name];
      delete self[name];
      self[name] = value;
    }
  }
}

/** An observed attribute changed: a secret one is removed again; a prop's is parsed (a page-wide one shared). True when the props changed. */
export function attributeChanged(el: Internals, tag: string, { types, byAttr }: TagProps, attr: string, value: string | null): boolean {
  if (SECRET_ATTRS.includes(attr)) {
    if (value !== null) {
      el.removeAttribute(attr);
      warnAttribute(tag, attr);
    }
    return false;
  }
  const name = byAttr.get(attr);
  if (!name) return false;
  el[PROPS][name] = parseAttribute(types[name]!, value);
  if (shared.has(name)) shareValue(name, el[PROPS][name]);
  return true;
}

/** The property setters of the page-wide props (r2wc's, on `base`) redefined on `proto` so that they also share the value. */
export function shareOnSet(proto: object, base: object) {
  for (const name of SHARED_PROPS) {
    const desc = Object.getOwnPropertyDescriptor(base, name);
    if (!desc?.set) continue;
    Object.defineProperty(proto, name, {
      configurable: true,
      enumerable: true,
      get: desc.get,
      set(this: Internals, value: unknown) {
        shareValue(name, value);
        desc.set!.call(this, value);
      },
    });
  }
}
