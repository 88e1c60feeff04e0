/** List state kept in the URL: filters, sort, direction, page and page size (issue 4). */
export type Direction = 'asc' | 'desc';
export const PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

export interface ListState {
  filters: Record<string, string>;
  sort: string;
  dir: Direction;
  page: number;
  size: number;
}

export interface ListDefaults {
  filters: Record<string, string>;
  sort: string;
  dir?: Direction;
  size?: number;
  /** Accepted sort keys; anything else falls back to the default. */
  sorts: readonly string[];
}

export const initialState = (d: ListDefaults): ListState => ({
  filters: { ...d.filters },
  sort: d.sort,
  dir: d.dir ?? 'asc',
  page: 1,
  size: d.size ?? DEFAULT_PAGE_SIZE,
});

const positiveInt = (v: string | null): number | undefined => {
  if (v === null || !/^\d{1,7}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= 1 ? n : undefined;
};

/** Reads the state under `prefix` (e.g. `c.`); unknown or invalid values fall back to the defaults. */
export function decodeListState(params: URLSearchParams, prefix: string, d: ListDefaults): ListState {
  const base = initialState(d);
  const filters = { ...base.filters };
  for (const key of Object.keys(d.filters)) {
    const v = params.get(prefix + key);
    if (v !== null) filters[key] = v;
  }
  const sort = params.get(`${prefix}sort`);
  const dir = params.get(`${prefix}dir`);
  const size = positiveInt(params.get(`${prefix}size`));
  return {
    filters,
    sort: sort && d.sorts.includes(sort) ? sort : base.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : base.dir,
    page: positiveInt(params.get(`${prefix}page`)) ?? 1,
    size: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : base.size,
  };
}

/**
 * Writes the state under `prefix` into a copy of `params` (other keys are kept, e.g. another panel's
 * state or companyId). Values equal to the defaults are removed, so a default list has a clean URL.
 */
export function encodeListState(state: ListState, prefix: string, d: ListDefaults, params = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(params);
  const base = initialState(d);
  const put = (key: string, value: string, def: string) => {
    if (value === def) out.delete(prefix + key);
    else out.set(prefix + key, value);
  };
  for (const key of Object.keys(d.filters)) put(key, state.filters[key] ?? '', base.filters[key] ?? '');
  put('sort', state.sort, base.sort);
  put('dir', state.dir, base.dir);
  put('page', String(state.page), '1');
  put('size', String(state.size), String(base.size));
  return out;
}

export const sameState = (a: ListState, b: ListState) =>
  a.sort === b.sort &&
  a.dir === b.dir &&
  a.page === b.page &&
  a.size === b.size &&
  Object.keys({ ...a.filters, ...b.filters }).every((k) => (a.filters[k] ?? '') === (b.filters[k] ?? ''));

/** What a list screen does with its URL state (implemented by connected/use-list-state). */
export interface ListControls {
  state: ListState;
  setFilters(patch: Record<string, string>): void;
  /** Replaces every filter (clear filters); page back to 1. */
  resetFilters(filters: Record<string, string>): void;
  setSort(sort: string): void;
  setDir(dir: Direction): void;
  /** Sort key and direction at once (a sortable column header): one history entry; page back to 1. */
  setOrder(sort: string, dir: Direction): void;
  setPage(page: number): void;
  setSize(size: number): void;
}
