import type { ProductCard } from '../../domain/content/schemas'
import { formatFullMoney, formatNumber, formatShortMoney } from '../../domain/format/numbers'
import type { PortalConfig } from '../../domain/portal'
import type { Translate } from '../translator'

/** One compared figure, ready to show: its message key suffix, label and formatted value. */
export interface FigureRow {
  key: string
  label: string
  value: string
  /** The figure written in full ('Rp 10.000.000.000') when `value` shows it short ('Rp 10 miliar'): for screen readers and the title. */
  full?: string
}

function decimals(value: number): number {
  // Rates are shown as stated: 3, 2.5 or 1.75 percent, never 3.00.
  for (let d = 0; d < 2; d++) if (Math.abs(Math.round(value * 10 ** d) - value * 10 ** d) < 1e-9) return d
  return 2
}

/** A percentage in the portal's notation with the decimals it has (at most two). */
export function percentText(value: number, portal: PortalConfig): string {
  return formatNumber(value, portal, decimals(value))
}

/**
 * The compared figures of a card, formatted for the portal: the few a card shows ('card') or every
 * one a product or compare page shows ('detail'), in the same order on every card of a vertical.
 */
export function figureRows(card: ProductCard, portal: PortalConfig, t: Translate, level: 'card' | 'detail'): FigureRow[] {
  const detail = level === 'detail'
  // A card is narrow: its sums short and whole (decision 065); the product and compare pages write them in
  // full, a whole amount without decimals too ("₱20,000 to ₱3,000,000").
  const rowsWith = (money: (amount: number) => string) => cardRows(card, portal, t, detail, money)
  const full = rowsWith((amount) => formatFullMoney(amount, portal))
  if (detail) return full.map(([key, value]) => ({ key, label: t(`products.figure.${key}`), value }))
  return rowsWith((amount) => formatShortMoney(amount, portal)).map(([key, value], i) => ({
    key,
    label: t(`products.figure.${key}`),
    value,
    ...(full[i]![1] === value ? {} : { full: full[i]![1] }),
  }))
}

function cardRows(card: ProductCard, portal: PortalConfig, t: Translate, detail: boolean, money: (amount: number) => string): [string, string][] {
  const rows: [string, string][] = []
  switch (card.contractType) {
    case 'credit-card':
      rows.push(
        ['annualFee', card.annualFee === 0 ? t('products.value.noFee') : money(card.annualFee)],
        ['rate', t(`products.rate.${card.interestRateBasis}`, { rate: percentText(card.interestRatePct, portal) })],
        ['minIncome', money(card.minIncomeMonthly)],
      )
      if (detail) rows.push(['network', t(`products.network.${card.cardNetwork}`)])
      break
    case 'loan':
      rows.push(
        ['rate', t(`products.rate.${card.interestRateBasis}`, { rate: percentText(card.interestRatePct, portal) })],
        ['loanAmount', t('products.value.between', { min: money(card.loanMin), max: money(card.loanMax) })],
        ['minIncome', card.minIncomeMonthly === 0 ? t('products.value.none') : money(card.minIncomeMonthly)],
      )
      if (detail) {
        rows.push(['tenor', t('products.value.months', { min: card.tenorMonths.min, max: card.tenorMonths.max })])
        if (card.processingFeePct !== undefined) rows.push(['processingFee', `${percentText(card.processingFeePct, portal)}%`])
        if (card.downPaymentPct !== undefined) rows.push(['downPayment', `${percentText(card.downPaymentPct, portal)}%`])
      }
      break
    case 'insurance':
      rows.push(['premium', t(`products.premium.${card.premiumPeriod}`, { amount: money(card.premium) })], ['coverage', money(card.coverage)])
      if (detail && card.minAge !== undefined && card.maxAge !== undefined)
        rows.push(['ages', t('products.value.ages', { min: card.minAge, max: card.maxAge })])
      break
    case 'deposit':
      rows.push(
        ['depositRate', t('products.rate.annual', { rate: percentText(card.depositRatePct, portal) })],
        ['minDeposit', money(card.minDeposit)],
        ['depositTenor', t('products.value.months', { min: card.tenorMonths.min, max: card.tenorMonths.max })],
      )
      break
  }
  return rows
}

/** The label of a rating: "4.6 out of 5" in the portal's notation. */
export function ratingText(rating: number, portal: PortalConfig, t: Translate): string {
  return t('products.rating', { rating: formatNumber(rating, portal, 1) })
}
