import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../helpers/browser.js';
import { useE2E, type Lang } from '../helpers/e2e.js';

// Issue 38 (keyboard trial): the activity trail on a phone had two Tab stops an entry (its link and Changes) and a
// page 3,700–5,000 px tall at 390. The entries now follow the lists' row model (one Tab stop, roving focus: arrows
// move, Enter expands, ArrowRight goes into the entry's controls) and an entry is compact on a phone (who and what,
// then when; the changes behind the expansion).
const e2e = useE2E({ warmUp: '/login' });

const PHONE = { width: 390, height: 844 };
const app = 'admin-app';
const rows = (page: Page) => page.locator(`${app} [data-part=activity-row]`);

interface Focus {
  part: string | null;
  tag: string;
  /** The index of the entry that holds the focused element (or is it), -1 outside the trail. */
  row: number;
}

const focused = (page: Page) =>
  page.evaluate(`(() => {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return { part: null, tag: 'body', row: -1 };
    const li = el.closest('[data-part=activity-row]');
    const all = li ? [...li.parentElement.querySelectorAll(':scope > [data-part=activity-row]')] : [];
    return { part: el.getAttribute('data-part'), tag: el.tagName.toLowerCase(), row: li ? all.indexOf(li) : -1 };
  })()`) as Promise<Focus>;

/** How many Tab stops of the page fall inside the trail, from the page's start to its end. */
async function trailTabStops(page: Page): Promise<number> {
  await page.evaluate(`document.activeElement && document.activeElement.blur && document.activeElement.blur()`);
  let inside = 0;
  let left = false;
  for (let n = 0; n < 400; n++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f.tag === 'body') break;
    if (f.row >= 0) {
      if (left) break; // round again
      inside++;
    } else if (inside > 0) left = true;
  }
  return inside;
}

/** The height of what scrolls: the page, or the tallest scrolling box in it. */
const pageHeight = (page: Page) =>
  page.evaluate(`(() => {
    const roots = [document];
    let h = document.documentElement.scrollHeight;
    for (let i = 0; i < roots.length; i++)
      roots[i].querySelectorAll('*').forEach((el) => {
        if (el.shadowRoot) roots.push(el.shadowRoot);
        const y = getComputedStyle(el).overflowY;
        if ((y === 'auto' || y === 'scroll') && el.scrollHeight > el.clientHeight) h = Math.max(h, el.scrollHeight);
      });
    return h;
  })()`) as Promise<number>;

describe('the activity trail: the lists’ row model and a compact entry on a phone (issue 38)', () => {
  for (const lang of ['it', 'en'] as Lang[])
    it(`${lang}: at 390 px the trail is one Tab stop and the page stays short`, async () => {
      // The sign-ins too (left out by default): a trail long enough to measure, as the demo's with them.
      const { page } = await e2e.open('/activity?signIns=shown', { lang, viewport: PHONE });
      await rows(page).nth(20).waitFor();
      const n = await rows(page).count();
      const stops = await trailTabStops(page);
      const height = await pageHeight(page);
      console.log(`${lang} 390: ${n} entries, ${stops} Tab stops in the trail, page ${height} px`);
      expect(stops).toBe(1);
      // Two lines an entry (at most 64 px) and the page's frame around them.
      expect(height).toBeLessThanOrEqual(64 * n + 700);
      // Each entry: who and what, then when and what changed on the line under it, that summary cut to the line
      // (round 11: it was behind the expansion).
      const shapes = await rows(page).evaluateAll((els) =>
        els.map((el) => {
          const diff = el.querySelector<HTMLElement>('[data-part=activity-diff]');
          const box = diff?.getBoundingClientRect();
          const time = el.querySelector('[data-part=activity-time]')!.getBoundingClientRect();
          return {
            h: el.getBoundingClientRect().height,
            diff: box
              ? {
                  shown: box.height > 0,
                  sameLine: Math.abs(box.top + box.height / 2 - (time.top + time.height / 2)) < 4,
                  after: box.left >= time.right,
                  inRow: box.right <= el.getBoundingClientRect().right,
                }
              : null,
          };
        }),
      );
      expect(Math.max(...shapes.map((s) => s.h))).toBeLessThanOrEqual(64);
      const diffs = shapes.flatMap((s) => (s.diff ? [s.diff] : []));
      expect(diffs.length).toBeGreaterThan(0);
      expect(diffs.every((d) => d.shown && d.sameLine && d.after && d.inRow)).toBe(true);
    });

  it('arrows move between entries, Enter expands the changes, ArrowRight goes into the entry’s controls', async () => {
    // An entry of several changed fields (a new category: its code and names), which has a table of changes.
    await e2e.data('categories', {
      json: {
        name: `rowsProbe${Date.now().toString(36)}`,
        translations: [
          { languageCode: 'it', name: 'Prova righe' },
          { languageCode: 'en', name: 'Rows probe' },
        ],
      },
    });
    const { page } = await e2e.open('/activity', { lang: 'en', viewport: PHONE });
    await rows(page).nth(5).waitFor();
    await rows(page).first().focus();
    expect(await focused(page)).toEqual({ part: 'activity-row', tag: 'li', row: 0 });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).row).toBe(2);
    await page.keyboard.press('ArrowUp');
    expect((await focused(page)).row).toBe(1);
    await page.keyboard.press('End');
    expect((await focused(page)).row).toBe((await rows(page).count()) - 1);
    await page.keyboard.press('Home');
    expect((await focused(page)).row).toBe(0);
    // The first entry with changes: Enter shows them, Enter again hides them; the focus stays on the entry.
    const k = await rows(page).evaluateAll((els) => els.findIndex((el) => el.querySelector('[data-part=activity-expand]')));
    expect(k).toBeGreaterThanOrEqual(0);
    const row = rows(page).nth(k);
    await row.focus();
    const expand = row.locator('[data-part=activity-expand]');
    await page.keyboard.press('Enter');
    await expect.poll(() => expand.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => row.locator('[data-part=activity-changes]').isVisible()).toBe(true);
    expect(await row.locator('[data-part=activity-diff]').isVisible()).toBe(true);
    expect((await focused(page)).part).toBe('activity-row');
    await page.keyboard.press('Enter');
    await expect.poll(() => expand.getAttribute('aria-expanded')).toBe('false');
    // ArrowRight into the controls, to the last; ArrowLeft back to the entry.
    await page.keyboard.press('ArrowRight');
    let f = await focused(page);
    expect(f.row).toBe(k);
    expect(f.part).not.toBe('activity-row');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toMatchObject({ part: 'activity-expand', row: k });
    await page.keyboard.press('Enter');
    await expect.poll(() => expand.getAttribute('aria-expanded')).toBe('true');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    f = await focused(page);
    expect(f).toEqual({ part: 'activity-row', tag: 'li', row: k });
    // Tab leaves the trail from the entry (one stop), and Shift+Tab comes back to it.
    await page.keyboard.press('Tab');
    expect((await focused(page)).row).toBe(-1);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toEqual({ part: 'activity-row', tag: 'li', row: k });
    expect(await runAxe(page)).toEqual([]);
  });

  it('at 390 px a tap on an entry without changes opens its whole sentence, and a second tap closes it', async () => {
    const { page } = await e2e.open('/activity', { lang: 'en', viewport: PHONE });
    await rows(page).nth(5).waitFor();
    const plain = rows(page)
      .filter({ hasNot: page.locator('[data-part=activity-expand]') })
      .first();
    await plain.waitFor();
    expect(await plain.getAttribute('data-open')).toBeNull();
    // Closed: at most two lines; a tap on the entry's padding (off its link) shows all of it.
    const clamp = () =>
      plain.locator('[data-part=activity-sentence]').evaluate((el) => getComputedStyle(el.parentElement!).webkitLineClamp);
    expect(await clamp()).toBe('2');
    await plain.click({ position: { x: 6, y: 4 } });
    await expect.poll(() => plain.getAttribute('data-open')).toBe('true');
    expect(await clamp()).toBe('none');
    await plain.click({ position: { x: 6, y: 4 } });
    await expect.poll(() => plain.getAttribute('data-open')).toBeNull();
  });
});
