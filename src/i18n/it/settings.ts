/** Schermata impostazioni (italiano). */
export default {
  title: 'Impostazioni',
  description: "Lingua e aspetto del back-office.",
  language: {
    title: 'Lingua',
    description: "L'interfaccia cambia subito e la scelta viene ricordata su questo browser.",
    it: 'Italiano',
    itHint: 'Interfaccia in italiano',
    en: 'English',
    enHint: 'Interface in English',
    active: 'Attiva',
  },
  theme: {
    title: 'Tema',
    description: "Tavolozza dei colori dell'interfaccia.",
    default: 'Predefinito',
    defaultHint: 'Tavolozza classica indaco',
    ocean: 'Ocean',
    oceanHint: 'Tavolozza verde acqua e blu',
  },
  mode: {
    title: 'Modalità',
    description: 'Chiara, scura o come le impostazioni di sistema.',
    light: 'Chiara',
    dark: 'Scura',
    system: 'Sistema',
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
