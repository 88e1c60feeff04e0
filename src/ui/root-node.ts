import { createContext } from 'react';

/**
 * The root node the panel lives in (its element's shadow root), given by the element (elements/define.tsx).
 * Light on purpose: the Ark environment that needs it (ark-environment.tsx) loads only with the Ark parts.
 */
export const RootNodeContext = createContext<() => Document | ShadowRoot>(() => document);
