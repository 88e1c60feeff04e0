import { QueryClient } from './query/core.js';
import { createStore } from 'jotai';
import { isInvalidTokenError, isMissingCapabilityError } from '../api/errors.js';

/** The single jotai store shared by every element of the page. */
export const store = createStore();

const isAuthError = (e: unknown) => isInvalidTokenError(e) || isMissingCapabilityError(e) || (e as { status?: number })?.status === 401;

/** The page's one cache of server answers (state/query.ts): retry 3 (never for 401s), kept 5 minutes. */
export const queryClient = new QueryClient({
  retry: (failures, error) => !isAuthError(error) && failures < 3,
  // Spec: retry 3. Each wait is capped at 1 s (250 ms, 500 ms, 1 s) so a failed load shows its error
  // within about 2 s rather than keeping an unreachable API on a spinner.
  retryDelay: (failures) => Math.min(250 * 2 ** failures, 1000),
  gcTime: 5 * 60 * 1000,
});
