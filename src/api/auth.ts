import type { ApiClient } from './client.js';
import type {
  ActivationPayload,
  LoginAnswer,
  MemberInfo,
  PasswordChangePayload,
  ProfileUpdatePayload,
  ResetPasswordPayload,
} from './contract/auth.js';
import { AUTH_MESSAGES, hasIamGod } from './contract/constants.js';
import { ApiError } from './errors.js';

// The server validates every payload with the contract's schemas; the browser only normalises, so the
// schema library stays out of the page bundle.
const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * POST /auth/login; email trimmed and lower-cased (spec section 5). `deviceToken`: the one an earlier sign-in
 * to this account answered, for clients without the browser's cookie (the CLI; docs/security.md).
 */
export const login = (c: ApiClient, email: string, password: string, deviceToken?: string) =>
  c.post<LoginAnswer>(
    'auth/login',
    { email: normaliseEmail(email), password },
    deviceToken ? { headers: { 'X-Device-Token': deviceToken } } : undefined,
  );

/** GET /accounts/member: the signed-in member with capabilities. */
export const getMember = (c: ApiClient) => c.get<MemberInfo>('accounts/member');

/** Login, then fetch the member and require IamGOD (spec section 4); the answer's device token too, when there is one. */
export async function signIn(c: ApiClient, email: string, password: string, store: (token: string) => void, deviceToken?: string) {
  const { access_token, device_token } = await login(c, email, password, deviceToken);
  store(access_token);
  const member = await getMember(c);
  if (!hasIamGod(member)) throw new ApiError(AUTH_MESSAGES.missingPermissions, 401);
  return { token: access_token, member, deviceToken: device_token };
}

export const enableAccount = (c: ApiClient, p: ActivationPayload) =>
  c.post<unknown>('accounts/enable', { ...p, email: normaliseEmail(p.email) });

export const resetPassword = (c: ApiClient, p: ResetPasswordPayload) =>
  c.post<unknown>('auth/reset-password', { ...p, email: normaliseEmail(p.email) });

export const sendResetPasswordEmail = (c: ApiClient, email: string) =>
  c.post<unknown>('members/send-reset-password-email', { email: normaliseEmail(email) });

export const updateProfile = (c: ApiClient, p: ProfileUpdatePayload) => c.patch<Partial<MemberInfo>>('accounts/members', p);

export const changePassword = (c: ApiClient, p: PasswordChangePayload) => c.patch<unknown>('accounts/password', p);

/**
 * POST /auth/logout with `token` (the session being closed, sent as is): the server revokes it, so a
 * copy of it stops working. Quiet: its failure is the caller's to ignore, never a session event.
 */
export const logout = (c: ApiClient, token: string) =>
  c.post<{ loggedOut: boolean }>('auth/logout', undefined, {
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
    quiet: true,
  });
