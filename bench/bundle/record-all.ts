// Starts the demo server and Chromium, records the JS of each single-panel page and of the back-office.
import { makeSignIn } from '../browser/lib.js';
import { launchBrowser } from '../../tests/helpers/browser.js';
import { startDemoServer } from '../../tests/helpers/server.js';
import { recordApp, recordPanel, type Recorded } from './network.js';

export async function recordings(
  tags: string[],
  assets: string,
): Promise<{ panels: Record<string, Recorded>; login: Recorded; home: Recorded }> {
  const server = await startDemoServer();
  const browser = await launchBrowser();
  try {
    const signIn = makeSignIn(server.url);
    const panels: Record<string, Recorded> = {};
    for (const tag of tags.filter((t) => t !== 'admin-app')) panels[tag] = await recordPanel(browser, server.url, tag, signIn, assets);
    const login = await recordApp(browser, server.url, '/login', assets);
    const home = await recordApp(browser, server.url, '/home', assets, signIn);
    return { panels, login, home };
  } finally {
    await browser.close();
    await server.close();
  }
}
