// In-page anchors scroll smoothly over 600 ms, and a back-to-top link appears past 280 px
// (SPEC.md §2, §9). People who ask for reduced motion get the browser's instant jump.

/** Duration of the smooth scroll, in ms. */
export const SMOOTH_SCROLL_MS = 600

/** Scroll distance, in px, after which the back-to-top link shows. */
export const BACK_TO_TOP_AFTER_PX = 280

/** Scroll position at `elapsedMs` of a scroll from `from` to `to` px: ease-in-out, exact at both ends. */
export function scrollPositionAt(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (elapsedMs >= durationMs) return to
  const t = Math.max(0, elapsedMs) / durationMs
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2
  return from + (to - from) * eased
}

// Links other widgets own: tabs, dialog openers, partner modal openers, invoker buttons.
const NOT_AN_ANCHOR = '[role="tab"], [data-dialog-open], [data-banner], [data-no-smooth]'

function anchorTarget(doc: Document, link: HTMLAnchorElement): HTMLElement | null {
  const hash = link.hash
  if (link.origin !== doc.location.origin || link.pathname !== doc.location.pathname || hash.length < 2) return null
  let id: string
  try {
    id = decodeURIComponent(hash.slice(1))
  } catch {
    return null
  }
  const target = doc.getElementById(id)
  // A target inside a closed dialog or a hidden panel cannot be scrolled to.
  if (!target || target.closest('dialog:not([open]), [hidden]')) return null
  return target
}

function glide(win: Window, to: number, done: () => void): void {
  const from = win.scrollY
  const start = win.performance.now()
  const step = (now: number) => {
    const y = scrollPositionAt(from, to, now - start, SMOOTH_SCROLL_MS)
    win.scrollTo({ top: y, behavior: 'instant' })
    if (now - start < SMOOTH_SCROLL_MS) win.requestAnimationFrame(step)
    else done()
  }
  win.requestAnimationFrame(step)
}

/** Handles clicks on in-page anchor links: a 600 ms glide, then the address and focus move to the target. */
export function startSmoothScroll(win: Window = window): void {
  const doc = win.document
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href*="#"]') : null
    if (!link || link.closest(NOT_AN_ANCHOR) || win.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const target = anchorTarget(doc, link)
    if (!target) return
    event.preventDefault()
    const to = Math.max(0, Math.min(target.getBoundingClientRect().top + win.scrollY, doc.documentElement.scrollHeight - win.innerHeight))
    glide(win, to, () => {
      if (win.location.hash !== link.hash) win.history.pushState(null, '', link.hash)
      // Keyboard and screen-reader users continue from the target, as after a native jump.
      if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1')
      target.focus({ preventScroll: true })
    })
  })
}

/** Shows the back-to-top link ([data-back-to-top]) once the page is scrolled past 280 px. */
export function startBackToTop(win: Window = window): void {
  const link = win.document.querySelector<HTMLElement>('[data-back-to-top]')
  if (!link) return
  let queued = false
  const update = () => {
    queued = false
    link.toggleAttribute('data-visible', win.scrollY > BACK_TO_TOP_AFTER_PX)
  }
  win.addEventListener(
    'scroll',
    () => {
      if (queued) return
      queued = true
      win.requestAnimationFrame(update)
    },
    { passive: true },
  )
  update()
}
