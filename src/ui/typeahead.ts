/** Spec section 9: typed letters add up to a search for 1000 ms after the last key, then start over. */
export const TYPEAHEAD_RESET_MS = 1000;
