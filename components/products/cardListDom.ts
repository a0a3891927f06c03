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
 * Shows the cards that match and puts them in the sorted order, touching only what changes: the
 * hidden flag of cards whose visibility changes, and the DOM order only when it differs (one
 * batch of moves). The card HTML itself is never re-rendered.
 */
export function applyToList(list: HTMLElement, entries: readonly CardEntry[], visible: readonly boolean[], order: readonly number[]): void {
  entries.forEach((entry, i) => {
    const hide = !visible[i]
    if (entry.element.hidden !== hide) entry.element.hidden = hide
  })
  let inOrder = true
  let child = list.firstElementChild
  for (const i of order) {
    const element = entries[i]?.element
    if (element !== child) {
      inOrder = false
      break
    }
    child = child?.nextElementSibling ?? null
  }
  if (!inOrder) {
    const fragment = document.createDocumentFragment()
    for (const i of order) {
      const element = entries[i]?.element
      if (element) fragment.append(element)
    }
    list.append(fragment)
  }
}
