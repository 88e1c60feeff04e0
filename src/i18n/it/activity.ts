/** Il registro (issue 13): la traccia delle modifiche come frasi. */
export default {
  title: 'Registro',
  description: 'Chi ha cambiato cosa nel back-office, dal più recente.',
  /** Chi ha agito, quando non è un membro noto (un accesso non riuscito). */
  someone: 'Qualcuno',
  /** L'oggetto di un evento senza nome. */
  unknownTarget: 'un elemento non più disponibile',
  /** Una frase per azione: {{actor}} (chi) e {{target}} (il membro, la categoria, il prodotto o la notifica). */
  sentence: {
    auth_signed_in: '{{actor}} ha effettuato l’accesso',
    auth_sign_in_failed: 'Accesso non riuscito come {{target}}',
    auth_signed_out: '{{actor}} ha chiuso la sessione',
    account_activated: '{{actor}} ha attivato il proprio account',
    account_password_reset: '{{actor}} ha reimpostato la propria password',
    account_profile_updated: '{{actor}} ha aggiornato il proprio profilo',
    account_password_changed: '{{actor}} ha cambiato la propria password',
    member_enabled: '{{actor}} ha abilitato {{target}}',
    member_disabled: '{{actor}} ha disabilitato {{target}}',
    category_created: '{{actor}} ha creato la categoria {{target}}',
    category_renamed: '{{actor}} ha rinominato la categoria {{target}}',
    category_deleted: '{{actor}} ha eliminato la categoria {{target}}',
    category_restored: '{{actor}} ha ripristinato la categoria {{target}}',
    product_deleted: '{{actor}} ha eliminato il prodotto {{target}}',
    product_restored: '{{actor}} ha ripristinato il prodotto {{target}}',
    notification_sent: '{{actor}} ha inviato la notifica {{target}}',
  },
  /** Le voci del filtro per azione. */
  action: {
    auth_signed_in: 'Accesso',
    auth_sign_in_failed: 'Accesso non riuscito',
    auth_signed_out: 'Uscita',
    account_activated: 'Account attivato',
    account_password_reset: 'Password reimpostata',
    account_profile_updated: 'Profilo aggiornato',
    account_password_changed: 'Password cambiata',
    member_enabled: 'Membro abilitato',
    member_disabled: 'Membro disabilitato',
    category_created: 'Categoria creata',
    category_renamed: 'Categoria rinominata',
    category_deleted: 'Categoria eliminata',
    category_restored: 'Categoria ripristinata',
    product_deleted: 'Prodotto eliminato',
    product_restored: 'Prodotto ripristinato',
    notification_sent: 'Notifica inviata',
  },
  /** Le voci del filtro per tipo di oggetto. */
  targetType: { member: 'Membro', category: 'Categoria', product: 'Prodotto', notification: 'Notifica' },
};
