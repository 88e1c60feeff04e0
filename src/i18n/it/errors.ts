export default {
  generic: 'Errore',
  missingPermissions: 'Non autorizzato: permessi richiesti mancanti',
  invalidCredentials: 'Email o password non validi',
  categoryExists: 'La categoria esiste già',
  passwordsDoNotMatch: 'Le password non coincidono',
  network: 'Impossibile contattare il server',
  missingPagination: 'La risposta non contiene informazioni di paginazione',
  memberAlreadyEnabled: 'Il membro {{member}} è già abilitato (dal {{date}}, da {{creator}})',
  memberAlreadyDisabled: 'Il membro {{member}} è già disabilitato (dal {{date}}, da {{creator}})',
  server: 'Il server ha avuto un problema nel rispondere; riprova tra poco',
  malformed: 'Il server ha inviato una risposta illeggibile; riprova',
};
