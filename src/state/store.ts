import { createStore } from 'jotai';

/** The single jotai store shared by every element of the page. */
export const store = createStore();

/** The page's one cache of server answers (query-client.ts). */
export { queryClient } from './query-client.js';
