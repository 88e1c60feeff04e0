// integrating.md's React 19 recipe run as copied (issue 36): tests/e2e/integration.test.ts writes its first TSX
// block to src/doc-recipe.tsx, unchanged. This page gives the recipe what it takes from a portal (`auth`, `toast`,
// `router`) as globals that record what the recipe did, then renders its `Members`.
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

interface Recorded {
  portalToken?: string;
  toasts: string[];
  pushed: string[];
}
const page = window as unknown as Window & Recorded;
page.toasts = [];
page.pushed = [];
Object.assign(globalThis, {
  auth: { accessToken: () => page.portalToken ?? null, renew: async () => {} },
  toast: (message: string) => void page.toasts.push(message),
  router: { push: (to: string) => void page.pushed.push(to) },
});

// After the globals: the recipe's module calls configure() as it loads.
// (Not in this fixture's tsconfig: the recipe is type-checked with the docs' other snippets.)
void import('./doc-recipe').then(({ Members }: { Members: ComponentType }) =>
  createRoot(document.getElementById('root')!).render(createElement(Members)),
);
