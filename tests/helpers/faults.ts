import type { Page, Request, Route } from 'playwright-core';
import type { RunningServer } from '../../src/server/start.js';

/**
 * Faults the browser can meet on an API call:
 * - `down`: the connection is refused (API down);
 * - `500`: the server answers 500 with a JSON error;
 * - `slow`: the real answer, 5 seconds late;
 * - `malformed`: 200 with a body that is not JSON;
 * - `drop`: the request reaches the server (which acts on it), then the browser sees the connection drop.
 */
export type Fault = 'down' | '500' | 'slow' | 'malformed' | 'drop';
export const FAULTS: readonly Fault[] = ['down', '500', 'slow', 'malformed', 'drop'];

export interface FaultRule {
  /** Matched against the path after the API base (e.g. `categories`, `members?page=1`). */
  path: RegExp;
  /** HTTP methods the rule applies to (default: every method). */
  methods?: string[];
}

export interface SeenRequest {
  method: string;
  path: string;
  body: string | null;
  fault: Fault | null;
}

export const SLOW_MS = 5_000;

/**
 * Fault injection on `page.route` for the API under `/v1/`: set a fault for the calls a rule matches,
 * lift it, and count the requests the page sent (faulted or not).
 */
export class FaultInjector {
  readonly seen: SeenRequest[] = [];
  #fault: Fault | null = null;
  #rule: FaultRule | null = null;
  #installed = false;

  constructor(readonly page: Page) {}

  async install(): Promise<this> {
    if (this.#installed) return this;
    this.#installed = true;
    await this.page.route(/\/v1\//, (route) => this.#handle(route));
    return this;
  }

  /** Faults the calls matching `rule` from now on. */
  set(fault: Fault, rule: FaultRule): void {
    this.#fault = fault;
    this.#rule = rule;
  }

  /** Lifts the fault: calls go through untouched. */
  lift(): void {
    this.#fault = null;
    this.#rule = null;
  }

  /** Requests seen whose path matches `path` (and method, if given). */
  count(path: RegExp, method?: string): number {
    return this.seen.filter((r) => path.test(r.path) && (!method || r.method === method)).length;
  }

  reset(): void {
    this.seen.length = 0;
  }

  #matches(request: Request, path: string): boolean {
    const rule = this.#rule;
    if (!rule || !this.#fault) return false;
    if (rule.methods && !rule.methods.includes(request.method())) return false;
    return rule.path.test(path);
  }

  async #handle(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname.replace(/^.*?\/v1\//, '') + url.search;
    const fault = this.#matches(request, path) ? this.#fault : null;
    this.seen.push({ method: request.method(), path, body: request.postData(), fault });
    try {
      switch (fault) {
        case null:
          return await route.continue();
        case 'down':
          return await route.abort('connectionrefused');
        case '500':
          return await route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 500, message: 'Internal server error (injected)' }),
          });
        case 'malformed':
          return await route.fulfill({ status: 200, contentType: 'application/json', body: 'not json{' });
        case 'slow': {
          const answer = await route.fetch();
          await new Promise((r) => setTimeout(r, SLOW_MS));
          return await route.fulfill({ response: answer });
        }
        case 'drop':
          // The server receives and handles the request; the browser only sees a failed connection.
          await route.fetch();
          return await route.abort('connectionreset');
      }
    } catch {
      // The page or context closed while the route was pending.
    }
  }
}

/** Installs a fault injector on the page. */
export const injectFaults = (page: Page): Promise<FaultInjector> => new FaultInjector(page).install();

/** Revokes every token of a member server-side (as a password change or a disable would). */
export async function expireTokens(server: RunningServer, email: string): Promise<void> {
  await server.db.query('update members set token_version = token_version + 1 where email = $1', [email]);
}
