import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { isInvalidTokenError, isMissingCapabilityError } from '../api/errors.js';

/** The single jotai store shared by every element of the page. */
export const store = createStore();

const isAuthError = (e: unknown) => isInvalidTokenError(e) || isMissingCapabilityError(e) || (e as { status?: number })?.status === 401;

/** The single TanStack Query client: retry 3 (never for 401s), gcTime 5 minutes. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => !isAuthError(error) && failures < 3,
      // Spec: retry 3. TanStack's default backoff (1 s, 2 s, 4 s, up to 30 s) kept an unreachable API
      // on a spinner for 7 s before the error state and its retry button showed; cap each wait at 1 s
      // (250 ms, 500 ms, 1 s) so a failed load shows its error within about 2 s.
      retryDelay: (attempt) => Math.min(250 * 2 ** attempt, 1000),
      gcTime: 5 * 60 * 1000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
