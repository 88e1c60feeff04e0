export default {
  filters: 'Filtri',
  /** The empty state of a search (Products): empties the search box and shows the list again. */
  clearSearch: 'Cancella ricerca',
  clearFilters: 'Cancella filtri',
  /** Il pulsante dei filtri con quanti ne sono impostati (issue 38): “Filtri · 2”. */
  filtersActive: { one: 'Filtri · {{count}}', other: 'Filtri · {{count}}' },
  /** Il menu delle colonne che un amministratore può mostrare o nascondere (ricordate per lui). */
  columns: 'Colonne',
  sortBy: 'Ordina per',
  direction: 'Direzione',
  asc: 'Crescente',
  desc: 'Decrescente',
  pageSize: 'Righe per pagina',
  /** Una dimensione della pagina nel menu ⋯ di un telefono (lì nessuna select, revisione di design 13): “20 righe per pagina”. */
  pageSizeOption: { one: '{{count}} riga per pagina', other: '{{count}} righe per pagina' },
  /** Detto dopo la dimensione scelta in quel menu. */
  current: 'attuale',
  /** Il pulsante dell'ordinamento su un telefono (le scelte dietro): come è ordinato l'elenco ora. */
  sortSummary: 'Ordina: {{sort}}, {{dir}}',
  /** Il pulsante dell'ordinamento nella riga di un telefono (il suo nome dice l'ordinamento, sortSummary). */
  sort: 'Ordina',
  /** Il menu “⋯” della riga di un telefono: Esporta CSV. */
  moreActions: 'Altre azioni',
  selectPage: 'Seleziona tutta la pagina',
  selectRow: 'Seleziona “{{name}}”',
  rowActions: 'Azioni per “{{name}}”',
  all: 'Tutti',
  searchHint: 'Premi / per cercare',
  /** La pagina chiesta non è stata caricata (il paginatore la mostra; nessuna riga di un'altra pagina è mostrata). */
  pageFailed: 'Impossibile caricare la pagina {{page}}',
  /** Un elenco già mostrato non è stato caricato di nuovo: le righe restano, forse non aggiornate. */
  updateFailed: 'Impossibile caricare di nuovo l’elenco; le righe mostrate potrebbero non essere aggiornate',
  /** Altre righe (Carica altri) non sono state caricate. */
  moreFailed: 'Impossibile caricare altre righe',
  /** La via della tastiera oltre le righe (una fermata di Tab invece di tre a riga): il link prima della tabella, il segno dopo. */
  /** La casella della pagina sopra le schede di un telefono (issue 38, round 3). */
  selectPageCount: { one: 'Seleziona tutti ({{count}})', other: 'Seleziona tutti ({{count}})' },
  /** I tasti delle righe (una sola fermata di Tab): detti con la tabella, mostrati sotto mentre una riga ha il focus. */
  rowKeys: {
    move: 'Frecce su e giù: riga precedente e successiva',
    select: 'Spazio: seleziona o deseleziona la riga, Esc: deseleziona tutto',
    open: 'Invio: apre la riga',
    controls: 'Frecce destra e sinistra: comandi della riga',
    menu: 'Maiusc+F10: azioni della riga',
    menuEnter: 'Invio o Maiusc+F10: azioni della riga',
  },
  bulk: {
    label: 'Azioni multiple',
    selected: { one: '{{count}} selezionato', other: '{{count}} selezionati' },
    selectAllMatching: { one: 'Seleziona {{count}} riga corrispondente', other: 'Seleziona tutte le {{count}} righe' },
    enable: 'Abilita',
    disable: 'Disabilita',
    clear: 'Deseleziona',
    /** Il compositore di /notifications con i membri scelti (o i titolari delle aziende) come destinatari. */
    notify: 'Invia notifica',
    title: { enable: 'Abilita membri', disable: 'Disabilita membri' },
    resolving: 'Raccolta delle righe corrispondenti…',
    progress: { one: '{{count}} completato su {{total}}', other: '{{count}} completati su {{total}}' },
    summary: {
      // Impersonale come l’inglese e come gli altri messaggi ("Prodotto … eliminato"), design round 13.
      enable: { one: '{{count}} membro abilitato', other: '{{count}} membri abilitati' },
      disable: { one: '{{count}} membro disabilitato', other: '{{count}} membri disabilitati' },
    },
    failedCount: { one: '{{count}} non riuscito', other: '{{count}} non riusciti' },
    skippedCount: { one: '{{count}} saltato', other: '{{count}} saltati' },
    itemFailed: '{{name}}: {{reason}}',
    itemSkipped: '{{name}}: {{reason}}',
    adminSkipped: 'gli amministratori non vengono mai disabilitati',
    /** A member already in the asked state: nothing to do, nothing recorded (round 7). */
    alreadyEnabled: 'lo stato era già Abilitato',
    alreadyDisabled: 'lo stato era già Disabilitato',
    /** Una disabilitazione multipla chiede conferma (issue 38, round 8); abilitazione, annullamento e nuovo tentativo no. */
    confirm: {
      ask: {
        disable: {
          one: 'Disabilitare {{count}} membro? Non potrà più accedere all’app finché un amministratore non lo abiliterà di nuovo.',
          other: 'Disabilitare {{count}} membri? Non potranno più accedere all’app finché un amministratore non li abiliterà di nuovo.',
        },
      },
      go: { disable: { one: 'Disabilita {{count}} membro', other: 'Disabilita {{count}} membri' } },
      skipped: {
        one: '{{count}} membro selezionato non viene modificato: già disabilitato, o amministratore.',
        other: '{{count}} membri selezionati non vengono modificati: già disabilitati, o amministratori.',
      },
    },
    undo: { one: 'Annulla modifica ({{count}} membro)', other: 'Annulla modifica ({{count}} membri)' },
    retryFailed: { one: 'Riprova {{count}} non riuscito', other: 'Riprova i {{count}} non riusciti' },
  },
  export: {
    button: 'Esporta CSV',
    title: 'Esporta in CSV',
    scope: 'Cosa esportare',
    page: { one: 'Questa pagina ({{count}} riga)', other: 'Questa pagina ({{count}} righe)' },
    all: 'Tutte le righe corrispondenti',
    download: 'Scarica',
    /** Mentre le righe si leggono: ferma l’esportazione (anche chiudere il dialogo la ferma). */
    stop: 'Interrompi esportazione',
    progress: { one: '{{loaded}} di {{count}} riga caricata', other: '{{loaded}} di {{count}} righe caricate' },
  },
};
