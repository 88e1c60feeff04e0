// Generated from the screens' specs (src/screens/manifest.ts) by scripts/manifest/wrappers.ts. Do not edit.
import { createComponent } from './create-component.js';

export const AdminApp = createComponent('admin-app');
export const AdminLogin = createComponent('admin-login');
export const AdminDashboard = createComponent('admin-dashboard');
export const AdminCategories = createComponent('admin-categories');
export const AdminCustomers = createComponent('admin-customers');
export const AdminBusiness = createComponent('admin-business');
export const AdminProducts = createComponent('admin-products');
export const AdminNotifications = createComponent('admin-notifications');
export const AdminActivity = createComponent('admin-activity');
export const AdminProfile = createComponent('admin-profile');
export const AdminSettings = createComponent('admin-settings');
