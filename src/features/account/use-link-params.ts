import { useMemo } from 'react';
import { isLinkComplete, readLinkParams } from '../../ui/account/password-rules.js';

/** email and token from the page's query string (read once per mount). */
export function useLinkParams() {
  return useMemo(() => {
    const params = readLinkParams(typeof location === 'undefined' ? '' : location.search);
    return { ...params, complete: isLinkComplete(params.email, params.token) };
  }, []);
}
