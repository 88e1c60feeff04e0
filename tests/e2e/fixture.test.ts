import { describe, expect, it } from 'vitest';
import { useE2E } from '../helpers/e2e.js';

// Self-check of the e2e fixture (tests/helpers/e2e.ts): storage is seeded once, and contexts are closed
// after a test even when it fails.
const e2e = useE2E();

describe('e2e fixture', () => {
  it('seeds localStorage for the first load only; later loads keep what the page stored', async () => {
    const { page } = await e2e.open('/support', { lang: 'en', mode: 'dark', storage: { theme: 'ocean' } });
    const read = () =>
      page.evaluate(() => [
        localStorage.getItem('preferredLanguage'),
        localStorage.getItem('mode'),
        localStorage.getItem('theme'),
        localStorage.getItem('auth_token'),
      ]);
    expect(await read()).toEqual(['en', 'dark', 'ocean', e2e.adminToken]);
    await page.evaluate(() => {
      localStorage.setItem('preferredLanguage', 'it');
      localStorage.removeItem('auth_token');
    });
    await page.reload();
    expect(await read()).toEqual(['it', 'dark', 'ocean', null]);
    expect(e2e.browser.contexts()).toHaveLength(1);
  });

  it("closed the previous test's context", () => {
    expect(e2e.browser.contexts()).toHaveLength(0);
  });

  let opened = 0;
  it.fails('a failing test…', async () => {
    await e2e.open('/support', { token: null });
    opened = e2e.browser.contexts().length;
    throw new Error('deliberate failure');
  });

  it('…still has its context closed', () => {
    expect(opened).toBe(1);
    expect(e2e.browser.contexts()).toHaveLength(0);
  });
});
