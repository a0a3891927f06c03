// The loan figures of a list in the visitor's money (docs/requirements/catalogue.md#loan-lists-in-the-visitors-money,
// decision 057): written into the cards the list shows once the filter island has woken, never prerendered.
import { cardRepayment, type PricedCard } from '../../domain/calculators/loanOffers'

/** The class of the paragraph a loan card gets for the visitor's amount and term. */
export const LOAN_FIGURE_CLASS = 'card-loan-figure'

/** The visitor's amount and term, and how a card's instalment and total read for them. */
export interface LoanFigureText {
  amount: number
  months: number
  text: (figures: { instalment: number; total: number }) => string
}

/**
 * Gives every card of the list its figure for the visitor's amount and term, after its figures and
 * before its perks; takes it away from a card that cannot say (cardRepayment: no rate, a term or
 * amount the product does not lend, data not loaded) and from every card when there is no calculation.
 */
export function showLoanFigures(list: HTMLElement, cardOf: (id: number) => PricedCard | undefined, figure: LoanFigureText | null): void {
  for (const element of Array.from(list.children)) {
    if (!(element instanceof HTMLElement)) continue
    const article = element.querySelector('article')
    if (!article) continue
    const shown = article.querySelector<HTMLElement>(`.${LOAN_FIGURE_CLASS}`)
    const card = cardOf(Number(element.dataset.id))
    const figures = figure && card ? cardRepayment(card, figure.amount, figure.months) : null
    if (figures === null) {
      shown?.remove()
      continue
    }
    const text = figure!.text(figures)
    if (shown) {
      if (shown.textContent !== text) shown.textContent = text
      continue
    }
    const paragraph = document.createElement('p')
    paragraph.className = LOAN_FIGURE_CLASS
    paragraph.textContent = text
    const after = article.querySelector('.figures')
    if (after) after.after(paragraph)
    else article.append(paragraph)
  }
}
