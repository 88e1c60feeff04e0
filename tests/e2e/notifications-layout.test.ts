import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../helpers/browser.js';
import { useE2E, type Lang, type Mode } from '../helpers/e2e.js';

// Issue items 17 (the previews out of sight while typing on a phone), 16 (the summary's close option) and 12
// (the fixed type looked like a disabled field), on the /notifications screen inside <admin-app>.

const e2e = useE2E({ warmUp: '/login' });

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const T = {
  // A send to the members goes out in the background (issue 15): the summary's heading says queued, then sent.
  it: { type: 'Tipo', system: 'Sistema', members: 'Membri', summary: /^Notifica (in coda|inviata)$/, android: 'Android', ios: 'iOS' },
  en: { type: 'Type', system: 'System', members: 'Members', summary: /^Notification (queued|sent)$/, android: 'Android', ios: 'iOS' },
} as const;

async function open(lang: Lang, viewport: { width: number; height: number }, mode: Mode = 'light') {
  const { page } = await e2e.open('/notifications', { lang, mode, viewport });
  await page.locator('admin-app [data-part=composer]').waitFor();
  // The audience is counted once the member list is in (the send button and the count depend on it).
  await expect.poll(() => page.locator('[data-part=audience]').getAttribute('data-count'), { timeout: 15_000 }).not.toBe('');
  return page;
}

/** The focused element, through the open shadow roots. */
const deepActive = (page: Page) =>
  page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a ? { tag: a.tagName.toLowerCase(), name: a.getAttribute('name'), text: a.textContent } : null;
  });

const box = async (l: Locator) => (await l.boundingBox())!;
type Box = { x: number; y: number; width: number; height: number };
const inViewport = (b: Box, vp: { width: number; height: number }) =>
  b.y >= 0 && b.y + b.height <= vp.height && b.x >= 0 && b.x + b.width <= vp.width;
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('notifications: the preview while typing on a phone (item 17)', () => {
  for (const lang of ['it', 'en'] as const)
    it(`${lang}, 390x844: a compact preview stays in view above the field being typed in and shows iOS or Android`, async () => {
      const page = await open(lang, PHONE);
      const compact = page.locator('[data-part=compact-preview]');
      const title = page.locator('input[name=title]');
      const message = page.locator('textarea[name=message]');
      // The two phones beside the form need a wide screen: here they are not drawn at all.
      expect(await page.locator('[data-part=preview-ios]').isVisible()).toBe(false);

      await title.click();
      await title.pressSequentially('Saldi di stagione');
      expect(await deepActive(page)).toMatchObject({ tag: 'input', name: 'title' });
      expect(await compact.locator('[data-part=preview-title]').textContent()).toBe('Saldi di stagione');
      expect(inViewport(await box(compact), PHONE)).toBe(true);
      expect(overlap(await box(compact), await box(title))).toBe(false);

      await message.click();
      await message.pressSequentially('Fino al 50% nei negozi aderenti.');
      expect(await compact.locator('[data-part=preview-message]').textContent()).toBe('Fino al 50% nei negozi aderenti.');

      // At the bottom of the form (the send button), the preview is still at the top of the window.
      await page.locator('[data-part=send]').focus();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const stuck = await box(compact);
      expect(inViewport(stuck, PHONE)).toBe(true);
      expect(stuck.y).toBeLessThan(20);
      expect(overlap(stuck, await box(page.locator('[data-part=send]')))).toBe(false);
      // Back to the title by keyboard focus: it lands below the preview, not under it.
      await title.focus();
      await title.press('End');
      await title.pressSequentially('!');
      expect(await compact.locator('[data-part=preview-title]').textContent()).toBe('Saldi di stagione!');
      expect(inViewport(await box(title), PHONE)).toBe(true);
      expect(overlap(await box(compact), await box(title))).toBe(false);

      // The platform switch: pressed buttons in a labelled group; the card is drawn as that platform draws it.
      const ios = compact.getByRole('button', { name: T[lang].ios, exact: true });
      const android = compact.getByRole('button', { name: T[lang].android, exact: true });
      expect(await ios.getAttribute('aria-pressed')).toBe('true');
      expect(await android.getAttribute('aria-pressed')).toBe('false');
      await android.click();
      expect(await android.getAttribute('aria-pressed')).toBe('true');
      expect(await ios.getAttribute('aria-pressed')).toBe('false');
      expect(await compact.getAttribute('data-platform')).toBe('android');
      expect(await compact.getByRole('img').getAttribute('aria-label')).toContain('Saldi di stagione!');
      expect(await compact.locator('[data-part=preview-title]').textContent()).toBe('Saldi di stagione!');
    });

  it('keeps the two columns on a desktop (form, phones beside it) and switches to the compact preview when the screen narrows', async () => {
    const page = await open('it', DESKTOP);
    const form = page.locator('[data-part=composer]');
    const ios = page.locator('[data-part=preview-ios]');
    const android = page.locator('[data-part=preview-android]');
    const compact = page.locator('[data-part=compact-preview]');
    expect(await compact.count()).toBe(1);
    expect(await compact.isVisible()).toBe(false);
    const f = await box(form);
    const i = await box(ios);
    expect(i.x).toBeGreaterThanOrEqual(f.x + f.width);
    expect(i.y).toBeLessThan(f.y + f.height / 2);
    expect((await box(android)).x).toBeGreaterThan(i.x);

    await page.setViewportSize(PHONE);
    await compact.waitFor();
    expect(await ios.isVisible()).toBe(false);
    expect(await android.isVisible()).toBe(false);
    expect((await box(compact)).y).toBeLessThan((await box(form)).y);
  });

  for (const mode of ['light', 'dark'] as const)
    it(`390x844 is axe-clean (serious/critical) in ${mode} mode, with the compact preview`, async () => {
      const page = await open('en', PHONE, mode);
      await page.locator('input[name=title]').fill('T'.repeat(70));
      await page.locator('[data-part=compact-preview]').waitFor();
      expect(await runAxe(page)).toEqual([]);
    });
});

async function sendToMembers(page: Page, lang: Lang) {
  await page.locator('[data-scope=radio-group][data-part=item]', { hasText: T[lang].members }).click();
  await page.locator('[data-part=send]').click();
  await page.locator('[data-part=confirm-send]').click();
  await page.locator('[data-part=summary]').waitFor();
}

describe('notifications: leaving the summary (item 16)', () => {
  it('it: Close returns to the composer with what was sent still in it, focus on the title field', async () => {
    const page = await open('it', DESKTOP);
    await page.locator('input[name=title]').fill('Avviso di chiusura');
    await page.locator('textarea[name=message]').fill('Chiuso per ferie fino a lunedì.');
    await sendToMembers(page, 'it');
    // The send button that had the focus is gone: the summary's heading takes it.
    await expect.poll(() => deepActive(page)).toMatchObject({ tag: 'h2', text: expect.stringMatching(T.it.summary) });

    await page.getByRole('button', { name: 'Chiudi', exact: true }).click();
    await page.locator('[data-part=composer]').waitFor();
    expect(await page.locator('[data-part=summary]').count()).toBe(0);
    expect(await page.locator('input[name=title]').inputValue()).toBe('Avviso di chiusura');
    expect(await page.locator('textarea[name=message]').inputValue()).toBe('Chiuso per ferie fino a lunedì.');
    // The target is the first radio group (the second is when to send, issue 15).
    expect(
      await page.locator('[data-scope=radio-group][data-part=root]').first().locator('[data-part=item][data-state=checked]').textContent(),
    ).toBe(T.it.members);
    await expect.poll(() => deepActive(page)).toMatchObject({ tag: 'input', name: 'title' });
  });

  it('en: Close is reached by keyboard; "Send another" keeps the text as a draft and puts the focus in the title field', async () => {
    const page = await open('en', PHONE);
    await page.locator('input[name=title]').fill('Maintenance');
    await page.locator('textarea[name=message]').fill('Sunday morning.');
    await sendToMembers(page, 'en');
    await expect.poll(() => deepActive(page)).toMatchObject({ tag: 'h2', text: expect.stringMatching(T.en.summary) });
    // Tab from the heading: the summary's two actions, in order.
    await page.keyboard.press('Tab');
    expect(await deepActive(page)).toMatchObject({ tag: 'button', text: 'Send another' });
    await page.keyboard.press('Tab');
    expect(await deepActive(page)).toMatchObject({ tag: 'button', text: 'Close' });
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.locator('[data-part=composer]').waitFor();
    expect(await page.locator('input[name=title]').inputValue()).toBe('Maintenance');
    expect(await page.locator('textarea[name=message]').inputValue()).toBe('Sunday morning.');
    await expect.poll(() => deepActive(page)).toMatchObject({ tag: 'input', name: 'title' });
  });
});

describe('notifications: the fixed type (item 12)', () => {
  for (const lang of ['it', 'en'] as const)
    it(`${lang}: the type is a labelled value (term and definition, a badge), not a read-only or disabled control`, async () => {
      const page = await open(lang, DESKTOP);
      const type = page.locator('[data-part=type]');
      expect(await type.getAttribute('data-value')).toBe('SYSTEM');
      expect(await type.evaluate((el) => el.tagName.toLowerCase())).toBe('dl');
      // No control at all: nothing to focus, nothing read-only or disabled, no field box.
      expect(
        await type.locator('input, textarea, select, button, [readonly], [aria-readonly], [disabled], [aria-disabled], [tabindex]').count(),
      ).toBe(0);
      expect(await page.locator('input[name=type]').count()).toBe(0);
      // Exposed with its label: a term and its definition.
      expect(await type.getByRole('term').textContent()).toBe(T[lang].type);
      const value = type.getByRole('definition');
      expect(await value.textContent()).toContain(T[lang].system);
      // The value is a badge in the accent colours, at full opacity (not greyed out).
      const badge = value.locator('[data-tone]');
      expect(await badge.getAttribute('data-tone')).toBe('accent');
      expect(await badge.textContent()).toBe(T[lang].system);
      const style = await badge.evaluate((el) => {
        let o = 1;
        for (let n: Element | null = el; n; n = n.parentElement) o *= Number(getComputedStyle(n).opacity);
        return { opacity: o, cursor: getComputedStyle(el).cursor };
      });
      expect(style).toEqual({ opacity: 1, cursor: 'auto' });
    });
});
