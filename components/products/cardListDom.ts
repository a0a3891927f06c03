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
 * Makes the list hold exactly `cards`, in that order, with the fewest DOM moves: the cards that are
 * not wanted are taken out first, then one walk over the wanted ones leaves a card in place when it
 * already is and inserts it where it belongs otherwise. The cost follows the cards shown (a page or
 * two), not the length of the vertical. Cards taken out are kept, out of the document, by the caller;
 * a card is never re-rendered.
 *
 * Out of the document rather than `hidden`: in Chromium, setting display: none on hundreds of
 * content-visibility: auto siblings forces a layout-tree rebuild that took seconds for 1,000 cards
 * (scripts/bench/benchFilter.ts), while detaching and re-inserting them is proportional to the cards moved.
 */
export function showCards(list: HTMLElement, cards: readonly HTMLElement[]): void {
  const wanted = new Set<Element>(cards)
  for (const child of Array.from(list.children)) if (!wanted.has(child)) child.remove()
  let cursor: Element | null = list.firstElementChild
  for (const card of cards) {
    if (card === cursor) cursor = cursor.nextElementSibling
    else list.insertBefore(card, cursor)
  }
}

/** Event the list fires on the document after its cards changed, so other islands (the compare tray) can refresh what they show on cards. */
export const LIST_CHANGED = 'productlist:change'
