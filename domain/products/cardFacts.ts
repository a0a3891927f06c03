import type { ProductCard } from '../content/schemas'

/**
 * Figures a list filters and sorts by. Units: rank 0-100 (pie badge percent), rating 0-5 stars,
 * annualFee, minIncome (a month), loanMax, premium (per the card's period), coverage and minDeposit
 * in the portal's currency; rate in percent (per the card's rate basis); tenorMax in months.
 */
export const FIGURE_KEYS = ['rank', 'rating', 'annualFee', 'rate', 'minIncome', 'loanMax', 'tenorMax', 'premium', 'coverage', 'minDeposit'] as const
export type FigureKey = (typeof FIGURE_KEYS)[number]
export type Figures = Partial<Record<FigureKey, number>>

/** What the filter and sort logic knows of one card: enough to decide, nothing to display. */
export interface CardFacts {
  id: number
  provider: string
  tags: readonly string[]
  figures: Figures
}

/** The comparable figures of a card (currency amounts, percent, months: see FIGURE_KEYS). */
export function cardFigures(card: ProductCard): Figures {
  const common = { rank: card.rankPercent, rating: card.rating }
  switch (card.contractType) {
    case 'credit-card':
      return { ...common, annualFee: card.annualFee, rate: card.interestRatePct, minIncome: card.minIncomeMonthly }
    case 'loan':
      return { ...common, rate: card.interestRatePct, minIncome: card.minIncomeMonthly, loanMax: card.loanMax, tenorMax: card.tenorMonths.max }
    case 'insurance':
      return { ...common, premium: card.premium, coverage: card.coverage }
    case 'deposit':
      return { ...common, rate: card.depositRatePct, minDeposit: card.minDeposit, tenorMax: card.tenorMonths.max }
  }
}

/** The facts of a card (figures in the units of FIGURE_KEYS). */
export function cardFacts(card: ProductCard): CardFacts {
  return { id: card.id, provider: card.provider, tags: card.tags, figures: cardFigures(card) }
}

function attributeName(key: FigureKey): string {
  return `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`
}

/** The data attributes that carry a card's facts in the list HTML (figures as plain decimal numbers). */
export function factAttributes(facts: CardFacts): Record<string, string> {
  const out: Record<string, string> = {
    'data-id': String(facts.id),
    'data-provider': facts.provider,
    'data-tags': facts.tags.join(' '),
  }
  for (const key of FIGURE_KEYS) {
    const value = facts.figures[key]
    if (value !== undefined) out[attributeName(key)] = String(value)
  }
  return out
}

/**
 * Reads facts back from a card's dataset (camel-cased data attribute names, as the browser gives
 * them); a missing or malformed id gives null, a malformed figure is left out.
 */
export function factsFromDataset(dataset: Readonly<Record<string, string | undefined>>): CardFacts | null {
  const id = Number(dataset.id)
  if (!Number.isInteger(id) || id <= 0) return null
  const figures: Figures = {}
  for (const key of FIGURE_KEYS) {
    const raw = dataset[key]
    if (raw === undefined || raw === '') continue
    const value = Number(raw)
    if (Number.isFinite(value)) figures[key] = value
  }
  const tags = (dataset.tags ?? '').split(' ').filter((tag) => tag !== '')
  return { id, provider: dataset.provider ?? '', tags, figures }
}
