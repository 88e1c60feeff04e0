// What a framework component does: create the element, set properties, mount it, and only then load the
// element code. Properties set before the definition (token, getToken) are picked up at upgrade.
const status = document.getElementById('status');
const mode = new URLSearchParams(location.search).get('mode') === 'token' ? 'token' : 'getToken';

/** The host application's own sign-in (here the demo server's administrator; a real app uses its SSO). */
async function hostToken() {
  const res = await fetch('/v1/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return (await res.json()).data.access_token;
}

let token = await hostToken();
window.hostTokenCalls = 0;

const customers = document.createElement('admin-customers');
customers.setAttribute('lang', 'en');
customers.id = 'customers';
if (mode === 'token') customers.token = token;
else
  customers.getToken = () => {
    window.hostTokenCalls += 1;
    return token;
  };
// After an expiry the host renews its own token and says so: every panel resumes (focus and a visible page
// also make the panels ask getToken again). `window.renewQuietly` is for the tests: renew, do not call refresh.
customers.addEventListener('admin-session-expired', async () => {
  if (mode !== 'getToken') return;
  token = await hostToken();
  window.hostRenewed = true;
  if (!window.renewQuietly) await window.BackOffice.refresh();
});
customers.addEventListener('admin-member-disabled', (e) => (status.textContent = `disabled member ${e.detail.memberId}`));
document.getElementById('mount').append(customers);

status.textContent = `elements created (${mode}), loading the script…`;
await import('/assets/index.js');
await window.BackOffice.load('admin-customers');
status.textContent = `ready (${mode})`;
