import { EnvironmentProvider } from '@ark-ui/react/environment';
import { useContext, type ReactNode } from 'react';
import { RootNodeContext } from './root-node.js';

/**
 * Ark's environment for one Ark part: its portals and its DOM queries (ids, focus) inside the panel's shadow
 * root. Each part that uses Ark wraps itself in it, so a panel that shows none loads neither Ark nor Zag.
 */
export function ArkEnvironment({ children }: { children: ReactNode }) {
  const rootNode = useContext(RootNodeContext);
  return <EnvironmentProvider value={rootNode}>{children}</EnvironmentProvider>;
}
