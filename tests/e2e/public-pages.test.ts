import { describe, expect, it } from 'vitest';
import { deepText, runAxe } from '../helpers/browser.js';
import { useE2E, type Lang, type Mode } from '../helpers/e2e.js';

const e2e = useE2E({ warmUp: '/support' });

/** A fresh context (no session) with a stored language and mode (the first load only: later reloads keep what the page stored). */
const open = (path: string, lang: Lang, mode: Mode = 'light') => e2e.open(path, { lang, mode, token: null });

describe('public pages need no session', () => {
  it.each(['/support', '/privacy-policy', '/marketing'])('%s stays put without a token', async (path) => {
    const { page } = await open(path, 'it');
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle'); // every session check has answered: a redirect would have happened
    expect(new URL(page.url()).pathname).toBe(path);
  });
});

describe('/support', () => {
  it('shows the FAQ and contact in Italian, opens answers with the keyboard', async () => {
    const { page } = await open('/support', 'it');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Supporto');
    const triggers = page.locator('[data-testid=faq] button[aria-expanded]');
    expect(await triggers.count()).toBeGreaterThanOrEqual(8);
    const first = triggers.first();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByText('Possono entrare solo i membri').isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => triggers.nth(1).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    const text = await deepText(page);
    expect(text).toContain('Contattaci');
    expect(text).toContain('support@directory-backoffice.example');
    expect(text).toContain('Dal lunedì al venerdì');
  });

  it('switches to English with its IT/EN switch and stores preferredLanguage', async () => {
    const { context, page } = await open('/support', 'it');
    await page.locator('button[lang=en]').click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Support');
    await expect.poll(() => page.locator('button[lang=en]').getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('en');
    const cookie = (await context.cookies()).find((c) => c.name === 'preferredLanguage');
    expect(cookie?.value).toBe('en');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    expect(await deepText(page)).toContain('Frequently asked questions');
    await page.reload();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Support');
    await page.locator('button[lang=it]').click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Supporto');
  });
});

describe('/privacy-policy', () => {
  it.each([
    ['en', 'Privacy policy', 'August 19, 2025', '1. Data controller', '13. Contact'],
    ['it', 'Informativa sulla privacy', '19 agosto 2025', '1. Titolare del trattamento', '13. Contatti'],
  ] as const)('%s: 13 sections, table of contents and effective date', async (lang, title, date, first, last) => {
    const { page } = await open('/privacy-policy', lang);
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    expect(await page.locator('[data-testid=effective-date]').textContent()).toContain(date);
    expect(await page.locator('[data-testid=effective-date] time').getAttribute('datetime')).toBe('2025-08-19');
    const sections = page.locator('article section h2');
    expect(await sections.count()).toBe(13);
    expect(await sections.first().textContent()).toBe(first);
    expect(await sections.last().textContent()).toBe(last);
    expect(await page.locator('nav ol li a').count()).toBe(13);
    await page.locator('nav ol li a').last().click();
    await expect.poll(() => sections.last().evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
  });
});

describe('/marketing', () => {
  it.each([
    ['en', 'Marketing features are not active'],
    ['it', 'Le funzioni di marketing non sono attive'],
  ] as const)('%s: states that marketing is not active', async (lang, text) => {
    const { page } = await open('/marketing', lang);
    await page.locator('h1').waitFor();
    expect(await deepText(page)).toContain(text);
  });
});

describe('accessibility (axe, serious and critical)', () => {
  for (const path of ['/support', '/privacy-policy', '/marketing'])
    for (const mode of ['light', 'dark'] as const)
      it(`${path} in ${mode} mode`, async () => {
        const { page } = await open(path, mode === 'dark' ? 'en' : 'it', mode);
        await page.locator('h1').waitFor();
        if (path === '/support') await page.locator('[data-testid=faq] button[aria-expanded]').first().click();
        expect(await runAxe(page)).toEqual([]);
      });
});
