/** Escapes % and _ (and the escape char) for a LIKE pattern; answers '%term%'. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
/** A LIKE pattern for values beginning with `term` (its wildcards escaped): a btree `text_pattern_ops` range. */
export const prefixPattern = (term: string) => `${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A timestamp from either driver (pg gives a Date, PGlite may give a string) as ISO 8601. */
export const isoTime = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** Pagination block of the contract from a total count. */
export const paginationOf = (total: number, page: number, limit: number) => {
  const pageCount = Math.ceil(total / limit);
  return { hasPrevPage: page > 1, hasNextPage: page < pageCount, pageCount, dataCount: total };
};

/** Collects $n placeholders while building a WHERE clause. */
export class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];
  add(fragment: (p: (v: unknown) => string) => string) {
    this.parts.push(
      fragment((v) => {
        this.params.push(v);
        return `$${this.params.length}`;
      }),
    );
    return this;
  }
  toString() {
    return this.parts.length ? `where ${this.parts.join(' and ')}` : '';
  }
  /** The conditions added, in order (each already with its placeholders). */
  get clauses(): readonly string[] {
    return [...this.parts];
  }
  next(v: unknown) {
    this.params.push(v);
    return `$${this.params.length}`;
  }
}
