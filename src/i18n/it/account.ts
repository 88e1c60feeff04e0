/** Attivazione account e reimpostazione password (italiano). */
export default {
  email: 'Email',
  newPassword: 'Nuova password',
  confirmPassword: 'Conferma password',
  passwordsDoNotMatch: 'Le password non corrispondono',
  newPasswordRequired: 'Inserisci la nuova password',
  confirmPasswordRequired: 'Inserisci di nuovo la nuova password',
  askNewLink: 'Richiedi un nuovo link',
  contactSupport: 'Contatta il supporto',
  strength: 'Robustezza della password',
  strengthValue: '{{value}}%',
  incompleteLinkTitle: 'Link incompleto',
  incompleteLink:
    'Questo link è incompleto: mancano l’indirizzo email o il token. Apri di nuovo il link dall’email oppure richiedine uno nuovo.',
  goToLogin: 'Vai all’accesso',
  activation: {
    title: 'Attiva il tuo account',
    description: 'Scegli la password che userai per accedere.',
    submit: 'Attiva account',
    submitting: 'Attivazione…',
    success: 'Account attivato con successo',
    redirecting: 'Ti stiamo portando alla pagina di accesso…',
  },
  reset: {
    title: 'Reimposta password',
    description: 'Scegli una nuova password per il tuo account.',
    submit: 'Reimposta password',
    submitting: 'Reimpostazione…',
    passwordResetSuccess: 'Password reimpostata con successo',
    successDescription: 'Ora puoi accedere con la nuova password.',
  },
};
