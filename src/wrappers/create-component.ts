/** The React component of one tag: its documented properties through a ref, its events as `on…` props. */
import { createElement, forwardRef, useCallback, useEffect, useLayoutEffect, useRef, type ForwardedRef } from 'react';
import { ELEMENTS, attributesOf, eventsOf, propertyOf } from '../elements/element-docs.js';
import { componentName, eventProp } from './names.js';

type Props = Record<string, unknown>;

/**
 * A layout effect in the browser, a plain effect where there is no DOM (a server render, which runs neither):
 * React 18's server renderer warns about every `useLayoutEffect` it meets, once per component.
 */
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** The React component of `tag` (its documented properties and events from src/elements/element-docs.ts). */
export function createComponent(tag: string) {
  const doc = ELEMENTS.find((el) => el.tag === tag);
  if (!doc) throw new Error(`Unknown element <${tag}>`);
  const properties = new Set(attributesOf(doc).map(propertyOf));
  const events = eventsOf(doc).map((e) => [e.name, eventProp(e.name)] as const);
  const eventProps = new Set(events.map(([, prop]) => prop));

  const Component = forwardRef(function AdminElementComponent(props: Props, forwarded: ForwardedRef<HTMLElement>) {
    const element = useRef<HTMLElement | null>(null);
    const latest = useRef<Props>(props);
    const applied = useRef(new Map<string, unknown>());

    const setRef = useCallback(
      (node: HTMLElement | null) => {
        element.current = node;
        if (typeof forwarded === 'function') forwarded(node);
        else if (forwarded) forwarded.current = node;
      },
      [forwarded],
    );

    // Properties, after every render: set when given (or when given before), only when changed.
    useIsomorphicLayoutEffect(() => {
      latest.current = props;
      const node = element.current as unknown as Props | null;
      if (!node) return;
      for (const name of properties) {
        const value = props[name];
        if (value === undefined && !applied.current.has(name)) continue;
        if (applied.current.has(name) && applied.current.get(name) === value) continue;
        applied.current.set(name, value);
        node[name] = value;
      }
    });

    // Events: one listener each for the element's life, calling the latest prop.
    useIsomorphicLayoutEffect(() => {
      const node = element.current;
      if (!node) return;
      const listeners = events.map(([type, prop]) => {
        const listener = (event: Event) => {
          const handler = latest.current[prop];
          if (typeof handler === 'function') (handler as (e: Event) => void)(event);
        };
        node.addEventListener(type, listener);
        return [type, listener] as const;
      });
      return () => listeners.forEach(([type, listener]) => node.removeEventListener(type, listener));
    }, []);

    const rest: Props = {};
    for (const [key, value] of Object.entries(props)) if (!properties.has(key) && !eventProps.has(key)) rest[key] = value;
    return createElement(tag, { ...rest, ref: setRef });
  });
  Component.displayName = componentName(tag);
  return Component;
}
