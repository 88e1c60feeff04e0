// This intranet shares one sign-in between its tabs: keep it in localStorage (the default for an embedded panel
// is sessionStorage, this tab only; never a cookie unless persist: 'cookie').
window.BackOffice.configure({ persist: 'local' });

// Plain JavaScript integration: one event log for every public event of the panels.
const EVENTS = [
  'admin-session-changed',
  'admin-session-expired',
  'admin-navigate',
  'admin-member-enabled',
  'admin-member-disabled',
  'admin-notification-sent',
  'admin-category-created',
  'admin-category-renamed',
  'admin-category-deleted',
  'admin-product-deleted',
];

const log = document.getElementById('event-log');
/** Every event received, for the page and for tests: { type, tag, detail }. */
window.portalEvents = [];

for (const type of EVENTS) {
  document.addEventListener(type, (event) => {
    const target = event.composedPath()[0];
    const tag = target && target.localName ? target.localName : 'document';
    window.portalEvents.push({ type, tag, detail: event.detail ?? null });
    const item = document.createElement('li');
    item.dataset.event = type;
    item.textContent = `${new Date().toLocaleTimeString()} ${tag} ${type} ${JSON.stringify(event.detail ?? null)}`;
    log.prepend(item);
    // The portal has no router: it keeps the panels where they are.
    if (type === 'admin-navigate') event.preventDefault();
  });
}

document.getElementById('sign-out').addEventListener('click', () => {
  window.BackOffice?.signOut?.();
});
