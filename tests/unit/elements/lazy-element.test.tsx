// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../../src/elements/define.js';
import { defineTag, isLazyPending, loadTag } from '../../../src/elements/lazy-element.js';
import { deferred } from '../../helpers/deferred.js';

function Probe(props: { label?: string; token?: unknown; getToken?: unknown }) {
  return <output>{JSON.stringify({ label: props.label, token: props.token ?? null, fn: typeof props.getToken })}</output>;
}
const spec = { props: { label: 'string' }, gate: false } as const;
const read = (el: Element) => JSON.parse(el.shadowRoot!.querySelector('output')!.textContent!);
const rendered = (el: Element) => vi.waitFor(() => expect(el.shadowRoot!.querySelector('output')).not.toBeNull());

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A lazy tag whose "chunk" arrives when the test says so. */
function lazyTag(tag: string) {
  const chunk = deferred<void>();
  const loader = vi.fn(async () => {
    await chunk.promise;
    defineElement(tag, Probe, spec);
  });
  defineTag(tag, spec, loader);
  return { chunk, loader };
}

describe('the lazy loader', () => {
  it('defines the tag at once, so the documented properties exist before the chunk (a framework sets properties)', async () => {
    const { chunk, loader } = lazyTag('lazy-one');
    const el = document.createElement('lazy-one') as HTMLElement & { token?: string; getToken?: () => string; label?: string };
    expect(customElements.get('lazy-one')).toBeDefined();
    // Creating one loads nothing yet; setting its props or connecting it does.
    expect(loader).not.toHaveBeenCalled();
    for (const name of ['token', 'getToken', 'label', 'lang', 'apiBase']) expect(name in el, name).toBe(true);
    el.token = 'jwt.header.sig';
    el.getToken = () => 'x';
    el.label = 'early';
    expect(el.hasAttribute('token')).toBe(false);
    document.body.append(el);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(isLazyPending('lazy-one')).toBe(true);
    chunk.resolve();
    await rendered(el);
    expect(read(el)).toEqual({ label: 'early', token: 'jwt.header.sig', fn: 'function' });
    expect(isLazyPending('lazy-one')).toBe(false);
    el.label = 'late';
    await vi.waitFor(() => expect(read(el).label).toBe('late'));
  });

  it('ignores and removes a token attribute, with a warning that says to use the property', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { chunk } = lazyTag('lazy-two');
    document.body.insertAdjacentHTML('beforeend', '<lazy-two token="secret.jwt.value" label="a"></lazy-two>');
    const el = document.querySelector('lazy-two')!;
    expect(el.hasAttribute('token')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/"token" attribute is ignored.*element\.token = /));
    el.setAttribute('token', 'again');
    expect(el.hasAttribute('token')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    chunk.resolve();
    await rendered(el);
    expect(read(el)).toEqual({ label: 'a', token: null, fn: 'undefined' });
  });

  it('a panel removed before its chunk arrived renders nothing; load() resolves once the tag works', async () => {
    const { chunk } = lazyTag('lazy-three');
    const gone = document.createElement('lazy-three');
    document.body.append(gone);
    gone.remove();
    const loaded = loadTag('lazy-three');
    chunk.resolve();
    await expect(loaded).resolves.toBe(true);
    expect(gone.shadowRoot!.querySelector('output')).toBeNull();
    const again = document.createElement('lazy-three');
    document.body.append(again);
    await rendered(again);
    await expect(loadTag('not-a-tag')).resolves.toBe(false);
  });
});
