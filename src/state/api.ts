import { useCallback, useEffect, useMemo, useRef } from 'react';
import { createClient, type ApiClient } from '../api/client.js';
import { embeddedHost, useHost } from './host.js';
import { handleSessionError } from './session.js';
import { reportApiProblem } from './api-problem.js';
import { apiBaseOf, mediaUrl } from './api-base.js';
import { resolveToken } from './token-source.js';

/**
 * A client for `element` outside React (the first page a panel asks for at connection, before its
 * session is confirmed): the session check reports session errors, so this one leaves them alone.
 */
export const quietClientFor = (element: HTMLElement): ApiClient => createClient({ baseUrl: apiBaseOf(element), getToken: resolveToken });

/**
 * The client of an embedded panel's session check at connection (elements/define.tsx), outside React: it
 * reports session errors and API problems (`admin-api-error`) as the panel's own client does (`useApi`), as an
 * embedded panel.
 */
export const embeddedClientFor = (element: HTMLElement): ApiClient =>
  createClient({
    baseUrl: apiBaseOf(element),
    getToken: resolveToken,
    onError: (error) => {
      const host = embeddedHost(element);
      handleSessionError(error, host);
      reportApiProblem(error, host);
    },
  });

/** The API client of this element; the token comes from the host page or the stored sign-in. */
export function useApi(): ApiClient {
  const host = useHost();
  const hostRef = useRef(host);
  useEffect(() => {
    hostRef.current = host;
  }, [host]);
  const base = apiBaseOf(host.element);
  return useMemo(
    () =>
      createClient({
        baseUrl: base,
        getToken: resolveToken,
        onError: (error) => {
          handleSessionError(error, hostRef.current);
          reportApiProblem(error, hostRef.current);
        },
      }),
    [base],
  );
}

/** `mediaUrl` for this element: a file the API names by path, on the API's origin. */
export function useMediaUrl(): (src: string) => string {
  const element = useHost().element;
  return useCallback((src: string) => mediaUrl(element, src), [element]);
}
