/** La palette dei comandi di <admin-app> (Ctrl+K): schermate e azioni per nome, membri, aziende e prodotti (issue 16). */
export default {
  title: 'Cerca',
  label: 'Cerca schermate, membri, aziende e prodotti',
  placeholder: 'Cerca o vai a…',
  groups: {
    screens: 'Schermate',
    actions: 'Azioni',
    members: 'Membri',
    companies: 'Aziende',
    products: 'Prodotti',
    categories: 'Categorie',
  },
  commands: {
    toggleMode: 'Passa tra modalità chiara e scura',
    switchLanguage: 'Passa all’inglese (English)',
    sendNotification: 'Invia notifica',
    newCategory: 'Nuova categoria',
    notificationHistory: 'Cronologia notifiche',
    recentlyDeleted: 'Eliminati di recente',
  },
  disabled: 'Disabilitato',
  vat: 'P. IVA {{vat}}',
  searching: 'Ricerca di membri, aziende e prodotti…',
  minLength: 'Scrivi almeno 2 caratteri per cercare membri, aziende e prodotti.',
  noResults: 'Nessun risultato per “{{query}}”',
  error: 'Non è stato possibile cercare membri, aziende e prodotti.',
  results: { one: '{{count}} risultato', other: '{{count}} risultati' },
  /** I suggerimenti dei tasti sotto l'elenco. */
  keys: { move: 'per spostarti', open: 'per aprire', close: 'per chiudere' },
};
