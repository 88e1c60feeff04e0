import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { createPglite } from '../../src/server/db/driver.js';

/** Files written by tests/global-setup.ts: a PGlite data directory, migrated, and migrated + demo seed. */
export interface PgliteImages {
  migrated: string;
  demo: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImages: PgliteImages;
  }
}

/** A new in-memory PGlite loaded from the run's image (`demo`: migrated and seeded; `migrated`: empty tables). */
export function pgliteFrom(image: keyof PgliteImages): Promise<PGlite> {
  return createPglite(undefined, new Blob([readFileSync(inject('pgliteImages')[image])]));
}
