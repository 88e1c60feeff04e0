import * as init from './001-init.js';

/** Every committed migration, in order. Ids are never renamed once released. */
export const migrations: { id: string; sql: string }[] = [init];
