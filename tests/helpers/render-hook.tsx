import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

// Hooks rendered in a component, for unit tests under happy-dom. Importing this module unmounts, after
// each test, every root the test rendered.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted = new Set<Root>();
afterEach(() => {
  for (const root of mounted) act(() => root.unmount());
  mounted.clear();
});

/** Renders `hook` in a component; `result.current` is its value after the last render. */
export function renderHook<P, R>(hook: (props: P) => R, initialProps: P) {
  const result = { current: undefined as unknown as R };
  function Probe({ props }: { props: P }) {
    result.current = hook(props);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  mounted.add(root);
  act(() => root.render(<Probe props={initialProps} />));
  return {
    result,
    rerender: (props: P) => act(() => root.render(<Probe props={props} />)),
    unmount: () => {
      mounted.delete(root);
      act(() => root.unmount());
    },
  };
}
