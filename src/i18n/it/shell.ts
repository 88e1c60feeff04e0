export default {
  appName: 'Back-office',
  logo: 'Logo del back-office',
  nav: {
    label: 'Navigazione principale',
    home: 'Home',
    categories: 'Categorie',
    customers: 'Clienti',
    notifications: 'Notifiche',
    business: 'Aziende',
  },
  toggleSidebar: 'Mostra/nascondi barra laterale',
  userMenu: 'Menu utente',
  profile: 'Profilo',
  settings: 'Impostazioni',
  logout: 'Esci',
  credit: 'Sviluppato da {{studio}}',
};
