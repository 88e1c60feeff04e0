import { useState } from 'react';

/**
 * False until `on` is first true, then true for good: what is mounted on first use and kept mounted after
 * (a lazily loaded dialog that must stay to animate closing and give focus back).
 */
export function useLatch(on: boolean): boolean {
  const [latched, setLatched] = useState(on);
  if (on && !latched) setLatched(true);
  return latched || on;
}
