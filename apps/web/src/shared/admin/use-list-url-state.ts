import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Page sizes the admin lists offer; the size is kept in the URL (`size`), 10 when absent. */
export const ADMIN_PAGE_SIZES = [1, 5, 10, 20] as const;
export const ADMIN_PAGE_SIZE = 10;
/** How long a search box waits after the last keystroke before it asks the API. */
export const SEARCH_DEBOUNCE_MS = 300;

export type UrlPatch = Record<string, string | number | undefined>;

/**
 * `useSearchParams` whose update always starts from the latest URL. React Router's functional update starts
 * from the parameters of the render that made the setter, so a debounced search committing after a switch was
 * flipped (or two changes in one tick) silently undid the other change. Here each update starts from the last
 * URL this hook wrote or the router delivered, whichever is newer.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  // A URL the router delivers replaces ours (Back, a link); renders with the same parameters keep what we wrote.
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (
    change: (next: URLSearchParams) => void,
    options: { replace?: boolean } = { replace: true },
  ) => {
    const next = new URLSearchParams(latest.current);
    change(next);
    latest.current = next;
    setParams(next, options);
  };
  return [params, update] as const;
}

export interface ListUrlOptions<TSort extends string> {
  /** The sort values the list accepts and the one used when the URL names none (never written to the URL). */
  sorts?: { values: readonly TSort[]; default: TSort };
  sizes?: readonly number[];
  defaultSize?: number;
}

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/**
 * A list's state in the URL: `page` (1 when absent), `size` (one of `sizes`), `sort` (one of the sorts) and any
 * filter parameters. `patch` changes parameters (empty values removed; anything but the page goes back to page
 * 1) and replaces the history entry, so Back leaves the screen rather than undoing each keystroke.
 */
export function useListUrlState<TSort extends string = string>(opts: ListUrlOptions<TSort> = {}) {
  const sizes = opts.sizes ?? ADMIN_PAGE_SIZES;
  const defaultSize = opts.defaultSize ?? ADMIN_PAGE_SIZE;
  const [params, update] = useUrlParams();
  const page = positive(params.get('page'));
  const rawSize = Number(params.get('size'));
  const size = sizes.includes(rawSize) ? rawSize : defaultSize;
  const rawSort = params.get('sort') ?? '';
  const sort: TSort | undefined = opts.sorts
    ? (opts.sorts.values as readonly string[]).includes(rawSort)
      ? (rawSort as TSort)
      : opts.sorts.default
    : undefined;

  const patch = (changes: UrlPatch) =>
    update((next) => {
      for (const [k, v] of Object.entries(changes)) {
        if (
          v === undefined ||
          v === '' ||
          (k === 'page' && v === 1) ||
          (k === 'size' && v === defaultSize) ||
          (k === 'sort' && v === opts.sorts?.default)
        )
          next.delete(k);
        else next.set(k, String(v));
      }
      if (!('page' in changes)) next.delete('page');
    });

  return {
    params,
    page,
    size,
    sort,
    sizes,
    defaultSize,
    patch,
    /** A text parameter ('' when absent). */
    text: (name: string) => params.get(name) ?? '',
    /** A comma-list parameter (e.g. `tags=a,b`). */
    list: (name: string) => (params.get(name) ?? '').split(',').filter(Boolean),
  };
}

/**
 * A search box kept in the URL parameter `name` with a debounce: the box follows typing, the URL (and so the
 * query) follows a pause (`delay`, 300 ms unless given); a URL changed elsewhere (Back, a link) puts its value back in the box.
 */
export function useDebouncedUrlSearch(
  urlValue: string,
  commit: (value: string) => void,
  delay: number = SEARCH_DEBOUNCE_MS,
) {
  const [search, setSearch] = useState(urlValue);
  const [seen, setSeen] = useState(urlValue);
  /** The value this box last put in the URL: its arrival must not undo keys typed since. */
  const [committed, setCommitted] = useState<string | null>(null);
  if (urlValue !== seen) {
    setSeen(urlValue);
    if (urlValue === committed) setCommitted(null);
    else if (search.trim() !== urlValue) setSearch(urlValue);
  }
  useEffect(() => {
    const wanted = search.trim();
    if (wanted === urlValue) return;
    const timer = setTimeout(() => {
      setCommitted(wanted);
      commit(wanted);
    }, delay);
    return () => clearTimeout(timer);
    // commit starts from the latest URL (useUrlParams)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, urlValue, delay]);
  return [search, setSearch] as const;
}

/** A page beyond the end (e.g. after deleting the last item of the last page) goes to the last page. */
export function useClampPage(
  page: number,
  totalPages: number | undefined,
  settled: boolean,
  go: (page: number) => void,
) {
  useEffect(() => {
    if (totalPages !== undefined && settled && page > Math.max(1, totalPages)) go(Math.max(1, totalPages));
    // go starts from the latest URL (useUrlParams)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [totalPages, page, settled]);
}
