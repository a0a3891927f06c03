/**
 * A list's pages (issue 18): a list page carries one page of cards in its HTML and links to crawlable
 * further pages, `{list path}/page/2`, `{list path}/page/3` ...; the filter island works over the
 * vertical's JSON. The island's "Show more" adds the same number of cards.
 */
export const LIST_PAGE_SIZE = 24

/** Where a list and its pages are: the first page at the list's own path. */
export interface ListPaging {
  /** The list's path (the first page). */
  base: string
  /** This page's number, from 1. */
  page: number
  /** How many pages the list has (1 when it fits on one). */
  pages: number
  /** Cards in the whole list. */
  total: number
}

/** How many pages a list of `total` cards takes (an empty list still has its first page). */
export function pageCount(total: number, size = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size))
}

/** The path of page `page` of the list at `base`. */
export function listPagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`
}

/** The page number of a `page/N` segment: a whole number from 2 without leading zeros, else null (page 1 is the list's own path). */
export function parsePageSegment(segment: string): number | null {
  return /^[1-9][0-9]{0,5}$/.test(segment) && Number(segment) >= 2 ? Number(segment) : null
}

/** The page numbers a pagination bar links: the first, the last, and two either side of the current one. */
export function pageLinks(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages])
  for (let n = page - 2; n <= page + 2; n++) if (n >= 1 && n <= pages) shown.add(n)
  const sorted = [...shown].sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  for (const [i, n] of sorted.entries()) {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push('gap')
    out.push(n)
  }
  return out
}
