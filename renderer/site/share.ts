import { abbreviateCount } from '../../domain/format/numbers'

// Share widgets (docs/api.md GET /api/share-count, docs/security.md "Share counts"): [data-share] with
// data-url; its links ([data-share-network]) open a 600 x 600 popup; its counters
// ([data-share-count="network"]) show Facebook's count, asked of the lead API on the page's own origin
// (which holds the Graph API token); a counter stays hidden and empty for every other network and
// while no count is known (no '-': issue 49).

/** The lead API's share-count route (on the page's origin: the CDN sends /api/* to the API). */
const SHARE_COUNT_PATH = '/api/share-count'

/** The count the lead API answers ({ count: number | null }); throws on any other answer. */
async function fetchShareCount(pageUrl: string, fetchFn: typeof fetch): Promise<number | null> {
  const response = await fetchFn(`${SHARE_COUNT_PATH}?${new URLSearchParams({ url: pageUrl }).toString()}`, {
    credentials: 'omit',
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const count = ((await response.json()) as { count?: unknown } | null)?.count
  if (count === null) return null
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) throw new Error('the answer has no count')
  return count
}

/** Size of the share popup, in CSS px (docs/requirements/pages-and-portals.md#share-links). */
export const SHARE_POPUP = { width: 600, height: 600 }

/** Window features of the share popup, centred on the current window. */
export function popupFeatures(win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - SHARE_POPUP.width) / 2))
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - SHARE_POPUP.height) / 2))
  return `popup,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},noopener,noreferrer`
}

/**
 * Fills every share counter of the page: the Facebook count shown once known; every other counter, and
 * one whose count is unknown (null from the API) or failed, stays empty and hidden. A failed count is
 * logged with console.warn only.
 */
export function fillShareCounts(doc: Document, fetchFn: typeof fetch): Promise<void> {
  const jobs: Promise<void>[] = []
  for (const widget of doc.querySelectorAll<HTMLElement>('[data-share][data-url]')) {
    const url = widget.dataset.url ?? ''
    for (const counter of widget.querySelectorAll<HTMLElement>('[data-share-count]')) {
      show(counter, null)
      if (counter.dataset.shareCount !== 'facebook' || url === '') continue
      jobs.push(
        fetchShareCount(url, fetchFn).then(
          (count) => show(counter, count),
          (error: unknown) => console.warn(`Share count for ${url} is not available:`, error instanceof Error ? error.message : error),
        ),
      )
    }
  }
  return Promise.all(jobs).then(() => undefined)
}

/** Writes a counter's count and shows its box ("1.2k shares"), or empties and hides it when none is known. */
function show(counter: HTMLElement, count: number | null): void {
  counter.textContent = count === null ? '' : abbreviateCount(count)
  const box = counter.closest<HTMLElement>('.share-count')
  if (box) box.hidden = count === null
}

/** Opens share links in a popup; the link's own target="_blank" serves browsers that refuse it. */
export function startShareLinks(win: Window = window): void {
  win.document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('[data-share] a[data-share-network]') : null
    if (!link) return
    event.preventDefault()
    win.open(link.href, '_blank', popupFeatures(win))
  })
}
