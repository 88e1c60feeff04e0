/** The command palette of <admin-app> (Ctrl+K): screens and actions by name, members, companies and products (issue 16). */
export default {
  title: 'Search',
  label: 'Search screens, members, companies and products',
  placeholder: 'Search or go to…',
  groups: {
    screens: 'Screens',
    actions: 'Actions',
    members: 'Members',
    companies: 'Companies',
    products: 'Products',
    categories: 'Categories',
  },
  commands: {
    toggleMode: 'Switch between light and dark mode',
    switchLanguage: 'Switch to Italian (Italiano)',
    sendNotification: 'Send notification',
    newCategory: 'New category',
    notificationHistory: 'Notification history',
    recentlyDeleted: 'Recently deleted',
  },
  disabled: 'Disabled',
  vat: 'VAT {{vat}}',
  searching: 'Searching members, companies and products…',
  minLength: 'Type at least 2 characters to search members, companies and products.',
  noResults: 'No results for “{{query}}”',
  error: 'Members, companies and products could not be searched.',
  results: { one: '{{count}} result', other: '{{count}} results' },
  /** The key hints under the list. */
  keys: { move: 'to move', open: 'to open', close: 'to close' },
};
