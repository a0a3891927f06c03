import type { ReactNode } from 'react'
import type { ProductCard } from '../../domain/content/schemas'
import { formatMoney } from '../../domain/format/numbers'
import { usePortal, useT } from '../PortalContext'
import { feeValue } from './feeText'

// The sections of a product page that help a visitor decide (decision 064), in this order after its
// summary: fees and charges, eligibility and documents, pros and cons, similar products. Static HTML.

/** A similar product as the page lists it (pages/product/productPageData.ts, similarLinks): a link with provider and name, the vertical's key figure ("Annual fee", "₱1,500") and its rating. */
export interface SimilarItem {
  path: string
  provider: string
  name: string
  figureLabel: string
  figureValue: string
  rating: string
}

/**
 * "Fees and charges": a table of the card's fees; on a phone its two columns wrap, never wider than the
 * page. Under it, what the figures are: sample values (the portal's sampleData) or the provider's to confirm.
 */
export function FeesSection({ card, sample }: { card: ProductCard; sample: boolean }) {
  const portal = usePortal()
  const t = useT()
  return (
    <section aria-labelledby="fees-title" className="product-section">
      <h2 id="fees-title">{t('products.page.fees')}</h2>
      <table className="fees-table">
        <caption>{t('products.page.feesCaption', { name: card.name, provider: card.provider })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('products.page.feeColumn')}</th>
            <th scope="col">{t('products.page.costColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {card.fees.map((fee) => (
            <tr key={fee.label}>
              <th scope="row">{fee.label}</th>
              <td>
                {feeValue(fee, portal, t)}
                {fee.note !== undefined && <span className="fee-note">{fee.note}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="section-note">{t(sample ? 'products.page.sample' : 'products.page.feesCheck', { provider: card.provider })}</p>
    </section>
  )
}

/** "Eligibility and documents": the minimum income where the card has one, and the documents to have ready. */
export function EligibilitySection({ card, check }: { card: ProductCard; check?: ReactNode }) {
  const portal = usePortal()
  const t = useT()
  const rules = card.contractType === 'credit-card' || card.contractType === 'loan' ? card : undefined
  const income = rules?.minIncomeMonthly
  return (
    <section aria-labelledby="eligibility-title" className="product-section">
      <h2 id="eligibility-title">{t('products.page.eligibility')}</h2>
      {rules !== undefined && (
        <ul className="prose eligibility-rules">
          <li>
            {income === 0
              ? t('products.page.noMinIncome')
              : t('products.page.minIncome', { amount: formatMoney(income ?? 0, { ...portal, currencyDecimals: 0 }) })}
          </li>
          {(rules.minAge !== undefined || rules.maxAge !== undefined) && (
            <li>
              {rules.minAge !== undefined && rules.maxAge !== undefined
                ? t('products.page.ageRange', { min: rules.minAge, max: rules.maxAge })
                : rules.minAge !== undefined
                  ? t('products.page.ageFrom', { min: rules.minAge })
                  : t('products.page.ageUpTo', { max: rules.maxAge! })}
            </li>
          )}
          {rules.employmentTypes !== undefined && (
            <li>{t('products.page.employment', { kinds: rules.employmentTypes.map((kind) => t(`products.profile.employment.${kind}`)).join(', ') })}</li>
          )}
        </ul>
      )}
      {check}
      <h3 id="documents-title">{t('products.page.documents')}</h3>
      <ul className="prose" aria-labelledby="documents-title">
        {card.documents.map((document) => (
          <li key={document}>{document}</li>
        ))}
      </ul>
    </section>
  )
}

/** "Pros and cons": two lists, each under its own heading; the ✓ and ✗ are decoration, the headings say which is which. */
export function ProsConsSection({ card }: { card: ProductCard }) {
  const t = useT()
  const list = (kind: 'pros' | 'cons', mark: string) => (
    <div className={`pros-cons-list ${kind}`}>
      <h3 id={`${kind}-title`}>{t(`products.page.${kind}`)}</h3>
      <ul aria-labelledby={`${kind}-title`}>
        {card[kind].map((text) => (
          <li key={text}>
            <span className="mark" aria-hidden="true">
              {mark}
            </span>
            {text}
          </li>
        ))}
      </ul>
    </div>
  )
  return (
    <section aria-labelledby="pros-cons-title" className="product-section">
      <h2 id="pros-cons-title">{t('products.page.prosCons')}</h2>
      <div className="pros-cons">
        {list('pros', '✓')}
        {list('cons', '✗')}
      </div>
    </section>
  )
}

/** "Similar products": links to the nearest products of the vertical, provider and name, with their key figure and rating. */
export function SimilarSection({ similar }: { similar: readonly SimilarItem[] }) {
  const t = useT()
  if (similar.length === 0) return null
  return (
    <section aria-labelledby="similar-title" className="product-section">
      <h2 id="similar-title">{t('products.page.similar')}</h2>
      <ul className="similar-list">
        {similar.map((item) => (
          <li key={item.path}>
            <a href={item.path}>
              <span className="similar-provider">{item.provider}</span> {item.name}
            </a>
            <span className="similar-figures">
              {item.figureLabel}: {item.figureValue} · {item.rating}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
