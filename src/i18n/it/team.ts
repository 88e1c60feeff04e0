/** Team (issue 39): gli amministratori, per i proprietari. “Proprietario” è il ruolo del back-office; “titolare” quello di un’azienda. */
export default {
  title: 'Team',
  description: 'Gli amministratori del back-office: chi può accedere, e chi gestisce gli altri.',
  empty: 'Nessun amministratore',
  you: 'tu',
  never: 'Mai entrato',
  roles: { owner: 'Proprietario del team', admin: 'Amministratore' },
  enabled: 'Abilitato',
  disabled: 'Disabilitato',
  columns: { name: 'Nome', role: 'Ruolo', status: 'Stato', lastSignIn: 'Ultimo accesso' },
  actions: {
    makeOwner: 'Rendi proprietario',
    removeOwner: 'Togli il ruolo di proprietario',
    removeOwnerOnly: 'Togli il ruolo di proprietario: nomina prima un altro proprietario',
    disable: 'Disabilita',
    enable: 'Abilita',
    revoke: 'Togli i diritti di amministratore',
    sessions: 'Sessioni',
  },
  /** La conferma di ogni azione della riga: {{name}} l’amministratore. */
  confirm: {
    makeOwner: {
      title: 'Dare a {{name}} il ruolo di proprietario?',
      text: '{{name}} gestirà gli amministratori: potrà aggiungerli e toglierli, disabilitarli e disconnettere le loro sessioni.',
      button: 'Rendi proprietario',
    },
    removeOwner: {
      title: 'Togliere a {{name}} il ruolo di proprietario?',
      text: '{{name}} mantiene i diritti di amministratore ma non gestisce più gli altri.',
      button: 'Togli il ruolo',
    },
    disable: {
      title: 'Disabilitare {{name}}?',
      text: '{{name}} non potrà più accedere, ogni sua sessione viene disconnessa e ogni suo token API revocato subito.',
      button: 'Disabilita',
    },
    enable: {
      title: 'Abilitare {{name}}?',
      text: '{{name}} potrà accedere di nuovo (le sessioni disconnesse restano disconnesse, i token API revocati restano revocati).',
      button: 'Abilita',
    },
    revoke: {
      title: 'Togliere a {{name}} i diritti di amministratore?',
      text: '{{name}} resta un membro dell’app ma non può più usare il back-office; i suoi token API sono revocati.',
      /** L’amministratore è disabilitato (issue 39/38, punto 3): resta un membro disabilitato. */
      textDisabled: '{{name}} resta un membro disabilitato dell’app e non può più usare il back-office.',
      button: 'Togli i diritti',
    },
  },
  toast: {
    granted: '{{name}} ora ha i diritti di amministratore',
    madeOwner: '{{name}} ora ha il ruolo di proprietario',
    removedOwner: '{{name}} non ha più il ruolo di proprietario',
    /** I conteggi di POST /admins/{id}/disable. */
    disabled: 'Amministratore disabilitato: {{name}}',
    /** After `disabled`, only the counts that are not zero. */
    disabledSessions: { one: '{{count}} sessione disconnessa', other: '{{count}} sessioni disconnesse' },
    disabledTokens: { one: '{{count}} token API revocato', other: '{{count}} token API revocati' },
    enabled: 'Amministratore abilitato: {{name}}',
    revoked: '{{name}} non ha più i diritti di amministratore',
    sessionEnded: 'Sessione di {{name}} disconnessa',
  },
  add: {
    button: 'Aggiungi amministratore',
    title: 'Aggiungi amministratore',
    text: 'Cerca un membro dell’app per nome o email. Potrà usare il back-office.',
    search: 'Membro',
    placeholder: 'Nome o email',
    hint: 'Scrivi almeno 2 caratteri',
    none: 'Nessun membro corrisponde',
    already: 'Ha già i diritti di amministratore',
    grant: 'Dai a {{name}} i diritti di amministratore',
    disabled: 'Disabilitato',
    enableFirst: 'Abilitalo prima da Clienti',
    confirm:
      'Dare a {{name}} i diritti di amministratore? Potrà accedere al back-office e modificare membri, aziende, categorie e notifiche.',
    confirmButton: 'Rendi amministratore',
  },
  sessions: {
    title: 'Sessioni di {{name}}',
    text: 'Gli accessi degli ultimi 30 giorni, prima quelli attivi. Disconnetterne una la chiude subito su quel dispositivo.',
    empty: 'Nessuna sessione negli ultimi 30 giorni',
    clients: { ui: 'Back-office', cli: 'CLI', api: 'API' },
    live: 'Attiva',
    ended: 'Chiusa',
    lastSeen: 'Ultimo uso {{when}}',
    from: 'da {{address}}',
    end: 'Disconnetti',
    endLabel: 'Disconnetti la sessione {{client}}, ultimo uso {{when}}',
    endQuestion: 'Disconnettere questa sessione? Quel dispositivo viene disconnesso subito.',
  },
};
