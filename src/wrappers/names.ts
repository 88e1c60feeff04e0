/** Names of the React wrappers: `admin-customers` → `AdminCustomers`, `admin-member-disabled` → `onMemberDisabled`. */
const pascal = (s: string) => s.replace(/(?:^|-)([a-z])/g, (_, c: string) => c.toUpperCase());

/** The component of a tag: `admin-customers` → `AdminCustomers`. */
export const componentName = (tag: string): string => pascal(tag);

/** The prop of an event: `admin-member-disabled` → `onMemberDisabled`. */
export const eventProp = (event: string): string => `on${pascal(event.replace(/^admin-/, ''))}`;
