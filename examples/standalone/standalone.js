// The single-file script registered window.BackOffice before this deferred script runs.
window.BackOffice.configure({ apiBase: '/v1' });
