// The single-file module registered window.BackOffice before this deferred script runs (module and
// deferred scripts run in document order).
window.BackOffice.configure({ apiBase: '/v1' });
