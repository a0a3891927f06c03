import { pollUntil, TAG_MANAGER_POLL } from './pollUntil'

interface TagManagerWindow {
  dataLayer?: unknown[]
  google_tag_manager?: Record<string, unknown>
}

/** Address of the tag manager's script for a container id. */
export function tagManagerUrl(containerId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`
}

/** Runs `fn` once the page has loaded and the browser is idle, so nothing here delays rendering. */
export function whenInteractive(fn: () => void, win: Window = window): void {
  // Safari has no requestIdleCallback: a zero timeout after load is the next best moment.
  const idle = () => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(fn, { timeout: 3000 }) : win.setTimeout(fn, 0))
  if (win.document.readyState === 'complete') idle()
  else win.addEventListener('load', idle, { once: true })
}

/**
 * Adds the tag manager's script (async) after the start event its container expects, then checks
 * every 500 ms, up to 5 times, that it has started (docs/requirements/wire-contract.md#analytics). Resolves whether it did; a container
 * that never starts is reported with console.warn only.
 */
export function loadTagManager(containerId: string, win: Window = window): Promise<boolean> {
  const w = win as Window & TagManagerWindow
  const doc = win.document
  if (doc.querySelector(`script[src="${tagManagerUrl(containerId)}"]`)) return Promise.resolve(true)
  w.dataLayer = w.dataLayer ?? []
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = doc.createElement('script')
  script.async = true
  script.src = tagManagerUrl(containerId)
  doc.head.append(script)
  return pollUntil(
    () => w.google_tag_manager?.[containerId] !== undefined,
    TAG_MANAGER_POLL,
    (fn, ms) => win.setTimeout(fn, ms),
  ).then((started) => {
    if (!started) console.warn(`Tag manager ${containerId} did not start; analytics events stay in the data layer`)
    return started
  })
}
