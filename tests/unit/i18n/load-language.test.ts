// The dictionaries load on demand (one chunk per language in the browser): each test takes a fresh copy of
// the i18n module, with nothing loaded (the setup file loaded both into the shared copy).
import { beforeEach, describe, expect, it, vi } from 'vitest';

type I18n = typeof import('../../../src/i18n/index.js');
type Gate = typeof import('../../../src/elements/language-gate.js');
type Store = typeof import('../../../src/state/store.js');

let i18n: I18n;
beforeEach(async () => {
  vi.resetModules();
  i18n = await import('../../../src/i18n/index.js');
});

describe('loadLanguage', () => {
  it('starts with no dictionary: a text is its key until a language is loaded', () => {
    expect(i18n.hasLanguage('it')).toBe(false);
    expect(i18n.hasLanguage('en')).toBe(false);
    expect(i18n.translate('en', 'common.unexpectedError')).toBe('common.unexpectedError');
  });

  it('loads one language once (the same promise), and only that one', async () => {
    const first = i18n.loadLanguage('en');
    expect(i18n.loadLanguage('en')).toBe(first);
    expect(i18n.hasLanguage('en')).toBe(false);
    await first;
    expect(i18n.hasLanguage('en')).toBe(true);
    expect(i18n.hasLanguage('it')).toBe(false);
    expect(i18n.translate('en', 'common.unexpectedError')).toBe('Unexpected Application Error');
    expect(i18n.translate('en', 'dashboard.greeting', { name: 'Ada' })).toBe('Hello, Ada');
  });

  it('falls back to English only when English is loaded', async () => {
    await i18n.loadLanguage('it');
    expect(i18n.translate('it', 'dashboard.greeting', { name: 'Ada' })).toBe('Ciao, Ada');
    expect(i18n.translate('en', 'dashboard.greeting', { name: 'Ada' })).toBe('dashboard.greeting');
    i18n.addNamespace('it', 'extra', {});
    i18n.addNamespace('en', 'extra', { onlyEn: 'Only in English' });
    expect(i18n.translate('it', 'extra.onlyEn')).toBe('Only in English');
  });

  it('keeps a namespace added before its dictionary arrived', async () => {
    i18n.addNamespace('en', 'late', { text: 'Added first' });
    await i18n.loadLanguage('en');
    expect(i18n.translate('en', 'late.text')).toBe('Added first');
    expect(i18n.translate('en', 'common.unexpectedError')).toBe('Unexpected Application Error');
  });

  it('picks plural forms from a loaded dictionary', async () => {
    await i18n.loadLanguage('en');
    expect(i18n.translate('en', 'customers.hiddenOwners', { count: 1 })).not.toBe(
      i18n.translate('en', 'customers.hiddenOwners', { count: 2 }),
    );
  });
});

describe('switchLanguage', () => {
  it('applies a loaded language at once', async () => {
    await i18n.loadLanguage('en');
    const apply = vi.fn();
    const done = i18n.switchLanguage('en', apply);
    expect(apply).toHaveBeenCalledWith('en');
    await expect(done).resolves.toBe(true);
  });

  it('applies a language once its dictionary is here, and only the last one asked for', async () => {
    const apply = vi.fn();
    const toIt = i18n.switchLanguage('it', apply);
    const toEn = i18n.switchLanguage('en', apply);
    expect(apply).not.toHaveBeenCalled();
    expect(await toIt).toBe(false);
    expect(await toEn).toBe(true);
    expect(apply.mock.calls).toEqual([['en']]);
    expect(i18n.hasLanguage('en')).toBe(true);
  });
});

describe('languageReady', () => {
  it('is null when the language shown is loaded and no switch is on the way', async () => {
    await i18n.loadLanguage('it');
    expect(i18n.languageReady(() => 'it')).toBeNull();
  });

  it('loads the language shown, after a pending switch', async () => {
    let shown: 'it' | 'en' = 'it';
    void i18n.switchLanguage('en', (lang) => (shown = lang));
    const ready = i18n.languageReady(() => shown);
    expect(ready).not.toBeNull();
    await ready;
    expect(shown).toBe('en');
    expect(i18n.hasLanguage('en')).toBe(true);
    // The shown language was switched before anything needed Italian: it was never loaded.
    expect(i18n.hasLanguage('it')).toBe(false);
  });
});

describe('an element waits for its language', () => {
  let gate: Gate;
  let state: Store;
  beforeEach(async () => {
    gate = await import('../../../src/elements/language-gate.js');
    state = await import('../../../src/state/store.js');
  });

  // English: the gate's own first load (on import) asks for the stored language, Italian in Node, and the
  // namespaces arrive from vitest's module cache within a few ticks.
  it('renders nothing before the dictionary of the page language, then the latest props', async () => {
    state.store.set(i18n.languageAtom, 'en');
    const render = vi.fn();
    const gated = gate.gateRender(render, { n: 1 });
    gated.update({ n: 2 });
    expect(render).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(render).toHaveBeenCalled());
    expect(render.mock.calls).toEqual([[{ n: 2 }]]);
    expect(i18n.hasLanguage('en')).toBe(true);
    gated.update({ n: 3 });
    expect(render).toHaveBeenLastCalledWith({ n: 3 });
  });

  it('keeps the language shown until the new dictionary is here (a panel’s lang)', async () => {
    await i18n.loadLanguage('it');
    state.store.set(i18n.languageAtom, 'it');
    gate.showLanguage('en');
    expect(state.store.get(i18n.languageAtom)).toBe('it');
    await vi.waitFor(() => expect(state.store.get(i18n.languageAtom)).toBe('en'));
    expect(i18n.translate(state.store.get(i18n.languageAtom), 'common.unexpectedError')).toBe('Unexpected Application Error');
  });

  it('does not render a panel removed before its language arrived', async () => {
    state.store.set(i18n.languageAtom, 'en');
    const removed = vi.fn();
    const kept = vi.fn();
    gate.gateRender(removed, {}).cancel();
    gate.gateRender(kept, {});
    // The panel that stayed renders once the language is here; the removed one, gated the same way, did not.
    await vi.waitFor(() => expect(kept).toHaveBeenCalled());
    expect(removed).not.toHaveBeenCalled();
  });
});

describe('namespaces a page shows', () => {
  it('loads only the namespaces its panels declared, and a text of another one on its first miss', async () => {
    i18n.requireNamespaces(['common', 'customers']);
    await i18n.loadLanguage('en');
    expect(i18n.hasLanguage('en')).toBe(true);
    expect(i18n.translate('en', 'common.unexpectedError')).toBe('Unexpected Application Error');
    const arrived = vi.fn();
    i18n.onPartLoaded(arrived);
    // Not declared: the key for now, the namespace asked for, the panels told when it is here.
    expect(i18n.translate('en', 'dashboard.greeting', { name: 'Ada' })).toBe('dashboard.greeting');
    await vi.waitFor(() => expect(arrived).toHaveBeenCalledTimes(1));
    expect(i18n.translate('en', 'dashboard.greeting', { name: 'Ada' })).toBe('Hello, Ada');
    // A switch of language loads what the page now shows, the namespace it missed included.
    await i18n.loadLanguage('it');
    expect(i18n.translate('it', 'dashboard.greeting', { name: 'Ada' })).toBe('Ciao, Ada');
  });
});
