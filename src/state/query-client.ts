import { QueryClient } from './query/core.js';
import { isInvalidTokenError, isMissingCapabilityError } from '../api/errors.js';

// A module of its own (store.ts re-exports it): the lazy loader seeds this cache by key before any panel code has
// arrived (elements/early-data.ts), and carries this file, so it must not bring jotai with it.

const isAuthError = (e: unknown) => isInvalidTokenError(e) || isMissingCapabilityError(e) || (e as { status?: number })?.status === 401;

/** The page's one cache of server answers (state/query/core.ts): retry 3 (never for 401s), kept 5 minutes. */
export const queryClient = new QueryClient({
  retry: (failures, error) => !isAuthError(error) && failures < 3,
  // Spec: retry 3. Each wait is capped at 1 s (250 ms, 500 ms, 1 s) so a failed load shows its error
  // within about 2 s rather than keeping an unreachable API on a spinner.
  retryDelay: (failures) => Math.min(250 * 2 ** failures, 1000),
  gcTime: 5 * 60 * 1000,
});
