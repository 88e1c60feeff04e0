/** Schermata impostazioni (italiano). */
export default {
  title: 'Impostazioni',
  description: 'Lingua e aspetto del back-office.',
  language: {
    title: 'Lingua',
    description: 'L’interfaccia cambia subito e la scelta viene ricordata su questo browser.',
    it: 'Italiano',
    itHint: 'Interfaccia in italiano',
    en: 'English',
    enHint: 'Interface in English',
    active: 'Attiva',
  },
  theme: {
    title: 'Tema',
    description: 'Tavolozza dei colori dell’interfaccia.',
    default: 'Predefinito',
    defaultHint: 'Tavolozza classica indaco',
    ocean: 'Oceano',
    oceanHint: 'Tavolozza verde acqua e blu',
  },
  mode: {
    title: 'Modalità',
    description: 'Chiara, scura o come le impostazioni di sistema.',
    light: 'Chiara',
    dark: 'Scura',
    system: 'Sistema',
  },
  shortcuts: {
    title: 'Scorciatoie da tastiera',
    description: 'Premi / per andare alla ricerca di un elenco. Disattivala se disturba la dettatura vocale o una tecnologia assistiva.',
    toggle: 'Scorciatoie a un tasto',
  },
  security: {
    title: 'Sicurezza',
    description: 'Cambia la password che usi per accedere.',
    changePassword: 'Cambia password',
  },
  footer: {
    credit: 'Progettato e sviluppato da',
    rights: 'Tutti i diritti riservati.',
  },
};
