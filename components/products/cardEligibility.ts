// The eligibility line of each card of a list (decision 060): written into the cards the list shows
// once the filter island has woken and the visitor has given something of their profile; never prerendered.
import type { ProductCard } from '../../domain/content/schemas'

/** The class of the paragraph a card gets for the visitor's profile; `is-likely` or `is-not` beside it. */
export const ELIGIBILITY_CLASS = 'card-eligibility'

/** A card's line: its text and whether it says likely or not. */
export interface EligibilityLine {
  status: 'likely' | 'not'
  text: string
}

/**
 * Gives every card of the list its eligibility line, after its figures (and its loan figure, decision
 * 057) and before its perks; takes it away from a card that cannot say (no data, a profile that does
 * not give what the card needs, data not loaded).
 */
export function showEligibility(
  list: HTMLElement,
  cardOf: (id: number) => ProductCard | undefined,
  lineOf: ((card: ProductCard) => EligibilityLine | null) | null,
): void {
  for (const element of Array.from(list.children)) {
    if (!(element instanceof HTMLElement)) continue
    const article = element.querySelector('article')
    if (!article) continue
    const shown = article.querySelector<HTMLElement>(`.${ELIGIBILITY_CLASS}`)
    const card = cardOf(Number(element.dataset.id))
    const line = lineOf && card ? lineOf(card) : null
    if (line === null) {
      shown?.remove()
      continue
    }
    const className = `${ELIGIBILITY_CLASS} is-${line.status}`
    const paragraph = shown ?? document.createElement('p')
    if (paragraph.className !== className) paragraph.className = className
    if (paragraph.textContent !== line.text) paragraph.textContent = line.text
    if (shown) continue
    const after = article.querySelector('.card-loan-figure') ?? article.querySelector('.figures')
    if (after) after.after(paragraph)
    else article.append(paragraph)
  }
}
