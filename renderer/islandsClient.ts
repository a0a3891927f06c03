// The islands runtime: the only script a page with islands loads up front. It finds island
// containers and loads each island's code only when its data-when condition is met.

import { ISLAND_MODULES_ID } from '../domain/inlineScripts'

type Hydrate = (el: HTMLElement) => Promise<void>

// The code of forms and calculators (data-prefetch) is listed in the page's HTML
// (renderer/islandPreloads.ts) and preloaded as modules at idle after load (only downloaded then on a
// list page, decision 050), or at the visitor's first touch by the page's wake script (decision 025),
// so the import below finds it there.
let hydrateModule: Promise<{ hydrateIsland: Hydrate }> | undefined
// The same promise for every caller: a replayed click waits until React has hydrated the island.
const inFlight = new WeakMap<HTMLElement, Promise<void>>()

function hydrate(el: HTMLElement): Promise<void> {
  let pending = inFlight.get(el)
  if (!pending) {
    // A form or calculator woken before the idle preload: its chunks are requested all at once now,
    // rather than one import after another.
    if (el.dataset.prefetch === 'true') preloadIslandModules()
    warmLocaleData()
    hydrateModule ??= import('./hydrateIsland')
    pending = hydrateModule.then((m) => m.hydrateIsland(el))
    inFlight.set(el, pending)
  }
  return pending
}

let localeWarmed = false

/**
 * Loads the browser's number-format data for the page's language while an island's code is on its
 * way, in idle time: the page's first Intl.NumberFormat or supportedLocalesOf loads it (55-70 ms at
 * the emulated phone's 4x CPU slowdown), and otherwise the island's takeover pays it, after the code
 * has arrived, on the visitor's first Calculate.
 */
export function warmLocaleData(): void {
  if (localeWarmed) return
  localeWarmed = true
  const lang = document.documentElement.lang
  if (!lang) return
  onIdle(() => {
    try {
      Intl.NumberFormat.supportedLocalesOf(lang)
      new Intl.NumberFormat(lang).format(1)
    } catch {
      // An odd lang attribute: the island formats as it would have.
    }
  })
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
  // A key or an edit wakes it too: the focus may have come before this script was listening.
  el.addEventListener('keydown', warm, { once: true, passive: true })
  el.addEventListener('input', warm, { once: true, passive: true })
  // Already in it (focused while the page was still loading): the visitor is about to use it.
  if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body && el.contains(document.activeElement)) warm()
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
    void hydrate(el)
      .then(settle, settle)
      .then(() => target.click())
  }
  el.addEventListener('click', hold, true)
}

/** The chunk URLs the page's list names (site-absolute /assets/ ones only). */
function listedModules(block: HTMLElement): string[] {
  let urls: unknown
  try {
    urls = JSON.parse(block.textContent ?? '[]')
  } catch {
    return []
  }
  return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string' && url.startsWith('/assets/')) : []
}

/**
 * Preloads the code of the page's forms and calculators (the list the prerender wrote, decision 014):
 * fetched and compiled in parallel, run only when the visitor wakes the island.
 */
function preloadIslandModules(): void {
  const block = document.getElementById(ISLAND_MODULES_ID)
  if (!block || block.dataset.done === 'true') return
  block.dataset.done = 'true'
  for (const url of listedModules(block)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = url
    document.head.append(link)
  }
}

/** Downloads at a time while the page is idle: the network counts as quiet with two in flight (Lighthouse's interactive time). */
const IDLE_DOWNLOADS = 2

/**
 * Downloads the listed code into the HTTP cache without compiling it, for a page whose list says so
 * (data-idle="download": a list's filters, decision 050): no main-thread work while the page is idle,
 * and two downloads at a time. The module preloads (the compile) follow at the visitor's first touch,
 * from the cache. A CORS request with the page's credentials, as a module's own, so that the module's
 * fetch finds it.
 */
function downloadIslandModules(): void {
  const block = document.getElementById(ISLAND_MODULES_ID)
  if (!block || block.dataset.done === 'true' || block.dataset.downloaded === 'true') return
  block.dataset.downloaded = 'true'
  const queue = listedModules(block)
  const next = () => {
    const url = queue.shift()
    // Once the island has woken, its module preloads fetch the rest.
    if (url === undefined || block.dataset.done === 'true') return
    const link = document.createElement('link')
    link.rel = 'prefetch'
    link.as = 'script'
    link.crossOrigin = 'anonymous'
    link.href = url
    link.addEventListener('load', next, { once: true })
    link.addEventListener('error', next, { once: true })
    document.head.append(link)
  }
  for (let i = 0; i < IDLE_DOWNLOADS; i++) next()
}

/** What the runtime does with the listed code once the page is idle after load: preload it, or only download it. */
function whenIdle(): void {
  if (document.getElementById(ISLAND_MODULES_ID)?.dataset.idle === 'download') downloadIslandModules()
  else preloadIslandModules()
}

/** Schedules every island of the page. */
export function startIslands(root: ParentNode = document): void {
  // Once the page has loaded and the main thread is idle: preloaded while the page still loaded, the
  // modules took bandwidth from the page's own content and compiled in the middle of it (largest
  // paint 3.4 s instead of 1.8 s and 150-580 ms of blocking time on the CKJ forms, decision 014). A
  // visitor who is quicker than that wakes the island, whose import fetches the same code at once.
  const preloadWhenIdle = () => onIdle(whenIdle)
  if (document.readyState === 'complete') preloadWhenIdle()
  else window.addEventListener('load', preloadWhenIdle, { once: true })
  const islands = [...root.querySelectorAll<HTMLElement>('[data-island]')]
  for (const el of islands) {
    const when = el.dataset.when
    if (when === 'load') afterPaint(el)
    else if (when === 'idle') onIdle(() => void hydrate(el))
    else if (when === 'interaction') onInteraction(el)
    else if (when !== 'manual') onVisible(el)
  }
}

/** Hydrates one island now (used by openers that must not wait, such as a modal link). */
export function hydrateNow(el: HTMLElement): Promise<void> {
  return hydrate(el)
}
