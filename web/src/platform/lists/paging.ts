// A long list is shown a page at a time, so one answer does not grow with the data: /sites at
// ten times today's sites stays the size it is today. The page travels in the URL (`page=2`) like
// a filter, so each page is one cached results page and a link to it can be shared.

/** Results per page: a multiple of 2, 3 and 4, so the card grid's last row is full at any width. */
export const PAGE_SIZE = 48

const MAX_PAGE = 10_000

/** The page a query asks for: a whole number from 1; anything else is the first page. */
export function parsePage(raw: string | undefined | null): number {
  if (!raw || !/^\d{1,5}$/.test(raw)) return 1
  const page = Number(raw)
  return page >= 1 && page <= MAX_PAGE ? page : 1
}

export interface Paged<T> {
  items: T[]
  /** The page shown, from 1 (a page past the end shows the last). */
  page: number
  pages: number
  /** Positions of the first and last item shown, from 1 (0 and 0 when there are none). */
  first: number
  last: number
  total: number
}

/** One page of `items`. */
export function pageOf<T>(items: readonly T[], page: number, size = PAGE_SIZE): Paged<T> {
  const pages = Math.max(1, Math.ceil(items.length / size))
  const shown = Math.min(Math.max(1, page), pages)
  const start = (shown - 1) * size
  const slice = items.slice(start, start + size)
  return {
    items: slice,
    page: shown,
    pages,
    first: slice.length ? start + 1 : 0,
    last: start + slice.length,
    total: items.length,
  }
}

/** The page numbers a pager offers: the first, the last, and two either side of the current one; null is a gap. */
export function pageLinks(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages))
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: (number | null)[] = []
  for (const p of sorted) {
    const previous = out.at(-1)
    if (typeof previous === 'number' && p - previous === 2) out.push(p - 1)
    else if (typeof previous === 'number' && p - previous > 2) out.push(null)
    out.push(p)
  }
  return out
}
