export default {
  login: {
    expired: 'La sessione è scaduta: accedi di nuovo',
    title: 'Accedi al back-office',
    subtitle: 'Inserisci le tue credenziali di amministratore',
    email: 'Email',
    emailPlaceholder: 'nome@esempio.it',
    password: 'Password',
    submit: 'Accedi',
    submitting: 'Accesso in corso…',
    forgotPassword: 'Password dimenticata?',
    privacyPolicy: 'Informativa sulla privacy',
    required: 'Campo obbligatorio',
  },
  resetRequest: {
    title: 'Reimposta password',
    description: 'Inserisci la tua email: ti invieremo un link per reimpostare la password.',
    email: 'Email',
    submit: 'Invia link',
    successTitle: 'Reimposta password',
    successDescription: "Se l'indirizzo appartiene a un account, è in arrivo un link per reimpostare la password",
  },
  unauthorized: {
    title: 'Accesso non autorizzato',
    message: 'Non hai i permessi necessari per accedere a questa area.',
    instruction: 'Contatta l’amministratore per ottenere l’accesso.',
    backToHome: 'Torna alla home',
  },
};
