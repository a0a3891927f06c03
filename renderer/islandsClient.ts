// The islands runtime: the only script a page with islands loads up front. It finds island
// containers and loads each island's code only when its data-when condition is met.

type Hydrate = (el: HTMLElement) => Promise<void>

let hydrateModule: Promise<{ hydrateIsland: Hydrate; prefetchIsland: (el: HTMLElement) => void }> | undefined
// The same promise for every caller: a replayed click waits until React has hydrated the island.
const inFlight = new WeakMap<HTMLElement, Promise<void>>()

function hydrate(el: HTMLElement): Promise<void> {
  let pending = inFlight.get(el)
  if (!pending) {
    hydrateModule ??= import('./hydrateIsland')
    pending = hydrateModule.then((m) => m.hydrateIsland(el))
    inFlight.set(el, pending)
  }
  return pending
}

function onIdle(fn: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout: 2000 })
  else setTimeout(fn, 200)
}

function onVisible(el: HTMLElement): void {
  if (!('IntersectionObserver' in window)) return void hydrate(el)
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect()
        void hydrate(el)
      }
    },
    { rootMargin: '200px' },
  )
  // An island container is display: contents, so observe its first rendered child.
  observer.observe(el.firstElementChild ?? el)
}

function storedInSession(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null
  } catch {
    return false
  }
}

/** Wakes an island when the visitor points at, focuses or touches an element matching `selector`. */
function onWake(el: HTMLElement, selector: string): void {
  const wake = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(selector)) return
    for (const type of ['pointerover', 'focusin', 'touchstart']) document.removeEventListener(type, wake, true)
    void hydrate(el)
  }
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, wake, { capture: true, passive: true })
}

/**
 * Hydrates once the browser has painted the page as the site's behaviours left it (the consent notice
 * shown, for one): fetching and running React first would hold that paint back behind it.
 */
function afterPaint(el: HTMLElement): void {
  requestAnimationFrame(() => setTimeout(() => void hydrate(el), 0))
}

function onInteraction(el: HTMLElement): void {
  const { wake, loadWithQuery, loadWithSessionKey } = el.dataset
  if ((loadWithQuery === 'true' && window.location.search.length > 1) || (loadWithSessionKey && storedInSession(loadWithSessionKey))) {
    afterPaint(el)
    return
  }
  if (wake) onWake(el, wake)
  const warm = () => void hydrate(el)
  el.addEventListener('pointerover', warm, { once: true, passive: true })
  el.addEventListener('focusin', warm, { once: true })
  el.addEventListener('touchstart', warm, { once: true, passive: true })
  // Every click that lands before hydration (a tap on Calculate or Next while the code is on its
  // way) is held and replayed, in order, on the same element once React is in charge; should the
  // code fail to arrive, natively, so a plain HTML form still works.
  let settled = false
  const settle = () => {
    settled = true
    el.removeEventListener('click', hold, true)
  }
  const hold = (event: Event) => {
    const target = event.target
    if (settled || el.dataset.hydrated === 'true' || !(target instanceof HTMLElement)) return
    event.preventDefault()
    event.stopPropagation()
    void hydrate(el).then(settle, settle).then(() => target.click())
  }
  el.addEventListener('click', hold, true)
}

/**
 * Once the page is idle after load, fetches the code of the islands marked data-prefetch (forms and
 * calculators: the runtime first, then one island per idle period), so that the first Calculate or
 * Next is answered by code already there rather than by a download on a slow network. Nothing is
 * hydrated by this; other islands (filters, compare, carousel) still load only on interaction.
 */
function prefetchWhenIdle(islands: HTMLElement[]): void {
  const waiting = islands.filter((el) => el.dataset.prefetch === 'true')
  if (waiting.length === 0) return
  const next = () => {
    const el = waiting.shift()
    if (!el) return
    if (el.dataset.hydrated !== 'true' && !inFlight.has(el)) {
      hydrateModule ??= import('./hydrateIsland')
      void hydrateModule.then((m) => m.prefetchIsland(el))
    }
    onIdle(next)
  }
  const start = () => onIdle(next)
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

/** Schedules every island of the page. */
export function startIslands(root: ParentNode = document): void {
  const islands = [...root.querySelectorAll<HTMLElement>('[data-island]')]
  for (const el of islands) {
    const when = el.dataset.when
    if (when === 'load') afterPaint(el)
    else if (when === 'idle') onIdle(() => void hydrate(el))
    else if (when === 'interaction') onInteraction(el)
    else if (when !== 'manual') onVisible(el)
  }
  prefetchWhenIdle(islands)
}

/** Hydrates one island now (used by openers that must not wait, such as a modal link). */
export function hydrateNow(el: HTMLElement): Promise<void> {
  return hydrate(el)
}
