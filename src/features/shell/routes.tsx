import type { ComponentType } from 'react';
import { EnableMemberScreen } from '../account/enable-member-screen.js';
import { ResetPasswordScreen } from '../account/reset-password-screen.js';
import { LoginScreen } from '../auth/login-screen.js';
import { UnauthorizedScreen } from '../auth/unauthorized-screen.js';
import { DashboardScreen } from '../dashboard/dashboard-screen.js';
import { MarketingPage } from '../public/marketing-page.js';
import { PrivacyPolicyPage } from '../public/privacy-policy-page.js';
import { SupportPage } from '../public/support-page.js';
import { ProfileScreen } from '../profile/profile-screen.js';
import { SettingsScreen } from '../settings/settings-screen.js';
import { CustomersScreen } from '../customers/customers-screen.js';
import { BusinessScreen } from '../business/business-screen.js';
import { ProductsScreen } from '../products/products-screen.js';
import { placeholder } from './placeholder-screen.js';
import { CategoriesScreen } from '../categories/categories-screen.js';
import { NotificationsScreen } from '../notifications/notifications-screen.js';

export interface RouteDef {
  path: string;
  component: ComponentType;
  /** IamGOD required; rendered inside the sidebar layout. */
  protected?: boolean;
  /** The session check is skipped on this path (spec section 2). */
  skipSession?: boolean;
  /** Role names allowed (supported by the guard, unused by the spec). */
  roles?: string[];
}

// The route table of spec section 2. Adding a screen is one line: replace a placeholder or add a row.
export const routes: RouteDef[] = [
  { path: '/login', component: LoginScreen, skipSession: true },
  { path: '/enable-member', component: EnableMemberScreen, skipSession: true },
  { path: '/reset-password', component: ResetPasswordScreen, skipSession: true },
  { path: '/unauthorized', component: UnauthorizedScreen, skipSession: true },
  { path: '/home', component: DashboardScreen, protected: true },
  { path: '/profile', component: ProfileScreen, protected: true },
  { path: '/settings', component: SettingsScreen, protected: true },
  { path: '/categories', component: CategoriesScreen, protected: true },
  { path: '/customers', component: CustomersScreen, protected: true },
  { path: '/products', component: ProductsScreen, protected: true },
  { path: '/notifications', component: NotificationsScreen, protected: true },
  { path: '/business', component: BusinessScreen, protected: true },
  { path: '/privacy-policy', component: PrivacyPolicyPage },
  { path: '/support', component: SupportPage },
  { path: '/marketing', component: MarketingPage },
];

export const FALLBACK_PATH = '/home';

export const matchRoute = (path: string): RouteDef | undefined => {
  const clean = path.replace(/\/+$/, '') || '/';
  return routes.find((r) => r.path === clean);
};
