// The page's token sources (src/state/token-source.ts), new for each test: a test file whose code under test
// reads them (session.ts, early-data.ts…) mocks the module with pageTokenSourceMock, and calls
// renewPageTokenSource() in beforeEach, so no test sees a token, a configuration or a refused token another
// test left behind. Type-only imports here: the module itself is the mocked one.
import type * as TokenSourceModule from '../../src/state/token-source.js';

type PageTokenSource = ReturnType<typeof TokenSourceModule.createTokenSource>;

let create: (() => PageTokenSource) | null = null;
let current: PageTokenSource | null = null;

/**
 * For `vi.mock('…/src/state/token-source.js', async (importOriginal) => (await import('…/helpers/token-source.js')).pageTokenSourceMock(await importOriginal()))`:
 * the module as it is, with its page functions calling the instance of the running test.
 */
export function pageTokenSourceMock(actual: typeof TokenSourceModule): typeof TokenSourceModule {
  create = actual.createTokenSource;
  current = create();
  const page = Object.fromEntries(
    Object.keys(current).map((key) => [
      key,
      (...args: unknown[]) => (current![key as keyof PageTokenSource] as (...a: unknown[]) => unknown)(...args),
    ]),
  ) as PageTokenSource;
  return { ...actual, ...page };
}

/** A blank page: new token sources (no configuration, no host token or getToken, nothing in use or refused). */
export function renewPageTokenSource(): void {
  if (!create) throw new Error('src/state/token-source.js is not mocked with pageTokenSourceMock in this test file');
  current = create();
}
