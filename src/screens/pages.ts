/**
 * The standalone back-office's pages that are no element: activation, password reset, /unauthorized and the public
 * pages (privacy policy, support, marketing). Only `<admin-app>`'s router reads this list (src/shell/routes.tsx), so
 * neither these pages nor their dictionary reach a page that embeds panels: a portal's bundler sees them only
 * through `<admin-app>` (issue 36, item 12). Same shape and rules as the screens' specs (src/screens/manifest.ts):
 * nothing is imported here at run time but in `load()` and `texts`.
 */
import type { ScreenSpec } from './types.js';

export const PAGES = [
  {
    id: 'enable-member',
    load: () => import('../features/account/enable-member-screen.js').then((m) => m.EnableMemberScreen),
    namespaces: ['account'],
    routes: [{ path: '/enable-member', title: 'enableMember', skipSession: true }],
  },
  {
    id: 'reset-password',
    load: () => import('../features/account/reset-password-screen.js').then((m) => m.ResetPasswordScreen),
    namespaces: ['account'],
    routes: [{ path: '/reset-password', title: 'resetPassword', skipSession: true }],
  },
  {
    id: 'unauthorized',
    load: () => import('../features/auth/unauthorized-screen.js').then((m) => m.UnauthorizedScreen),
    namespaces: [],
    routes: [{ path: '/unauthorized', title: 'unauthorized', skipSession: true }],
  },
  {
    id: 'privacy-policy',
    load: () => import('../features/public/privacy-policy-page.js').then((m) => m.PrivacyPolicyPage),
    namespaces: ['public'],
    texts: { namespace: 'public', it: () => import('../i18n/it/public.js'), en: () => import('../i18n/en/public.js') },
    routes: [{ path: '/privacy-policy', title: 'privacyPolicy' }],
  },
  {
    id: 'support',
    load: () => import('../features/public/support-page.js').then((m) => m.SupportPage),
    namespaces: ['public'],
    routes: [{ path: '/support', title: 'support' }],
  },
  {
    id: 'marketing',
    load: () => import('../features/public/marketing-page.js').then((m) => m.MarketingPage),
    namespaces: ['public'],
    routes: [{ path: '/marketing', title: 'marketing' }],
  },
] as const satisfies readonly ScreenSpec[];

/** The dictionary namespaces the pages own (src/i18n/index.ts registers them when the router loads). */
export type PageNamespace = Extract<(typeof PAGES)[number], { texts: unknown }>['texts']['namespace'];
