// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../../src/api/browser-token.js';
import { installToastSessionReset } from '../../../src/elements/toaster-owner.js';
import { clearSession, setMemberInfo } from '../../../src/state/session.js';
import { ERROR_STATE_MS, loadToaster, toast } from '../../../src/ui/toast.js';
import { toaster } from '../../../src/ui/toaster.js';

// Once the toaster's chunk has loaded, a toast is created at once.
beforeAll(() => loadToaster());

describe('toasts: the error state clears after 3 seconds (spec sections 4 and 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toaster.remove();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the same error again within 3 s does not stack another toast; after 3 s it shows again', () => {
    const create = vi.spyOn(toaster, 'create');
    const visible = vi.spyOn(toaster, 'getVisibleToasts').mockReturnValue([{ id: 'x' }] as never);
    toast.error('Error', 'The server did not answer');
    toast.error('Error', 'The server did not answer');
    expect(create).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(ERROR_STATE_MS - 1);
    toast.error('Error', 'The server did not answer');
    expect(create).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(ERROR_STATE_MS);
    toast.error('Error', 'The server did not answer');
    expect(create).toHaveBeenCalledTimes(2);
    // A different error is shown at once.
    toast.error('Error', 'Another problem');
    expect(create).toHaveBeenCalledTimes(3);
    visible.mockRestore();
    create.mockRestore();
  });

  it('a dismissed error does not silence the next identical one', () => {
    const create = vi.spyOn(toaster, 'create');
    const visible = vi.spyOn(toaster, 'getVisibleToasts').mockReturnValue([] as never);
    toast.error('Error', 'Boom');
    toast.error('Error', 'Boom');
    expect(create).toHaveBeenCalledTimes(2);
    visible.mockRestore();
    create.mockRestore();
  });

  it('a success toast with an action carries it and stays longer', () => {
    const create = vi.spyOn(toaster, 'create');
    const onClick = vi.fn();
    toast.success('Success', 'Member disabled', { action: { label: 'Undo', onClick } });
    const arg = create.mock.calls[0]![0] as { action?: { label: string }; duration: number };
    expect(arg.action?.label).toBe('Undo');
    expect(arg.duration).toBeGreaterThan(5000);
    create.mockRestore();
  });

  it('a toast with the key of a shown one takes its place ("queued", then "sent"); another key stacks', () => {
    const create = vi.spyOn(toaster, 'create');
    const update = vi.spyOn(toaster, 'update');
    const visible = vi.spyOn(toaster, 'getVisibleToasts').mockReturnValue([{ id: 't1', meta: { key: 'send-7' } }] as never);
    toast.success('Success', 'Notification sent to 3 recipients', { key: 'send-7' });
    expect(create).not.toHaveBeenCalled();
    expect(update).toHaveBeenCalledWith('t1', expect.objectContaining({ description: 'Notification sent to 3 recipients' }));
    toast.success('Success', 'Notification sent to 4 recipients', { key: 'send-8' });
    expect(create).toHaveBeenCalledTimes(1);
    expect((create.mock.calls[0]![0] as { meta?: { key?: string } }).meta?.key).toBe('send-8');
    visible.mockRestore();
    update.mockRestore();
    create.mockRestore();
  });
});

describe('toasts: an error toast ends with its session (issue 21)', () => {
  const admin = { firstName: 'Ada', lastName: 'Rossi', email: 'a@x.it', username: 'ada', capabilities: ['IamGOD'] };
  beforeEach(() => {
    toaster.remove();
    localStorage.clear();
    installToastSessionReset();
  });

  it('signing in dismisses the error toast of the sign-in page; a success toast stays', () => {
    const dismiss = vi.spyOn(toaster, 'dismiss');
    toast.error('Error', 'Wrong password');
    const [error] = toaster.getVisibleToasts();
    storeToken('tok');
    setMemberInfo(admin);
    expect(dismiss).toHaveBeenCalledWith(error!.id);
    dismiss.mockClear();
    toaster.remove();
    toast.success('Success', 'Password updated');
    clearSession();
    expect(dismiss).not.toHaveBeenCalled();
    dismiss.mockRestore();
  });

  it('signing out (or an expired token) dismisses the error toasts of the session', () => {
    storeToken('tok');
    setMemberInfo(admin);
    const dismiss = vi.spyOn(toaster, 'dismiss');
    toast.error('Error', 'The server did not answer');
    const [error] = toaster.getVisibleToasts();
    clearSession();
    expect(dismiss).toHaveBeenCalledWith(error!.id);
    dismiss.mockRestore();
  });

  it('after the reset the same error shows again at once (its 3 s error state ended with the session)', () => {
    const create = vi.spyOn(toaster, 'create');
    toast.error('Error', 'Boom');
    clearSession();
    toast.error('Error', 'Boom');
    expect(create).toHaveBeenCalledTimes(2);
    create.mockRestore();
  });
});
