// One cold load of one app in bench/peers, measured in the page: the time to the 50th data row, the JS and
// CSS bytes it took, the DOM and the JS heap once there, then three "Next page" clicks timed from the
// pointerdown to the frame that shows the new page's 50 rows: once that frame's style, layout and paint are
// done (a message posted from its requestAnimationFrame callback), and, as before, at its rAF callback.
// The rAF time alone favoured an app whose rows arrive in a later task (the floor's fetch): its frame's
// layout came after the callback, while ours, rendered in the click, had its layout forced before the
// callback by the hit test that follows mouseup. Both now pay for their own frame.
import type { Browser, Locator, Page } from 'playwright-core';

export interface AppSpec {
  name: string;
  /** Path of the page on the bench server. */
  path: string;
  /** Selector of one data row (never a skeleton or loading row). */
  rowSelector: string;
  /** The control that shows the next page. */
  next(page: Page): Locator;
}

export interface Resource {
  name: string;
  initiatorType: string;
  startTime: number;
  responseEnd: number;
  encodedBodySize: number;
  decodedBodySize: number;
}

export interface LoadResult {
  app: string;
  /** performance.now() (ms since navigation start) when a root first held 50 data rows. */
  row50Ms: number;
  /** Brotli (transfer) and decoded bytes of the JS and CSS finished by row 50, and their count. */
  jsCssBrBefore: number;
  jsCssRawBefore: number;
  jsCssFilesBefore: number;
  /** Brotli bytes of every JS and CSS file loaded by the end of the load (after the page changes too). */
  jsCssBrSession: number;
  /** Nodes (elements, text, comments) of the document and every shadow root, after row 50. */
  domNodes: number;
  /**
   * The renderer's own count of DOM nodes (Memory.getDOMCounters) after HeapProfiler.collectGarbage: the live
   * nodes and any detached ones something still holds.
   */
  domCounterNodes: number;
  /** Nodes outside the document that a GC kept (DOM.getDetachedDomNodes after the forced GC: each kept tree's nodes). */
  detachedNodes: number;
  /** Runtime.getHeapUsage usedSize after HeapProfiler.collectGarbage, after row 50. */
  heapBytes: number;
  /** pointerdown → the frame showing the next page's 50 rows, its rendering done, per click. */
  nextMs: number[];
  /** pointerdown → that frame's requestAnimationFrame callback (before its style, layout and paint), per click. */
  nextRafMs: number[];
  /** data-row of the first row on page 1, 2, 3, 4 (the same for every app). */
  firstRows: string[];
  /** API requests (path and query) started before row 50, in start order. */
  apiBefore: string[];
  /** Every resource of the load (navigation first), for the request listing. */
  resources: Resource[];
}

/** Records row 50 and each next-page change through every shadow root (an init script, before any page script). */
export const instrumentation = (rowSelector: string) => `(() => {
  const ROW = ${JSON.stringify(rowSelector)};
  performance.setResourceTimingBufferSize(2000);
  const roots = [document];
  const st = (window.__bench = { row50: null, next: [], pending: null, first: null });
  const count = (root) => root.querySelectorAll(ROW).length;
  const firstRow = () => {
    for (const root of roots) {
      const el = root.querySelector(ROW);
      if (el) return { root, el };
    }
    return null;
  };
  const check = () => {
    if (st.row50 === null) {
      for (const root of roots)
        if (count(root) >= 50) {
          st.row50 = performance.now();
          const f = firstRow();
          st.first = f && f.el.getAttribute('data-row');
          break;
        }
    }
    const p = st.pending;
    if (p && p.seen === undefined) {
      const f = firstRow();
      if (f && f.el.textContent !== p.text && count(f.root) >= 50) {
        p.seen = performance.now();
        p.to = f.el.getAttribute('data-row');
        requestAnimationFrame(() => {
          p.t1 = performance.now();
          // A rAF callback runs at the start of the frame, before its style, layout and paint; a message
          // posted from it is handled once that frame's rendering work on the main thread is done.
          const ch = new MessageChannel();
          ch.port1.onmessage = () => {
            const t2 = performance.now();
            st.next.push({ ms: p.t1 - p.t0, paintMs: t2 - p.t0, domMs: p.seen - p.t0, from: p.from, to: p.to });
            if (st.pending === p) st.pending = null;
          };
          ch.port2.postMessage(0);
        });
      }
    }
  };
  const mo = new MutationObserver(check);
  const observe = (root) => mo.observe(root, { subtree: true, childList: true, characterData: true });
  observe(document);
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    roots.push(root);
    observe(root);
    return root;
  };
  document.addEventListener('pointerdown', () => {
    const f = firstRow();
    st.pending = { t0: performance.now(), text: f ? f.el.textContent : null, from: f ? f.el.getAttribute('data-row') : null };
  }, true);
  window.__benchRoots = roots;
})();`;

// In-page code as strings: tsx would inject helpers (__name) into serialised functions.
const COUNT_NODES = `(() => {
  let n = 0;
  const visit = (root) => {
    const w = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT | NodeFilter.SHOW_COMMENT);
    for (let node = w.nextNode(); node; node = w.nextNode()) {
      n++;
      if (node.shadowRoot) visit(node.shadowRoot);
    }
  };
  visit(document);
  return n;
})()`;

const RESOURCES = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const pick = (e) => ({ name: e.name, initiatorType: e.initiatorType, startTime: e.startTime, responseEnd: e.responseEnd, encodedBodySize: e.encodedBodySize, decodedBodySize: e.decodedBodySize });
  return [nav, ...performance.getEntriesByType('resource')].filter(Boolean).map(pick);
})()`;

interface DetachedTree {
  treeNode: { childNodeCount?: number; children?: DetachedTree['treeNode'][] };
  retainedNodeIds: number[];
}
/** Nodes of the trees DOM.getDetachedDomNodes reports (after the caller's forced GC), each tree's nodes counted once. */
async function detachedAfterGc(cdp: { send(method: string, params?: object): Promise<unknown> }): Promise<number> {
  await cdp.send('DOM.enable');
  try {
    const { detachedNodes } = (await cdp.send('DOM.getDetachedDomNodes')) as { detachedNodes: DetachedTree[] };
    const size = (n: DetachedTree['treeNode']): number => 1 + (n.children ?? []).reduce((k, c) => k + size(c), 0);
    return detachedNodes.reduce((k, d) => k + Math.max(size(d.treeNode), d.retainedNodeIds.length), 0);
  } finally {
    await cdp.send('DOM.disable');
  }
}

const isJsCss = (r: Resource) => /\.(js|css)(\?|#|$)/.test(new URL(r.name).pathname) || ['script', 'link', 'css'].includes(r.initiatorType);

export interface LoadOptions {
  baseUrl: string;
  cpuRate: number;
  timeoutMs: number;
  /** Next-page clicks per load. */
  clicks: number;
}

/**
 * A fresh context (no service workers, HTTP cache disabled through CDP, CPU throttled if asked), one cold
 * load of `app` and its page changes. Throws with the phase that failed.
 */
export async function coldLoad(browser: Browser, app: AppSpec, o: LoadOptions): Promise<LoadResult> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(instrumentation(app.rowSelector));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (o.cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: o.cpuRate });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(o.baseUrl + app.path, { waitUntil: 'commit' });
    try {
      await page.waitForFunction('window.__bench && window.__bench.row50 !== null', undefined, { timeout: o.timeoutMs, polling: 50 });
    } catch {
      const n = (await page.evaluate(
        `(window.__benchRoots || [document]).reduce((n, r) => n + r.querySelectorAll(${JSON.stringify(app.rowSelector)}).length, 0)`,
      )) as number;
      throw new Error(
        `never reached 50 rows in ${o.timeoutMs} ms (${n} rows${errors.length ? `; page errors: ${errors.join(' | ')}` : ''})`,
      );
    }
    const row50Ms = (await page.evaluate('window.__bench.row50')) as number;
    const first = (await page.evaluate('window.__bench.first')) as string;
    // Let the render that brought row 50 finish (same pause for every app), then count and weigh.
    await page.waitForTimeout(300);
    const domNodes = (await page.evaluate(COUNT_NODES)) as number;
    await cdp.send('HeapProfiler.collectGarbage');
    const heapBytes = ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
    const domCounterNodes = ((await cdp.send('Memory.getDOMCounters')) as { nodes: number }).nodes;
    const detachedNodes = await detachedAfterGc(cdp);
    const atRow50 = (await page.evaluate(RESOURCES)) as Resource[];
    const before = atRow50.slice(1).filter((r) => r.responseEnd <= row50Ms);
    const jsCss = before.filter(isJsCss);
    const apiBefore = atRow50
      .slice(1)
      .filter((r) => r.startTime <= row50Ms && new URL(r.name).pathname.startsWith('/v1/'))
      .sort((a, b) => a.startTime - b.startTime)
      .map((r) => {
        const u = new URL(r.name);
        return u.pathname + u.search;
      });

    const nextMs: number[] = [];
    const nextRafMs: number[] = [];
    const firstRows = [first];
    for (let k = 1; k <= o.clicks; k++) {
      try {
        await app.next(page).click({ timeout: o.timeoutMs });
        await page.waitForFunction(`window.__bench.next.length >= ${k}`, undefined, { timeout: o.timeoutMs, polling: 50 });
      } catch (e) {
        throw new Error(
          `next page ${k}: ${(e as Error).message.split('\n')[0]}${errors.length ? `; page errors: ${errors.join(' | ')}` : ''}`,
        );
      }
      const r = (await page.evaluate(`window.__bench.next[${k - 1}]`)) as { ms: number; paintMs: number; to: string };
      nextMs.push(r.paintMs);
      nextRafMs.push(r.ms);
      firstRows.push(r.to);
    }
    const resources = (await page.evaluate(RESOURCES)) as Resource[];
    const jsCssBrSession = resources
      .slice(1)
      .filter(isJsCss)
      .reduce((n, r) => n + r.encodedBodySize, 0);
    if (errors.length) throw new Error(`page errors: ${errors.join(' | ')}`);
    return {
      app: app.name,
      row50Ms,
      jsCssBrBefore: jsCss.reduce((n, r) => n + r.encodedBodySize, 0),
      jsCssRawBefore: jsCss.reduce((n, r) => n + r.decodedBodySize, 0),
      jsCssFilesBefore: jsCss.length,
      jsCssBrSession,
      domNodes,
      domCounterNodes,
      detachedNodes,
      heapBytes,
      nextMs,
      nextRafMs,
      firstRows,
      apiBefore,
      resources,
    };
  } finally {
    await context.close();
  }
}
