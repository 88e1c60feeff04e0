import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { useE2E, type Lang } from '../helpers/e2e.js';

// WCAG 2.2 AA 2.1.1 and 3.3.7 (issue 35, item 1): whatever the admin types in the schedule's date and time is
// harmless, digit by digit; and a draft outlives a remount of the screen (what an error boundary's "Try again"
// or leaving and coming back does), so nothing typed is lost.
const e2e = useE2E({ warmUp: '/login' });

const app = 'admin-app';
const sendAt = (page: Page) => page.locator(`${app} input[name=sendAt]`);
/** The error boundary's fallback: "Unexpected application error" (any language). */
const crashed = (page: Page, lang: Lang) => page.locator(`${app} [role=alert]`, { hasText: translate(lang, 'common.unexpectedError') });

/** The admin's time zone: Rome for Italian, New York for English (far years carry odd local offsets there, not in UTC). */
const ZONES: Record<Lang, string> = { it: 'Europe/Rome', en: 'America/New_York' };

async function composer(lang: Lang) {
  const { page } = await e2e.open('/notifications', { lang, context: { timezoneId: ZONES[lang] } });
  await page.locator(`${app} input[name=title]`).waitFor();
  await page
    .locator(`${app} [data-scope=radio-group][data-part=item]`, { hasText: translate(lang, 'notifications.form.whenLater') })
    .click();
  await sendAt(page).waitFor();
  return page;
}

describe('the schedule’s date and time: every value on the way is harmless', () => {
  for (const lang of ['it', 'en'] as Lang[])
    it(`(${lang}, ${ZONES[lang]}) every year from 0001 to 9999 (each prefix a typed year goes through), every month and hour: no error`, async () => {
      const page = await composer(lang);
      // The values a datetime-local field takes while a year, a month or an hour is typed digit by digit
      // (the year 0202 on the way to 2027 crashed the screen), set as the browser sets them: the value, then
      // an input event.
      const tried = (await sendAt(page).evaluate((input: HTMLInputElement) => {
        const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const put = (v: string) => {
          set.call(input, v);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        };
        const pad = (n: number, w: number) => String(n).padStart(w, '0');
        let n = 0;
        for (let y = 1; y <= 9999; y++, n++) put(`${pad(y, 4)}-06-15T09:30`);
        for (let m = 1; m <= 12; m++, n++) put(`2027-${pad(m, 2)}-01T09:30`);
        for (let h = 0; h <= 23; h++, n++) put(`2027-01-31T${pad(h, 2)}:00`);
        for (const v of ['', '0000-01-01T00:00', '275760-09-13T00:00', '2027-02-29T10:00', 'garbage']) {
          put(v);
          n++;
        }
        return n;
      })) as number;
      expect(tried).toBe(9999 + 12 + 24 + 5);
      // The screen is still the composer, the field still there and usable.
      await sendAt(page).fill('2027-03-04T10:15');
      expect(await sendAt(page).inputValue()).toBe('2027-03-04T10:15');
      expect(await crashed(page, lang).count()).toBe(0);
    });

  it('typing a year digit by digit on the keyboard (2, 20, 202, 2027) keeps the screen', async () => {
    const page = await composer('it');
    await sendAt(page).focus();
    // The Italian field reads dd/mm/yyyy, hh:mm: two moves right reach the year.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    for (const digit of '2027') await page.keyboard.press(digit);
    await expect.poll(() => sendAt(page).inputValue(), { message: 'the year typed' }).toMatch(/^2027-/);
    expect(await crashed(page, 'it').count()).toBe(0);
  });
});

describe('a draft outlives a remount of the composer', () => {
  it('title, message, audience and time are there again after leaving the screen and coming back', async () => {
    const page = await composer('en');
    await page.locator(`${app} input[name=title]`).fill('Draft that stays');
    await page.locator(`${app} textarea[name=message]`).fill('Typed once, never lost.');
    await sendAt(page).fill('2027-03-04T10:15');
    await page.locator(`${app} nav a[data-route="/home"]`).click();
    await page.waitForURL('**/home');
    await page.locator(`${app} nav a[data-route="/notifications"]`).click();
    await page.locator(`${app} input[name=title]`).waitFor();
    expect(await page.locator(`${app} input[name=title]`).inputValue()).toBe('Draft that stays');
    expect(await page.locator(`${app} textarea[name=message]`).inputValue()).toBe('Typed once, never lost.');
    expect(await sendAt(page).inputValue()).toBe('2027-03-04T10:15');
  });
});
