/** The one query layer of the server: raw parameterised SQL, same for PGlite and PostgreSQL. */
export interface QueryResult<T> {
  rows: T[];
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** Runs fn in one transaction; inside, use only the handle it receives. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

/** PostgreSQL error code of a thrown database error, if any. */
export const pgCode = (err: unknown): string | undefined => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

export const pgConstraint = (err: unknown): string | undefined => {
  const e = err as { constraint?: unknown; cause?: { constraint?: unknown } } | null;
  const c = e?.constraint ?? e?.cause?.constraint;
  return typeof c === 'string' ? c : undefined;
};
