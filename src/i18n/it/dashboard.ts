export default {
  greeting: 'Ciao, {{name}}',
  fallbackName: 'Utente',
  subtitle: 'Ecco una panoramica della piattaforma.',
  totals: { title: 'Totali', companies: 'Aziende', customers: 'Clienti', products: 'Prodotti' },
  modules: {
    title: 'Moduli',
    categories: { title: 'Categorie', description: 'Gestisci l’albero delle categorie' },
    customers: { title: 'Clienti', description: 'Elenca, abilita e disabilita i membri' },
    notifications: { title: 'Notifiche', description: 'Invia notifiche massive' },
    business: { title: 'Aziende', description: 'Gestisci aziende, sedi e prodotti' },
  },
};
