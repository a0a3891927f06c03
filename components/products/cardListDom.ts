import { factsFromDataset, type CardFacts } from '../../domain/products/cardFacts'

/** A prerendered card of the list and the facts read from its data attributes. */
export interface CardEntry {
  element: HTMLElement
  facts: CardFacts
}

/** Reads the cards of a list once, in their prerendered order; a card without a usable id is left alone. */
export function readCards(list: HTMLElement): CardEntry[] {
  const entries: CardEntry[] = []
  for (const element of Array.from(list.children)) {
    if (!(element instanceof HTMLElement)) continue
    const facts = factsFromDataset(element.dataset)
    if (facts !== null) entries.push({ element, facts })
  }
  return entries
}

/**
 * Makes the list hold exactly the first `limit` matching cards, in the sorted order, with the
 * fewest DOM moves: one walk over the sorted cards that leaves a card in place when it already is,
 * inserts it where it belongs, or takes it out of the list when it does not match or is past the
 * limit. Cards out of the list are kept (out of the document) in `entries`; the card HTML itself is
 * never re-rendered.
 *
 * Out of the document rather than `hidden`: in Chromium, setting display: none on hundreds of
 * content-visibility: auto siblings forces a layout-tree rebuild that took seconds for 1,000 cards
 * (scripts/benchFilter.ts), while detaching and re-inserting them is proportional to the cards moved.
 */
export function applyToList(list: HTMLElement, entries: readonly CardEntry[], visible: readonly boolean[], order: readonly number[], limit = Infinity): void {
  let cursor: Element | null = list.firstElementChild
  let placed = 0
  for (const i of order) {
    const element = entries[i]?.element
    if (!element) continue
    if (visible[i] && placed < limit) {
      placed++
      if (element === cursor) cursor = cursor.nextElementSibling
      else list.insertBefore(element, cursor)
    } else if (element.parentNode === list) {
      if (element === cursor) cursor = cursor.nextElementSibling
      element.remove()
    }
  }
}

/** Event the list fires on the document after its cards changed, so other islands (the compare tray) can refresh what they show on cards. */
export const LIST_CHANGED = 'productlist:change'
