// @vitest-environment happy-dom
import { Provider } from 'jotai';
import { act, useCallback, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorFor } from '../../../../src/api/errors.js';
import { ComposerForm } from '../../../../src/features/notifications/composer-form.js';
import {
  composerFieldOf,
  composerProblems,
  fieldsTouchedBy,
  INITIAL_COMPOSER,
  REQUIRED_TEXTS,
  type ComposerState,
} from '../../../../src/features/notifications/form-state.js';
import { localInputValue, SEND_AT_TEXTS } from '../../../../src/features/notifications/schedule.js';
import { useFieldErrors } from '../../../../src/connected/field-errors.js';
import { languageAtom, translate } from '../../../../src/i18n/index.js';
import { store } from '../../../../src/state/store.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('composerProblems: the checks before confirming', () => {
  it('requires a title and a message, in the order of the form; blank counts as empty', () => {
    expect(composerProblems(INITIAL_COMPOSER)).toEqual([
      ['title', REQUIRED_TEXTS.title],
      ['message', REQUIRED_TEXTS.message],
    ]);
    expect(composerProblems({ ...INITIAL_COMPOSER, title: '   ', message: '\n\t' }).map(([f]) => f)).toEqual(['title', 'message']);
    expect(composerProblems({ ...INITIAL_COMPOSER, title: 'Saldi' })).toEqual([['message', REQUIRED_TEXTS.message]]);
    expect(composerProblems({ ...INITIAL_COMPOSER, message: 'Fino al 50%' })).toEqual([['title', REQUIRED_TEXTS.title]]);
    expect(composerProblems({ ...INITIAL_COMPOSER, title: 'Saldi', message: 'Fino al 50%' })).toEqual([]);
  });
  it('has a text for each check in both languages', () => {
    for (const lang of ['it', 'en'] as const)
      for (const key of Object.values(REQUIRED_TEXTS)) expect(translate(lang, key), `${lang}:${key}`).not.toBe(key);
    expect(translate('it', REQUIRED_TEXTS.title)).toBe('Inserisci il titolo della notifica');
    expect(translate('en', REQUIRED_TEXTS.message)).toBe('Write the message of the notification');
  });
});

/** The composer as the screen wires it: its own checks first, then the confirmation (here a spy). */
let confirm!: ReturnType<typeof vi.fn<(s: ComposerState) => void>>;
let sendTest!: ReturnType<typeof vi.fn<() => void>>;
let claim!: (e: unknown) => boolean;
function Harness() {
  const [state, setState] = useState<ComposerState>(INITIAL_COMPOSER);
  const fields = useFieldErrors(composerFieldOf);
  const { clear } = fields;
  claim = fields.claim;
  const onPatch = useCallback(
    (p: Partial<ComposerState>) => {
      clear(...fieldsTouchedBy(p));
      setState((s) => ({ ...s, ...p }));
    },
    [clear],
  );
  const onSubmit = () => {
    if (fields.markInvalid(composerProblems(state))) return;
    confirm(state);
  };
  return (
    <ComposerForm
      state={state}
      onPatch={onPatch}
      onTarget={() => {}}
      audience={72}
      sending={false}
      onSubmit={onSubmit}
      testing={false}
      onSendTest={() => sendTest()}
      errors={fields.errors}
      fieldRef={fields.ref}
    />
  );
}

let root: Root;
let host: HTMLDivElement;
beforeEach(async () => {
  confirm = vi.fn<(s: ComposerState) => void>();
  sendTest = vi.fn<() => void>();
  store.set(languageAtom, 'it');
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  // Async: lets the kit's radio group and comboboxes settle inside act.
  await act(async () =>
    root.render(
      <Provider store={store}>
        <Harness />
      </Provider>,
    ),
  );
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const title = () => host.querySelector<HTMLInputElement>('input[name=title]')!;
const message = () => host.querySelector<HTMLTextAreaElement>('textarea[name=message]')!;
const describedBy = (el: Element) => {
  const ids = el.getAttribute('aria-describedby');
  return ids
    ? ids
        .split(' ')
        .map((id) => host.querySelector(`#${CSS.escape(id)}`)?.textContent)
        .join(' ')
    : null;
};
const submit = () => act(() => host.querySelector<HTMLButtonElement>('[data-part=send]')!.click());
function type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the composer with an empty title and message', () => {
  it('says so next to both fields (aria-invalid, aria-describedby), focuses the title and does not confirm', () => {
    submit();
    expect(title().getAttribute('aria-invalid')).toBe('true');
    expect(message().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(title())).toBe('Inserisci il titolo della notifica');
    expect(describedBy(message())).toBe('Scrivi il messaggio della notifica');
    expect(document.activeElement).toBe(title());
    expect(confirm).not.toHaveBeenCalled();
  });

  it('follows the language; an edit clears its field only; the first field still invalid gets the focus', () => {
    submit();
    act(() => store.set(languageAtom, 'en'));
    expect(describedBy(title())).toBe('Enter the title of the notification');
    type(title(), 'Saldi');
    expect(title().getAttribute('aria-invalid')).toBeNull();
    expect(message().getAttribute('aria-invalid')).toBe('true');
    submit();
    expect(document.activeElement).toBe(message());
    expect(confirm).not.toHaveBeenCalled();
    type(message(), 'Fino al 50%');
    submit();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(message().getAttribute('aria-invalid')).toBeNull();
  });

  it('blank text is empty too', () => {
    type(title(), '   ');
    type(message(), ' \n ');
    submit();
    expect(title().getAttribute('aria-invalid')).toBe('true');
    expect(message().getAttribute('aria-invalid')).toBe('true');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('keeps the server check: a refused title still goes next to the field', () => {
    type(title(), 'Saldi');
    type(message(), 'Fino al 50%');
    submit();
    expect(confirm).toHaveBeenCalledTimes(1);
    let claimed = false;
    act(
      () =>
        void (claimed = claim(
          errorFor(400, 'title: bad', { statusCode: 400, code: 'control_characters', message: 'title: bad', field: 'title' }),
        )),
    );
    expect(claimed).toBe(true);
    expect(describedBy(title())).toBe('Il testo contiene caratteri di controllo o di formattazione non ammessi');
  });
});

const radio = (text: string) =>
  [...host.querySelectorAll<HTMLLabelElement>('[data-scope=radio-group][data-part=item]')]
    .find((l) => l.textContent === text)!
    .querySelector('input')!;
const sendAt = () => host.querySelector<HTMLInputElement>('input[name=sendAt]');
const sendButton = () => host.querySelector<HTMLButtonElement>('[data-part=send]')!;
const testButton = () => host.querySelector<HTMLButtonElement>('[data-part=send-test]')!;

describe('the composer: send now or schedule (issue 15)', () => {
  it('offers Invia ora (chosen) and Programma; Programma shows the date and time, from tomorrow at 09:00, with the time zone', () => {
    expect(radio('Invia ora').checked).toBe(true);
    expect(sendAt()).toBeNull();
    expect(sendButton().textContent).toBe('Invia notifica');
    act(() => radio('Programma').click());
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(9, 0, 0, 0);
    expect(sendAt()!.value).toBe(localInputValue(tomorrow));
    expect(sendAt()!.type).toBe('datetime-local');
    expect(describedBy(sendAt()!)).toContain(`Fuso orario: ${Intl.DateTimeFormat().resolvedOptions().timeZone}`);
    expect(sendAt()!.min <= localInputValue(new Date())).toBe(true);
    expect(sendButton().textContent).toBe('Programma notifica');
    // Back to now: the field goes, its time is kept for a second change of mind.
    act(() => radio('Invia ora').click());
    expect(sendAt()).toBeNull();
    act(() => radio('Programma').click());
    expect(sendAt()!.value).toBe(localInputValue(tomorrow));
  });

  it('a past time is said next to the field (focus there), what was typed stays, nothing is confirmed; an edit clears it', () => {
    type(title(), 'Saldi');
    type(message(), 'Fino al 50%');
    act(() => radio('Programma').click());
    const past = localInputValue(new Date(Date.now() - 3_600_000));
    type(sendAt()!, past);
    submit();
    expect(sendAt()!.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(sendAt()!)).toContain('Scegli un orario futuro');
    expect(document.activeElement).toBe(sendAt());
    expect(sendAt()!.value).toBe(past);
    expect(title().value).toBe('Saldi');
    expect(confirm).not.toHaveBeenCalled();
    type(sendAt()!, localInputValue(new Date(Date.now() + 2 * 86_400_000)));
    expect(sendAt()!.getAttribute('aria-invalid')).toBeNull();
    submit();
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it("the server's send_at_invalid goes next to the field, in the page's language", () => {
    act(() => radio('Programma').click());
    let claimed = false;
    act(
      () =>
        void (claimed = claim(
          errorFor(400, 'sendAt must be in the future', {
            statusCode: 400,
            code: 'send_at_invalid',
            message: 'sendAt must be in the future',
            field: 'sendAt',
          }),
        )),
    );
    expect(claimed).toBe(true);
    expect(describedBy(sendAt()!)).toContain('Scegli un orario futuro, entro 30 giorni da adesso');
  });

  it('checks the time only when scheduling', () => {
    const s = { ...INITIAL_COMPOSER, title: 'T', message: 'M', sendAt: '2000-01-01T09:00' };
    expect(composerProblems(s)).toEqual([]);
    expect(composerProblems({ ...s, when: 'later' })).toEqual([['sendAt', SEND_AT_TEXTS.past]]);
    expect(composerProblems({ ...s, when: 'later', sendAt: '' })).toEqual([['sendAt', SEND_AT_TEXTS.required]]);
  });
});

describe('the composer: send a test to me (issue 15)', () => {
  it('is off until there is a title and a message, then sends without any confirmation', () => {
    expect(testButton().textContent).toBe('Invia una prova a me');
    expect(testButton().disabled).toBe(true);
    type(title(), 'Saldi');
    expect(testButton().disabled).toBe(true);
    type(message(), '   ');
    expect(testButton().disabled).toBe(true);
    type(message(), 'Fino al 50%');
    expect(testButton().disabled).toBe(false);
    act(() => testButton().click());
    expect(sendTest).toHaveBeenCalledTimes(1);
    expect(confirm).not.toHaveBeenCalled();
  });
});
