import { figureRows, percentText, ratingText } from '../../components/products/figureRows'
import type { SimilarItem } from '../../components/products/ProductSections'
import type { ProductCard } from '../../domain/content/schemas'
import { formatMoney } from '../../domain/format/numbers'
import type { Vertical } from '../../domain/portal'
import { similarTo, type SimilarIndex } from '../../domain/products/similarProducts'
import { financialProduct } from '../../domain/seo/structuredData'
import type { PageHead } from '../../renderer/types'
import { portal, t } from '../serverPortal'
import trustJson from '#portal-trust'
import type { TrustContent } from '../../domain/content/trustSchema'
import { longDate } from '../../domain/dates/longDate'

const trust = trustJson as TrustContent | undefined

/** The provider's licence and the date the vertical's figures were checked, as the product page shows them (decision 067). */
export interface ProductTrust {
  licence: string | null
  checked: string | null
}

function productTrust(card: ProductCard, vertical: Vertical): ProductTrust {
  const checked = trust?.methodology.verticals[vertical.key]?.figuresChecked
  return { licence: trust?.licences[card.provider]?.text ?? null, checked: checked === undefined ? null : longDate(checked, portal.locale) }
}

const DESCRIPTION_MAX = 155
const TITLE_MAX = 60

/** Whole currency units are enough in a search snippet (₱1,500, Rp 500.000). */
function amount(value: number): string {
  return formatMoney(value, { ...portal, currencyDecimals: 0 })
}

/** The figures sentence of a product's description: provider, name and the key figures its page shows. */
function figuresSentence(card: ProductCard): string {
  const base = { name: card.name, provider: card.provider }
  switch (card.contractType) {
    case 'credit-card':
      return t('seo.product.creditCard', {
        ...base,
        fee: card.annualFee === 0 ? t('seo.product.noFee') : t('seo.product.fee', { amount: amount(card.annualFee) }),
        rate: t(`products.rate.${card.interestRateBasis}`, { rate: percentText(card.interestRatePct, portal) }),
        income: amount(card.minIncomeMonthly),
      })
    case 'loan':
      return t('seo.product.loan', {
        ...base,
        min: amount(card.loanMin),
        max: amount(card.loanMax),
        minTenor: card.tenorMonths.min,
        maxTenor: card.tenorMonths.max,
        rate: t(`products.rate.${card.interestRateBasis}`, { rate: percentText(card.interestRatePct, portal) }),
      })
    case 'insurance':
      return t('seo.product.insurance', {
        ...base,
        premium: t(`products.premium.${card.premiumPeriod}`, { amount: amount(card.premium) }),
        coverage: amount(card.coverage),
      })
    case 'deposit':
      return t('seo.product.deposit', {
        ...base,
        rate: t('products.rate.annual', { rate: percentText(card.depositRatePct, portal) }),
        min: amount(card.minDeposit),
        minTenor: card.tenorMonths.min,
        maxTenor: card.tenorMonths.max,
      })
  }
}

/**
 * A product page's meta description, generated from its data (70 to 155 characters for search
 * snippets): the figures sentence, then the call to compare when it fits, else the card's own
 * description when that fits.
 */
export function productDescription(card: ProductCard): string {
  const figures = figuresSentence(card)
  for (const candidate of [`${figures} ${t('seo.product.tail', { brand: portal.brand })}`, `${figures} ${card.description}`, figures]) {
    if (candidate.length <= DESCRIPTION_MAX) return candidate
  }
  return `${figures.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`
}

/** A product page's title: name, provider and brand, or without the provider when that is longer than 60 characters. */
export function productTitle(card: ProductCard): string {
  const full = t('products.page.title', { name: card.name, provider: card.provider, brand: portal.brand })
  return full.length <= TITLE_MAX ? full : `${card.name} | ${portal.brand}`
}

/**
 * The similar products of a card's page (decision 064): the nearest of its vertical by key figure and
 * rating (domain/products/similarProducts.ts), as the page shows them. The build's page loop hashes
 * these with the card, so a page is rendered again when what it shows of its neighbours changes.
 */
export function similarLinks(index: SimilarIndex, card: ProductCard): SimilarItem[] {
  return similarTo(index, card).map((other) => {
    const figure = figureRows(other, portal, t, 'card')[0]!
    return {
      path: productPagePath(other),
      provider: other.provider,
      name: other.name,
      figureLabel: figure.label,
      figureValue: figure.value,
      rating: ratingText(other.rating, portal, t),
    }
  })
}

/** What a product page shows: its card, its vertical and its similar products. */
export interface ProductPageData {
  head: PageHead
  card: ProductCard
  vertical: Vertical
  similar: SimilarItem[]
  /** The provider's licence and the figures' date (decision 067). */
  trust: ProductTrust
}

/** A product page's data: its head texts, its card, its vertical and its similar products (shared by vike's prerender and the build's page loop). */
export function productPageData(card: ProductCard, vertical: Vertical, similar: SimilarItem[]): ProductPageData {
  const path = productPagePath(card)
  const verticalName = t(`vertical.${vertical.key}.name`)
  return {
    head: {
      title: productTitle(card),
      description: productDescription(card),
      breadcrumbs: [
        { name: verticalName, path: vertical.path },
        { name: card.name, path },
      ],
      jsonLd: [financialProduct(portal, card, path, verticalName)],
    },
    card,
    vertical,
    similar,
    trust: productTrust(card, vertical),
  }
}

/** The address of a product's page on this portal. */
export function productPagePath(card: ProductCard): string {
  return `${portal.paths.products}/${card.slug}`
}
