import type { InputProblem, InputRecord } from './records.js';
import { formatProblems } from './records.js';
import { CliError, EXIT } from './io.js';
import type { ItemList } from './item-list.js';

/** One unit of work of a bulk run; `key` is stable across runs (idempotency and resume). */
export interface BulkItem<P> {
  key: string;
  line?: number;
  label: string;
  payload: P;
}

/** An item that is reported but never sent (duplicate, admin, already in that state...). */
export interface BulkSkip {
  key: string;
  line?: number;
  label: string;
  reason: string;
}

export interface BulkPlan<P> {
  items: BulkItem<P>[];
  skipped: BulkSkip[];
  /** Items that cannot succeed (an unknown id, an administrator to disable): failures with their reason, never sent. */
  rejected?: BulkSkip[];
}

/**
 * What a bulk run takes: a BulkPlan, or one whose lists are made on demand (`members enable|disable`
 * with a million ids keeps them in typed arrays).
 */
export interface PlanView<P> {
  items: ItemList<BulkItem<P>>;
  skipped: ItemList<BulkSkip>;
  rejected?: ItemList<BulkSkip>;
}

/**
 * The error of an input with invalid items (exit 2): each problem with its line, up to 50 (`problems`
 * may hold only the first ones of `total`).
 */
export function invalidItems(source: string, problems: InputProblem[], total = problems.length): CliError {
  const more = total - problems.length;
  return new CliError(
    `${total} invalid item${total === 1 ? '' : 's'} in ${source}; nothing was sent. Fix these lines and run again:\n${formatProblems(source, problems)}` +
      (more > 0 ? `\n  ... and ${more} more` : ''),
    EXIT.usage,
  );
}

export type ItemResult<P> = { item: BulkItem<P> } | { error: string };

/**
 * Validates and de-duplicates every record before anything is sent.
 * Any invalid record fails the whole run with exit 2, listing each problem with its line.
 */
export function buildPlan<P>(
  source: string,
  records: InputRecord[],
  problems: InputProblem[],
  toItem: (r: InputRecord) => ItemResult<P>,
): BulkPlan<P> {
  const all = [...problems];
  const items: BulkItem<P>[] = [];
  const skipped: BulkSkip[] = [];
  const seen = new Map<string, number | undefined>();
  for (const r of records) {
    const res = toItem(r);
    if ('error' in res) {
      all.push({ line: r.line, message: res.error });
      continue;
    }
    const first = seen.get(res.item.key);
    if (seen.has(res.item.key)) {
      skipped.push({ ...res.item, key: `${res.item.key}@${r.line}`, reason: `duplicate of line ${first ?? '?'}` });
      continue;
    }
    seen.set(res.item.key, r.line);
    items.push(res.item);
  }
  if (all.length > 0) throw invalidItems(source, all);
  return { items, skipped };
}
