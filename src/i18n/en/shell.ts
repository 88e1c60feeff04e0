export default {
  appName: 'Back-office',
  logo: 'Back-office logo',
  nav: {
    label: 'Main navigation',
    home: 'Home',
    categories: 'Categories',
    customers: 'Customers',
    notifications: 'Notifications',
    business: 'Business',
  },
  toggleSidebar: 'Toggle sidebar',
  userMenu: 'User menu',
  profile: 'Profile',
  settings: 'Settings',
  logout: 'Log out',
  credit: 'Developed by {{studio}}',
};
