import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Queryable } from './types.js';

const current = new AsyncLocalStorage<Queryable>();

/**
 * A Db whose queries go to the transaction the current request runs in, if any (see `inTransaction`),
 * else to `base`. A `transaction()` inside such a request joins the request's transaction, so the
 * idempotency record of a call commits with the call's own writes, or not at all.
 *
 * On PGlite (one session) nothing may call `base` directly while a request transaction is open: it
 * would wait for that transaction, which waits for it. Route code only ever sees this Db.
 */
export function scopedDb(base: Db): Db {
  const q = () => current.getStore() ?? base;
  return {
    get kind() {
      return base.kind;
    },
    query: (sql, params) => q().query(sql, params),
    exec: (sql) => q().exec(sql),
    transaction: (fn) => {
      const tx = current.getStore();
      return tx ? fn(tx) : base.transaction(fn);
    },
    close: () => base.close(),
  };
}

/**
 * Runs `fn` outside any request's transaction: work queued by a request (mails) runs after the request
 * has answered, when its transaction is gone, and must use the database itself.
 */
export const detached = <R>(fn: () => R): R => current.exit(fn);

/** Runs `fn` inside one transaction of `base`, with every scoped Db query of its async calls in it. */
export const inTransaction = <R>(base: Db, fn: (tx: Queryable) => Promise<R>): Promise<R> =>
  base.transaction((tx) => current.run(tx, () => fn(tx)));
