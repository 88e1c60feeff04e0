import { lazy, type ComponentType } from 'react';
import { LoginScreen } from '../features/auth/login-screen.js';
import { DashboardScreen } from '../features/dashboard/dashboard-screen.js';

// Sign-in and the dashboard are the first screens of most visits: they ship with <admin-app>.
// Every other screen is its own chunk, fetched on first visit (the router wraps screens in Suspense).
const EnableMemberScreen = lazy(() => import('../features/account/enable-member-screen.js').then((m) => ({ default: m.EnableMemberScreen })));
const ResetPasswordScreen = lazy(() => import('../features/account/reset-password-screen.js').then((m) => ({ default: m.ResetPasswordScreen })));
const UnauthorizedScreen = lazy(() => import('../features/auth/unauthorized-screen.js').then((m) => ({ default: m.UnauthorizedScreen })));
const MarketingPage = lazy(() => import('../features/public/marketing-page.js').then((m) => ({ default: m.MarketingPage })));
const PrivacyPolicyPage = lazy(() => import('../features/public/privacy-policy-page.js').then((m) => ({ default: m.PrivacyPolicyPage })));
const SupportPage = lazy(() => import('../features/public/support-page.js').then((m) => ({ default: m.SupportPage })));
const ProfileScreen = lazy(() => import('../features/profile/profile-screen.js').then((m) => ({ default: m.ProfileScreen })));
const SettingsScreen = lazy(() => import('../features/settings/settings-screen.js').then((m) => ({ default: m.SettingsScreen })));
const CustomersScreen = lazy(() => import('../features/customers/customers-screen.js').then((m) => ({ default: m.CustomersScreen })));
const BusinessScreen = lazy(() => import('../features/business/business-screen.js').then((m) => ({ default: m.BusinessScreen })));
const ProductsScreen = lazy(() => import('../features/products/products-screen.js').then((m) => ({ default: m.ProductsScreen })));
const CategoriesScreen = lazy(() => import('../features/categories/categories-screen.js').then((m) => ({ default: m.CategoriesScreen })));
const ActivityScreen = lazy(() => import('../features/activity/activity-screen.js').then((m) => ({ default: m.ActivityScreen })));
const NotificationsScreen = lazy(() => import('../features/notifications/notifications-screen.js').then((m) => ({ default: m.NotificationsScreen })));

export interface RouteDef {
  path: string;
  component: ComponentType;
  /** IamGOD required; rendered inside the sidebar layout. */
  protected?: boolean;
  /** The session check is skipped on this path (spec section 2). */
  skipSession?: boolean;
  /** Role names allowed (supported by the guard, unused by the spec). */
  roles?: string[];
  /** Key under `shell.titles` of the document title. */
  title: string;
}

// The route table of spec section 2. Adding a screen is one line.
export const routes: RouteDef[] = [
  { path: '/login', component: LoginScreen, title: 'login', skipSession: true },
  { path: '/enable-member', component: EnableMemberScreen, title: 'enableMember', skipSession: true },
  { path: '/reset-password', component: ResetPasswordScreen, title: 'resetPassword', skipSession: true },
  { path: '/unauthorized', component: UnauthorizedScreen, title: 'unauthorized', skipSession: true },
  { path: '/home', component: DashboardScreen, title: 'home', protected: true },
  { path: '/profile', component: ProfileScreen, title: 'profile', protected: true },
  { path: '/settings', component: SettingsScreen, title: 'settings', protected: true },
  { path: '/categories', component: CategoriesScreen, title: 'categories', protected: true },
  { path: '/customers', component: CustomersScreen, title: 'customers', protected: true },
  { path: '/products', component: ProductsScreen, title: 'products', protected: true },
  { path: '/notifications', component: NotificationsScreen, title: 'notifications', protected: true },
  { path: '/activity', component: ActivityScreen, title: 'activity', protected: true },
  { path: '/business', component: BusinessScreen, title: 'business', protected: true },
  { path: '/privacy-policy', component: PrivacyPolicyPage, title: 'privacyPolicy' },
  { path: '/support', component: SupportPage, title: 'support' },
  { path: '/marketing', component: MarketingPage, title: 'marketing' },
];

export const FALLBACK_PATH = '/home';

export const matchRoute = (path: string): RouteDef | undefined => {
  const clean = path.replace(/\/+$/, '') || '/';
  return routes.find((r) => r.path === clean);
};
