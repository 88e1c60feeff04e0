export default {
  greeting: 'Hello, {{name}}',
  fallbackName: 'User',
  subtitle: 'Here is an overview of the platform.',
  totals: { title: 'Totals', companies: 'Companies', customers: 'Customers', products: 'Products' },
  modules: {
    title: 'Modules',
    categories: { title: 'Categories', description: 'Manage the category tree' },
    customers: { title: 'Customers', description: 'List, enable and disable members' },
    notifications: { title: 'Notifications', description: 'Send bulk notifications' },
    business: { title: 'Business', description: 'Manage companies, branches and products' },
  },
};
