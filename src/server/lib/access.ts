import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { AUTH_MESSAGES, IAM_GOD, type TokenScope } from '../../api/contract/index.js';
import type { AppEnv, Deps } from './deps.js';
import { HttpError } from './http-error.js';
import { signIn } from './auth.js';

/**
 * Who may call a route (issue 39; docs/api.md, "Route → scope"):
 * - `public`: anyone, no credential read;
 * - `signed-in`: any valid credential of an enabled member;
 * - `admin`: an administrator (IamGOD), else 401 capabilities_required;
 * - `owner`: an owner, else 403 owner_required.
 * `scope`: what an API token needs besides (a session has every scope its role allows; `admin` includes every
 * scope). `session`: a session only, never an API token (403 session_required): credentials, sessions and
 * owners' actions. A signed-in route with neither is open to any token of its member.
 */
export type Access = { access: 'public' } | { access: 'signed-in' | 'admin' | 'owner'; scope?: TokenScope; session?: true };

const PUBLIC: Access = { access: 'public' };
const SELF: Access = { access: 'signed-in' };
const SELF_SESSION: Access = { access: 'signed-in', session: true };
const ADMIN_SESSION: Access = { access: 'admin', session: true };
const OWNER_SESSION: Access = { access: 'owner', session: true };
const admin = (scope: TokenScope): Access => ({ access: 'admin', scope });

/** The one table: every route of /v1 (method and Hono path) and who may call it. A server test fails on a route without one. */
export const ROUTE_ACCESS: Record<string, Access> = {
  'POST /v1/auth/login': PUBLIC,
  'POST /v1/auth/reset-password': PUBLIC,
  'POST /v1/accounts/enable': PUBLIC,
  'POST /v1/members/send-reset-password-email': PUBLIC,
  'GET /v1/dev/mail': PUBLIC,

  'POST /v1/auth/logout': SELF_SESSION,
  'GET /v1/accounts/member': SELF,
  'PATCH /v1/accounts/members': SELF_SESSION,
  'PATCH /v1/accounts/password': SELF_SESSION,

  'GET /v1/members': admin('members:read'),
  'GET /v1/members/:id': admin('members:read'),
  'GET /v1/companies': admin('members:read'),
  'GET /v1/companies/:id': admin('members:read'),
  'GET /v1/products': admin('members:read'),
  'GET /v1/categories': admin('members:read'),
  'GET /v1/insights/all': admin('members:read'),
  'GET /v1/insights/trends': admin('members:read'),
  'GET /v1/search': admin('members:read'),
  'POST /v1/members/enable-by-admin': admin('members:write'),
  'POST /v1/members/disable': admin('members:write'),

  'DELETE /v1/products/:id': admin('catalog:write'),
  'POST /v1/products/:id/restore': admin('catalog:write'),
  'POST /v1/categories': admin('catalog:write'),
  'PATCH /v1/categories/rename': admin('catalog:write'),
  'DELETE /v1/categories/:categoryId': admin('catalog:write'),
  'POST /v1/categories/:categoryId/restore': admin('catalog:write'),

  'GET /v1/audit': admin('audit:read'),
  'GET /v1/recently-deleted': admin('audit:read'),

  'POST /v1/notifications/send-bulk': admin('notifications:send'),
  'POST /v1/notifications/send-test': admin('notifications:send'),
  'POST /v1/notifications/:id/cancel': admin('notifications:send'),
  'GET /v1/notifications/audience': admin('notifications:read'),
  'GET /v1/notifications': admin('notifications:read'),
  'GET /v1/notifications/:id': admin('notifications:read'),

  // Issue 39: sessions, API tokens, owners. Never with an API token (a token cannot make a token).
  'GET /v1/sessions': SELF_SESSION,
  'DELETE /v1/sessions/:id': SELF_SESSION,
  'POST /v1/sessions/revoke-others': SELF_SESSION,
  'GET /v1/tokens': ADMIN_SESSION,
  'POST /v1/tokens': ADMIN_SESSION,
  'DELETE /v1/tokens/:id': ADMIN_SESSION,
  'GET /v1/admins': OWNER_SESSION,
  'GET /v1/admins/:id/sessions': OWNER_SESSION,
  'DELETE /v1/admins/:id/sessions/:sessionId': OWNER_SESSION,
  'POST /v1/admins/grant': OWNER_SESSION,
  'POST /v1/admins/:id/revoke': OWNER_SESSION,
  'POST /v1/admins/:id/disable': OWNER_SESSION,
  'POST /v1/admins/:id/enable': OWNER_SESSION,
  'POST /v1/admins/:id/owner': OWNER_SESSION,
  'DELETE /v1/admins/:id/owner': OWNER_SESSION,
  'POST /v1/members/:id/block': OWNER_SESSION,
};

/** A route missing from the table is for administrators' sessions only (the route test keeps the table whole). */
const FALLBACK: Access = ADMIN_SESSION;

/** The entry of the route that will answer the request (its first matching handler), or null when none matches. */
export function accessOf(method: string, handlerPath: string): Access {
  return ROUTE_ACCESS[`${method} ${handlerPath}`] ?? FALLBACK;
}

const missingScope = (scope: TokenScope) =>
  Object.assign(new HttpError(403, `This API token lacks the scope ${scope}`, {}, 'missing_scope'), { details: { scope } });

/**
 * The one access check of /v1 (issue 39): finds the route's entry in ROUTE_ACCESS and checks the credential
 * against it before anything else of the route runs (idempotency included).
 */
export const accessControl =
  (deps: Deps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const route = matchedRoutes(c).find((r) => r.method !== 'ALL' && r.path.startsWith('/v1'));
    if (!route) return next(); // no route: the 404 of /v1
    const rule = accessOf(route.method, route.path);
    if (rule.access === 'public') return next();
    await signIn(deps, c);
    const caps = c.get('member').capabilities;
    if ((rule.access === 'admin' || rule.access === 'owner') && !caps.includes(IAM_GOD))
      throw new HttpError(401, AUTH_MESSAGES.capabilitiesRequired, {}, 'capabilities_required');
    if (rule.access === 'owner' && !c.get('member').owner) throw new HttpError(403, 'Only an owner can do this', {}, 'owner_required');
    const cred = c.get('credential');
    if (cred.kind === 'token') {
      if (rule.session)
        throw new HttpError(403, 'This needs a signed-in session: an API token cannot do it (nor create tokens)', {}, 'session_required');
      if (rule.scope && !cred.scopes.includes(rule.scope) && !cred.scopes.includes('admin')) throw missingScope(rule.scope);
    }
    await next();
  };
