// Keeps the keyboard focus out from under the page's fixed and sticky parts (WCAG 2.2 2.4.11 Focus Not
// Obscured): the consent notice, a non-modal dialog, the back-to-top link, the compare tray, a dialog's
// sticky head. The page's scroll-padding (global.css) does most of it as the browser scrolls a control
// into view; this catches the rest (a sticky part the padding does not know the height of, a control
// the browser found already visible): once the focus has moved and the browser has scrolled, a control
// still under a pinned part is scrolled clear of it.

const GAP = 8

/** The fixed or sticky element that pins `el` (itself or an ancestor), if any. */
function pinnedAncestor(el: Element, win: Window): Element | null {
  for (let e: Element | null = el; e && e !== win.document.documentElement; e = e.parentElement) {
    const position = win.getComputedStyle(e).position
    if (position === 'fixed' || position === 'sticky') return e
  }
  return null
}

/** Points just inside a box (corners, edge middles, centre), kept inside the window. */
export function probePoints(box: DOMRect, width: number, height: number): { x: number; y: number }[] {
  const left = Math.max(box.left + 2, 0)
  const right = Math.min(box.right - 2, width - 1)
  const top = Math.max(box.top + 2, 0)
  const bottom = Math.min(box.bottom - 2, height - 1)
  if (left > right || top > bottom) return []
  const xs = [left, (left + right) / 2, right]
  const ys = [top, (top + bottom) / 2, bottom]
  return xs.flatMap((x) => ys.map((y) => ({ x, y })))
}

/** The fixed or sticky elements drawn over `target` (not its own ancestors). */
export function coveringParts(target: Element, win: Window = window): Element[] {
  const doc = win.document
  const found = new Set<Element>()
  for (const { x, y } of probePoints(target.getBoundingClientRect(), win.innerWidth, win.innerHeight)) {
    for (const el of doc.elementsFromPoint(x, y)) {
      if (el === target || target.contains(el) || el.contains(target)) break
      const pinned = pinnedAncestor(el, win)
      if (pinned && !pinned.contains(target)) {
        found.add(pinned)
        break
      }
    }
  }
  return [...found]
}

/** The nearest ancestor that scrolls vertically, else the page. */
function scrollerOf(el: Element, win: Window): Element {
  for (let e = el.parentElement; e && e !== win.document.body; e = e.parentElement) {
    const overflow = win.getComputedStyle(e).overflowY
    if ((overflow === 'auto' || overflow === 'scroll') && e.scrollHeight > e.clientHeight) return e
  }
  return win.document.scrollingElement ?? win.document.documentElement
}

/** Scrolls `target` clear of the pinned parts over it; true when it moved something. */
export function uncover(target: Element, win: Window = window): boolean {
  const parts = coveringParts(target, win)
  if (parts.length === 0) return false
  const box = target.getBoundingClientRect()
  // A focusable region taller than half the window (a tab panel) cannot be cleared whole: it is enough
  // that it is not hidden whole (WCAG 2.4.11), which its top in view ensures.
  if (box.height > win.innerHeight / 2 && box.top >= 0 && box.top < win.innerHeight / 2) return false
  let down = 0
  let up = 0
  for (const part of parts) {
    const cover = part.getBoundingClientRect()
    // A part held at the bottom of the window (or lower than the control) covers from below: scroll
    // the page on; a part at the top, back.
    const fromBelow = cover.bottom >= win.innerHeight - 1 ? true : cover.top <= 1 ? false : cover.top + cover.height / 2 > box.top + box.height / 2
    if (fromBelow) down = Math.max(down, box.bottom - cover.top + GAP)
    else up = Math.max(up, cover.bottom - box.top + GAP)
  }
  const delta = down > 0 ? down : -up
  const scroller = scrollerOf(target, win)
  scroller.scrollBy({ top: delta, behavior: 'instant' })
  return true
}

/** Watches keyboard focus moves for the page. */
export function startFocusInView(win: Window = window): void {
  const doc = win.document
  doc.addEventListener('focusin', (event) => {
    const target = event.target
    if (!(target instanceof Element) || target === doc.body) return
    // The browser scrolls the control into view after the focus events: look once it has, and again a
    // moment later (an island that wakes on focus may re-render the control, or a sticky part grow).
    // The first look is just after the next frame is drawn, not inside it: its hit tests cost 11-29 ms
    // on the emulated phone, which inside the frame would delay what answers the visitor's key.
    const check = () => {
      const focused = doc.activeElement
      if (focused && focused !== doc.body && focused.matches(':focus-visible')) uncover(focused, win)
    }
    win.requestAnimationFrame(() => win.setTimeout(check, 0))
    win.setTimeout(check, 150)
    win.setTimeout(check, 600)
  })
}
