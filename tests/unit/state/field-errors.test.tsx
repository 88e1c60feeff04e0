// @vitest-environment happy-dom
import { Provider } from 'jotai';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken, readStoredToken } from '../../../src/api/browser-token.js';
import type { ApiClient } from '../../../src/api/client.js';
import { errorFor, NetworkError } from '../../../src/api/errors.js';
import { profileFieldOf } from '../../../src/features/profile/profile-update.js';
import { languageAtom } from '../../../src/i18n/index.js';
import { useErrorReporter } from '../../../src/connected/error-handler.js';
import { useFieldErrors } from '../../../src/connected/field-errors.js';
import { isAuthenticatedAtom, setMemberInfo, signOutSession } from '../../../src/state/session.js';
import { store } from '../../../src/state/store.js';
import { loadToaster } from '../../../src/ui/toast.js';
import { toaster } from '../../../src/ui/toaster.js';
import { TextField } from '../../../src/ui/text-field.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const taken = () =>
  errorFor(409, 'This username is already taken', {
    statusCode: 409,
    code: 'username_taken',
    message: 'This username is already taken',
    field: 'username',
  });

let report!: (e: unknown) => void;
let clearAll!: () => void;

function ProfileForm() {
  const fields = useFieldErrors(profileFieldOf);
  const reporter = useErrorReporter();
  const [username, setUsername] = useState('mario');
  report = (e) => reporter(e, { fields });
  clearAll = () => fields.clear();
  return (
    <form>
      <TextField id="first" label="Nome" ref={fields.ref('firstName')} errorText={fields.errors.firstName} defaultValue="" />
      <TextField
        id="username"
        label="Nome utente"
        ref={fields.ref('username')}
        value={username}
        errorText={fields.errors.username}
        onChange={(e) => {
          fields.clear('username');
          setUsername(e.target.value);
        }}
      />
    </form>
  );
}

let root: Root;
let host: HTMLDivElement;
// Once the toaster's chunk has loaded, a toast is created at once.
beforeAll(() => loadToaster());

beforeEach(() => {
  store.set(languageAtom, 'it');
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root.render(
      <Provider store={store}>
        <ProfileForm />
      </Provider>,
    ),
  );
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.restoreAllMocks();
});

const input = () => host.querySelector<HTMLInputElement>('#username')!;
const described = () => {
  const ids = input().getAttribute('aria-describedby');
  return ids
    ? ids
        .split(' ')
        .map((id) => host.querySelector(`#${CSS.escape(id)}`)?.textContent)
        .join(' ')
    : null;
};

describe('errors next to their field', () => {
  it('a username already taken: translated text next to the field, aria-invalid + aria-describedby, focus, typed value kept, no toast', () => {
    const create = vi.spyOn(toaster, 'create');
    act(() => report(taken()));
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(described()).toBe('Questo nome utente è già in uso: scegline un altro');
    expect(document.activeElement).toBe(input());
    expect(input().value).toBe('mario');
    expect(host.querySelector('#first')!.getAttribute('aria-invalid')).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });

  it('follows the language, and goes away when the user edits the field', () => {
    act(() => report(taken()));
    act(() => store.set(languageAtom, 'en'));
    expect(described()).toBe('This username is already taken: choose another one');
    act(() => store.set(languageAtom, 'it'));
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setter.call(input(), 'mario2');
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(input().getAttribute('aria-invalid')).toBeNull();
    expect(input().getAttribute('aria-describedby')).toBeNull();
  });

  it('errors about no field of the form, and 5xx, are toasted as before', () => {
    const create = vi.spyOn(toaster, 'create');
    act(() => report(errorFor(409, 'x', { statusCode: 409, code: 'email_taken', message: 'x', field: 'email' })));
    act(() => report(errorFor(500, 'boom', { statusCode: 500, code: 'server_error', message: 'boom', field: 'username' })));
    act(() => report(new NetworkError('down')));
    expect(create.mock.calls.map(([o]) => o.description)).toEqual([
      'Questo indirizzo email è già registrato',
      'Il server ha avuto un problema nel rispondere; riprova tra poco',
      'Impossibile contattare il server',
    ]);
    expect(input().getAttribute('aria-invalid')).toBeNull();
    act(() => clearAll());
  });
});

describe('signOutSession', () => {
  const admin = { firstName: 'Ada', lastName: 'Rossi', email: 'a@x.it', username: 'ada', capabilities: ['IamGOD'] };

  it('revokes the token in use on the server, then clears the session without waiting for the answer', async () => {
    storeToken('tok-1');
    setMemberInfo(admin);
    let answer!: (v: unknown) => void;
    const post = vi.fn((_path: string, _body?: unknown, _extras?: unknown) => new Promise((r) => (answer = r)));
    const done = signOutSession({ post } as unknown as ApiClient);
    expect(post).toHaveBeenCalledWith(
      'auth/logout',
      undefined,
      expect.objectContaining({ headers: { Authorization: 'Bearer tok-1' }, quiet: true }),
    );
    // Signed out at once, while the call is still pending.
    expect(readStoredToken()).toBeNull();
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    answer({ loggedOut: true });
    await expect(done).resolves.toBeUndefined();
  });

  it('a failed sign-out call never blocks or fails signing out', async () => {
    storeToken('tok-2');
    setMemberInfo(admin);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const post = vi.fn(() => Promise.reject(new NetworkError('down')));
    const done = signOutSession({ post } as unknown as ApiClient);
    expect(readStoredToken()).toBeNull();
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    await expect(done).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('without a token there is nothing to revoke', async () => {
    const post = vi.fn();
    await signOutSession({ post } as unknown as ApiClient);
    expect(post).not.toHaveBeenCalled();
  });
});
