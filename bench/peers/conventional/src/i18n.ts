// Headers and labels of the conventional peer, in English and Italian, inline (no backend to load them from).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const en = {
  title: 'Customers',
  columns: { name: 'Name', email: 'Email', phone: 'Phone', country: 'Country', status: 'Status', actions: 'Actions' },
  roles: { admin: 'Administrator', customer: 'Customer' },
  enabled: 'Enabled',
  disabled: 'Disabled',
  rowActions: 'Actions for {{name}}',
  pageSize: 'Rows per page',
  sort: 'Sort by',
  sorts: { username: 'Username', firstName: 'First name', lastName: 'Last name', country: 'Country', city: 'City' },
  pageOf: 'Page {{page}} of {{count}}',
  previous: 'Previous page',
  next: 'Next page',
  loading: 'Loading…',
  error: 'The members could not be loaded: {{message}}',
};
const it: typeof en = {
  title: 'Clienti',
  columns: { name: 'Nome', email: 'Email', phone: 'Telefono', country: 'Paese', status: 'Stato', actions: 'Azioni' },
  roles: { admin: 'Amministratore', customer: 'Cliente' },
  enabled: 'Abilitato',
  disabled: 'Disabilitato',
  rowActions: 'Azioni per {{name}}',
  pageSize: 'Righe per pagina',
  sort: 'Ordina per',
  sorts: { username: 'Nome utente', firstName: 'Nome', lastName: 'Cognome', country: 'Paese', city: 'Città' },
  pageOf: 'Pagina {{page}} di {{count}}',
  previous: 'Pagina precedente',
  next: 'Pagina successiva',
  loading: 'Caricamento…',
  error: 'Impossibile caricare i membri: {{message}}',
};

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, it: { translation: it } },
  lng: document.documentElement.lang || 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});
