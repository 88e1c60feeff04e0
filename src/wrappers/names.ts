/** Names of the React wrappers: `admin-customers` → `AdminCustomers`, `admin-member-disabled` → `onMemberDisabled`. */
import { componentName } from '../screens/derive.js';

/** The component of a tag: `admin-customers` → `AdminCustomers`. */
export { componentName };

/** The prop of an event: `admin-member-disabled` → `onMemberDisabled`. */
export const eventProp = (event: string): string => `on${componentName(event.replace(/^admin-/, ''))}`;
