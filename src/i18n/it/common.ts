export default {
  save: 'Salva',
  cancel: 'Annulla',
  close: 'Chiudi',
  undo: 'Annulla modifica',
  confirm: 'Conferma',
  loading: 'Caricamento…',
  retry: 'Riprova',
  error: 'Errore',
  success: 'Operazione riuscita',
  /** Il ruolo sopra l’amministratore, dove lo nomina una schermata diversa da Team (Clienti, issue 39/38). */
  teamOwner: 'Proprietario',
  recentlyDeletedNone: 'Eliminati di recente',
  recentlyDeleted: { one: 'Eliminati di recente ({{count}})', other: 'Eliminati di recente ({{count}})' },
  recentlyDeletedOf: { product: 'Prodotti eliminati di recente', category: 'Categorie eliminate di recente' },
  back: 'Indietro',
  search: 'Cerca',
  actions: 'Azioni',
  dismiss: 'Chiudi avviso',
  noData: 'Nessun dato disponibile',
  errorLoadingData: 'Errore durante il caricamento dei dati',
  unexpectedError: 'Errore imprevisto dell’applicazione',
  unexpectedErrorHint: 'Si è verificato un problema. Ricarica la pagina o riprova più tardi.',
  reload: 'Ricarica',
  showPassword: 'Mostra password',
  hidePassword: 'Nascondi password',
  passwordStrength: 'Robustezza della password',
  /** Dopo l’etichetta di un campo da compilare (il campo è anche aria-required). */
  required: '(obbligatorio)',
  /** Il titolo del riepilogo degli errori di un modulo: ogni campo in errore, elencato sotto. */
  errorSummary: 'Correggi questi campi prima di continuare:',
  /** Shown under every new-password field (and read with it). {{min}}: the shortest length. */
  passwordRule: 'Almeno {{min}} caratteri. Le password molto comuni non sono accettate.',
  /** Il valore dell’indicatore di robustezza in parole (aria-valuetext): vuota, sotto 40, sotto 80, da 80. */
  strengthLevel: { empty: 'Vuota', weak: 'Debole', fair: 'Media', strong: 'Forte' },
  /** Beside the strength bar, the level in words (strengthLevel, lower-cased). */
  strengthLabel: 'Robustezza: {{level}}',
  toggleSuggestions: 'Mostra o nascondi i suggerimenti',
  notifications: 'Avvisi',
  pagination: {
    label: 'Paginazione',
    previous: 'Precedente',
    next: 'Successiva',
    page: 'Pagina {{page}}',
    more: 'Altre pagine',
    showing: {
      one: 'Visualizzazione da {{from}} a {{to}} di {{count}} risultato',
      other: 'Visualizzazione da {{from}} a {{to}} di {{count}} risultati',
    },
  },
  language: { it: 'Italiano', en: 'English' },
  theme: { default: 'Classico', ocean: 'Ocean', light: 'Chiaro', dark: 'Scuro', system: 'Sistema' },
};
