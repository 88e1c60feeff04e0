import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, hex, type Rgb } from '../helpers/contrast.js';
import { useE2E, type Mode } from '../helpers/e2e.js';

// Issue 38 (keyboard trial): the ⋯ (more actions) button of a category row must be seen: its dots at least 3:1
// against what they are drawn on (WCAG 1.4.11), in light and dark, Default and Ocean, on a row at rest, on the
// open row and on the row below it.
const e2e = useE2E({ warmUp: '/login' });

const app = 'admin-app';
const rows = (page: Page) => page.locator(`${app} section[data-column="0"] [role=row]`);
const more = (page: Page, i: number) => rows(page).nth(i).locator('[data-cell=menu]');

/**
 * The painted contrast of the dots: the button photographed (a hover or a focus ring kept off), the picture read
 * back through a canvas; the ground is the colour of the button's corner pixel, the ink the pixel
 * that differs most from it. Small dots are antialiased into the ground: their computed colour is not what is seen.
 */
async function paintedContrast(page: Page, i: number): Promise<{ ratio: number; ink: Rgb; ground: Rgb }> {
  const png = (await more(page, i).screenshot({ animations: 'disabled', caret: 'hide' })).toString('base64');
  // Read in a blank page of the same browser: the app's CSP keeps data: pictures out.
  const blank = await page.context().newPage();
  const pixels = (await blank.evaluate(`(async () => {
    const img = await createImageBitmap(await (await fetch('data:image/png;base64,${png}')).blob());
    const c = new OffscreenCanvas(img.width, img.height);
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    return Array.from(g.getImageData(0, 0, img.width, img.height).data);
  })()`)) as number[];
  await blank.close();
  const ground: Rgb = [pixels[0]!, pixels[1]!, pixels[2]!];
  let best = { ratio: 1, ink: ground, ground };
  for (let k = 0; k < pixels.length; k += 4) {
    const ink: Rgb = [pixels[k]!, pixels[k + 1]!, pixels[k + 2]!];
    const ratio = contrastRatio(ink, ground);
    if (ratio > best.ratio) best = { ratio, ink, ground };
  }
  return best;
}

const LOOKS: { mode: Mode; theme: 'default' | 'ocean' }[] = [
  { mode: 'light', theme: 'default' },
  { mode: 'dark', theme: 'default' },
  { mode: 'light', theme: 'ocean' },
  { mode: 'dark', theme: 'ocean' },
];

describe('categories: the ⋯ buttons are seen (WCAG 1.4.11)', () => {
  for (const { mode, theme } of LOOKS)
    it(`${theme}, ${mode}: the dots are at least 3:1 on a row at rest and on the open row`, async () => {
      const { page } = await e2e.open('/categories', { lang: 'en', mode, storage: { theme } });
      await rows(page).nth(2).waitFor();
      // The first row open (its name cell tinted), the others at rest.
      await rows(page).first().locator('[data-part=name]').click();
      await page.locator(`${app} section[data-column="1"] [role=row]`).first().waitFor();
      await page.mouse.move(0, 0);
      const seen: string[] = [];
      for (const i of [0, 1, 2]) {
        const { ratio, ink, ground } = await paintedContrast(page, i);
        seen.push(`row ${i}: ${ratio.toFixed(2)}:1 (${hex(ink)} on ${hex(ground)})`);
      }
      console.log(`${theme} ${mode}\n  ${seen.join('\n  ')}`);
      for (const line of seen) expect(Number(line.split(': ')[1]!.split(':')[0]), line).toBeGreaterThanOrEqual(3);
    });
});
