import type { ProductCard } from '../content/schemas'
import type { PortalConfig } from '../portal'

/**
 * schema.org structured data (JSON-LD) of the pages, built from the same data the pages render.
 * Plain objects here; documentHtml serialises them with jsonLdText into
 * <script type="application/ld+json"> data blocks (not executed, so the CSP's script-src does not apply).
 */
export type JsonLd = Record<string, unknown>

/** One step of a page's trail: its name and its path on the portal ('/' for home). */
export interface Crumb {
  name: string
  path: string
}

/**
 * JSON text that is safe inside a <script> element: `<`, `>` and `&` as \u escapes (so a product named
 * "</script>" or "<!--" cannot end or comment out the block), and U+2028/U+2029 escaped too.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

function absolute(portal: Pick<PortalConfig, 'siteOrigin'>, path: string): string {
  return `${portal.siteOrigin}${path === '/' ? '/' : path}`
}

/** BreadcrumbList of a page's trail, home first (positions from 1, absolute URLs). */
export function breadcrumbList(portal: Pick<PortalConfig, 'siteOrigin'>, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absolute(portal, crumb.path) })),
  }
}

/** The portal's Organization (home page). */
export function organization(portal: Pick<PortalConfig, 'siteOrigin' | 'brand'>, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${portal.siteOrigin}/#organization`,
    name: portal.brand,
    url: `${portal.siteOrigin}/`,
    logo: `${portal.siteOrigin}/favicon.svg`,
    description,
  }
}

/** The portal's WebSite (home page), published by its Organization. */
export function webSite(portal: Pick<PortalConfig, 'siteOrigin' | 'brand' | 'locale'>, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${portal.siteOrigin}/#website`,
    name: portal.brand,
    url: `${portal.siteOrigin}/`,
    description,
    inLanguage: portal.locale,
    publisher: { '@id': `${portal.siteOrigin}/#organization` },
  }
}

/** FAQPage of questions and answers (answers as paragraphs of plain text). */
export function faqPage(items: readonly { question: string; answer: readonly string[] }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
    })),
  }
}

function money(currency: string, value: number): JsonLd {
  return { '@type': 'MonetaryAmount', currency, value }
}

const MONTHS = { '@type': 'QuantitativeValue', unitCode: 'MON', unitText: 'months' }

/**
 * The schema.org type of a product: CreditCard, LoanOrCredit, DepositAccount, or FinancialProduct for
 * insurance (schema.org has no insurance type: a FinancialProduct with an Offer of its premium).
 */
export function productType(card: ProductCard): string {
  switch (card.contractType) {
    case 'credit-card':
      return 'CreditCard'
    case 'loan':
      return 'LoanOrCredit'
    case 'deposit':
      return 'DepositAccount'
    case 'insurance':
      return 'FinancialProduct'
  }
}

/**
 * A product page's financial product, with the figures the page shows: interest rate, fees, amount
 * ranges, tenor, the provider (as provider and brand) and the page's address.
 */
export function financialProduct(portal: Pick<PortalConfig, 'siteOrigin' | 'currency'>, card: ProductCard, path: string, category: string): JsonLd {
  const url = absolute(portal, path)
  const provider = { '@type': 'Organization', name: card.provider }
  const base: JsonLd = {
    '@context': 'https://schema.org',
    '@type': productType(card),
    '@id': `${url}#product`,
    name: card.name,
    description: card.description,
    url,
    category,
    provider,
    brand: { '@type': 'Brand', name: card.provider },
  }
  const c = portal.currency
  switch (card.contractType) {
    case 'credit-card':
      return {
        ...base,
        interestRate: { '@type': 'QuantitativeValue', value: card.interestRatePct, unitText: `percent (${card.interestRateBasis})` },
        ...(card.interestRateBasis === 'annual' || card.interestRateBasis === 'annual-effective' ? { annualPercentageRate: card.interestRatePct } : {}),
        feesAndCommissionsSpecification: `Annual fee: ${card.annualFee} ${c}`,
        offers: { '@type': 'Offer', price: card.annualFee, priceCurrency: c, url, offeredBy: provider },
      }
    case 'loan':
      return {
        ...base,
        interestRate: { '@type': 'QuantitativeValue', value: card.interestRatePct, unitText: `percent (${card.interestRateBasis})` },
        amount: { '@type': 'MonetaryAmount', currency: c, minValue: card.loanMin, maxValue: card.loanMax },
        loanTerm: { ...MONTHS, minValue: card.tenorMonths.min, maxValue: card.tenorMonths.max },
        ...(card.processingFeePct !== undefined ? { feesAndCommissionsSpecification: `Processing fee: ${card.processingFeePct}% of the loan` } : {}),
        offers: {
          '@type': 'Offer',
          url,
          offeredBy: provider,
          priceCurrency: c,
          eligibleTransactionVolume: { '@type': 'PriceSpecification', minPrice: card.loanMin, maxPrice: card.loanMax, priceCurrency: c },
        },
      }
    case 'deposit':
      return {
        ...base,
        interestRate: { '@type': 'QuantitativeValue', value: card.depositRatePct, unitText: 'percent a year' },
        annualPercentageRate: card.depositRatePct,
        amount: money(c, card.minDeposit),
        offers: {
          '@type': 'Offer',
          url,
          offeredBy: provider,
          priceCurrency: c,
          eligibleTransactionVolume: { '@type': 'PriceSpecification', minPrice: card.minDeposit, priceCurrency: c },
        },
      }
    case 'insurance':
      return {
        ...base,
        amount: money(c, card.coverage),
        feesAndCommissionsSpecification: `Premium from ${card.premium} ${c} a ${card.premiumPeriod}`,
        offers: { '@type': 'Offer', url, offeredBy: provider, price: card.premium, priceCurrency: c, description: `Premium per ${card.premiumPeriod}` },
      }
  }
}

/** Who wrote and reviewed a page, and when (decision 067): names, ISO dates. */
export interface BylineFacts {
  author: string
  reviewer: string
  published: string
  updated: string
}

function bylineLd(portal: Pick<PortalConfig, 'siteOrigin' | 'brand'>, path: string, headline: string, byline: BylineFacts): JsonLd {
  return {
    name: headline,
    url: absolute(portal, path),
    author: { '@type': 'Person', name: byline.author },
    // schema.org's reviewedBy belongs to WebPage; an Article names its reviewer as a contributor.
    contributor: { '@type': 'Person', name: byline.reviewer },
    datePublished: byline.published,
    dateModified: byline.updated,
    publisher: { '@type': 'Organization', name: portal.brand },
  }
}

/** Article of a guides page: headline, author, reviewer, datePublished, dateModified. */
export function article(portal: Pick<PortalConfig, 'siteOrigin' | 'brand'>, path: string, headline: string, byline: BylineFacts): JsonLd {
  return { '@context': 'https://schema.org', '@type': 'Article', headline, ...bylineLd(portal, path, headline, byline) }
}

/** WebApplication of a calculator page, with the same author and dates as a guide. */
export function webApplication(portal: Pick<PortalConfig, 'siteOrigin' | 'brand'>, path: string, name: string, byline: BylineFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any',
    ...bylineLd(portal, path, name, byline),
  }
}
