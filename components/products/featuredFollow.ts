import { LIST_CHANGED } from './cardListDom'

/** How many of the list's first cards the featured strip never repeats: the list's top row (decision 069). */
export const FEATURED_SKIPS_TOP = 3

/** The event the strip hears when its slides changed, so its slider measures them again. */
export const FEATURED_CHANGED = 'featured:change'

/**
 * The featured strip follows the list (decision 069): a slide shows when its product is not among the
 * list's first FEATURED_SKIPS_TOP cards and, while the visitor filters, is among the cards the list shows;
 * the strip hides when no slide is left. Written on the prerendered strip's DOM by the filter island,
 * so it holds whether or not the strip's own island has woken.
 */
export function showFeatured(list: HTMLElement, filtered: boolean): void {
  const strip = document.querySelector<HTMLElement>('.carousel[data-featured]')
  if (!strip) return
  const shown = [...list.children].filter((child): child is HTMLElement => child instanceof HTMLElement && !child.hidden).map((child) => child.dataset.id)
  const top = new Set(shown.slice(0, FEATURED_SKIPS_TOP))
  const listed = new Set(shown)
  let left = 0
  for (const slide of strip.querySelectorAll<HTMLElement>('li[data-id]')) {
    const id = slide.dataset.id
    const show = !top.has(id) && (!filtered || listed.has(id))
    slide.hidden = !show
    if (show) left++
  }
  strip.hidden = left === 0
  document.dispatchEvent(new CustomEvent(FEATURED_CHANGED))
}

/** Keeps the strip in step with the list from now on; returns the listener's removal. */
export function followList(list: HTMLElement, filtered: () => boolean): () => void {
  const write = () => showFeatured(list, filtered())
  write()
  document.addEventListener(LIST_CHANGED, write)
  return () => document.removeEventListener(LIST_CHANGED, write)
}
