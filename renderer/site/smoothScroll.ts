// The smooth scroll of in-page anchors (docs/requirements/pages-and-portals.md#smooth-scroll): loaded on the first anchor click.

/** Duration of the smooth scroll, in ms. */
export const SMOOTH_SCROLL_MS = 600

/** Scroll position at `elapsedMs` of a scroll from `from` to `to` px: ease-in-out, exact at both ends. */
export function scrollPositionAt(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (elapsedMs >= durationMs) return to
  const t = Math.max(0, elapsedMs) / durationMs
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2
  return from + (to - from) * eased
}

/** Glides to `target` over 600 ms, then puts its hash in the address and moves focus to it. */
export function glideTo(win: Window, target: HTMLElement, hash: string): void {
  const doc = win.document
  const from = win.scrollY
  const to = Math.max(0, Math.min(target.getBoundingClientRect().top + from, doc.documentElement.scrollHeight - win.innerHeight))
  const start = win.performance.now()
  // The visitor's own wheel, touch or key stops the glide rather than fighting it.
  let stopped = false
  const stop = () => (stopped = true)
  const inputs = ['wheel', 'touchstart', 'keydown'] as const
  for (const type of inputs) win.addEventListener(type, stop, { passive: true, once: true })
  const step = (now: number) => {
    if (stopped) return
    win.scrollTo({ top: scrollPositionAt(from, to, now - start, SMOOTH_SCROLL_MS), behavior: 'instant' })
    if (now - start < SMOOTH_SCROLL_MS) return void win.requestAnimationFrame(step)
    for (const type of inputs) win.removeEventListener(type, stop)
    if (win.location.hash !== hash) win.history.pushState(null, '', hash)
    // Keyboard and screen-reader users continue from the target, as after a native jump.
    if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }
  win.requestAnimationFrame(step)
}
