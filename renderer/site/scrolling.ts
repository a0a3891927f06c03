// In-page anchors scroll smoothly over 600 ms, and a back-to-top link appears past 280 px
// (docs/requirements/pages-and-portals.md#back-to-top). People who ask for reduced motion get the browser's instant jump.

/** Scroll distance, in px, after which the back-to-top link shows. */
export const BACK_TO_TOP_AFTER_PX = 280

// Links other widgets own: tabs, dialog openers, partner modal openers.
const NOT_AN_ANCHOR = '[role="tab"], [data-dialog-open], [data-banner], [data-no-smooth]'

/** The element an in-page link points to, when it is one the page can scroll to. */
export function anchorTarget(doc: Document, link: HTMLAnchorElement): HTMLElement | null {
  if (link.origin !== doc.location.origin || link.pathname !== doc.location.pathname || link.hash.length < 2) return null
  let id: string
  try {
    id = decodeURIComponent(link.hash.slice(1))
  } catch {
    return null
  }
  const target = doc.getElementById(id)
  // A target inside a closed dialog or a hidden panel cannot be scrolled to.
  return !target || target.closest('dialog:not([open]), [hidden]') ? null : target
}

/** Handles clicks on in-page anchor links; the glide's code (smoothScroll.ts) loads on the first one. */
export function startSmoothScroll(win: Window = window): void {
  const doc = win.document
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href*="#"]') : null
    if (!link || link.closest(NOT_AN_ANCHOR) || win.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const target = anchorTarget(doc, link)
    if (!target) return
    event.preventDefault()
    import('./smoothScroll').then(
      (m) => m.glideTo(win, target, link.hash),
      // The chunk did not arrive (offline): jump as the browser would have.
      () => win.location.assign(link.hash),
    )
  })
}

// What the back-to-top link must never cover (issue 49: the compare page's and the calculator's buttons at 390 px).
const CONTROL = 'a[href], button, input, select, textarea, summary, label'

/** Whether a control of the page lies under the link's box (with a few px of margin), sampled on a 5 x 5 grid. */
export function coversControl(doc: Document, link: HTMLElement): boolean {
  const box = link.getBoundingClientRect()
  const margin = 4
  for (let i = 0; i < 5; i++)
    for (let j = 0; j < 5; j++) {
      const x = box.left - margin + ((box.width + 2 * margin) * i) / 4
      const y = box.top - margin + ((box.height + 2 * margin) * j) / 4
      for (const hit of doc.elementsFromPoint(x, y)) if (!link.contains(hit) && !hit.contains(link) && hit.closest(CONTROL) !== null) return true
    }
  return false
}

/**
 * Shows the back-to-top link ([data-back-to-top]) once the page is scrolled past 280 px, and hides it
 * again wherever it would cover a control (a button or link under the corner): it never sits on one.
 */
export function startBackToTop(win: Window = window): void {
  const link = win.document.querySelector<HTMLElement>('[data-back-to-top]')
  if (!link) return
  let queued = false
  const update = () => {
    queued = false
    link.toggleAttribute('data-visible', win.scrollY > BACK_TO_TOP_AFTER_PX && !coversControl(win.document, link))
  }
  const queue = () => {
    if (queued) return
    queued = true
    win.requestAnimationFrame(update)
  }
  win.addEventListener('scroll', queue, { passive: true })
  win.addEventListener('resize', queue, { passive: true })
  // A control can also arrive under it without a scroll (a result drawn, a tray opened).
  new MutationObserver(queue).observe(win.document.body, { childList: true, subtree: true })
  update()
}
