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
      gcTime: 5 * 60 * 1000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
