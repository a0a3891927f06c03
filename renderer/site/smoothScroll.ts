// The smooth scroll of in-page anchors (SPEC.md §2, §9): loaded on the first anchor click.

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
  const step = (now: number) => {
    win.scrollTo({ top: scrollPositionAt(from, to, now - start, SMOOTH_SCROLL_MS), behavior: 'instant' })
    if (now - start < SMOOTH_SCROLL_MS) return void win.requestAnimationFrame(step)
    if (win.location.hash !== hash) win.history.pushState(null, '', hash)
    // Keyboard and screen-reader users continue from the target, as after a native jump.
    if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }
  win.requestAnimationFrame(step)
}
