import { abbreviateCount } from '../../domain/format/numbers'
import { fetchShareCount } from './shareCount'

// Share widgets (docs/requirements/pages-and-portals.md#share-links and docs/requirements/wire-contract.md#share-counts): [data-share] with data-url; its links ([data-share-network])
// open a 600 x 600 popup; its counters ([data-share-count="network"]) show Facebook's count when the
// widget carries the configured token (data-count-token) and '-' for every other network.

/** Size of the share popup, in CSS px (docs/requirements/pages-and-portals.md#share-links). */
export const SHARE_POPUP = { width: 600, height: 600 }

/** Window features of the share popup, centred on the current window. */
export function popupFeatures(win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - SHARE_POPUP.width) / 2))
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - SHARE_POPUP.height) / 2))
  return `popup,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},noopener,noreferrer`
}

/** Fills every share counter of the page: the Facebook count or '-'. A failed count is logged with console.warn only. */
export function fillShareCounts(doc: Document, fetchFn: typeof fetch): Promise<void> {
  const jobs: Promise<void>[] = []
  for (const widget of doc.querySelectorAll<HTMLElement>('[data-share][data-url]')) {
    const url = widget.dataset.url ?? ''
    const accessToken = widget.dataset.countToken ?? ''
    for (const counter of widget.querySelectorAll<HTMLElement>('[data-share-count]')) {
      counter.textContent = '-'
      if (counter.dataset.shareCount !== 'facebook' || accessToken === '' || url === '') continue
      jobs.push(
        fetchShareCount(url, accessToken, fetchFn).then(
          (count) => void (counter.textContent = abbreviateCount(count)),
          (error: unknown) => console.warn(`Share count for ${url} is not available:`, error instanceof Error ? error.message : error),
        ),
      )
    }
  }
  return Promise.all(jobs).then(() => undefined)
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
