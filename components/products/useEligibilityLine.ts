// The words of an eligibility result (decision 060), one wording for every place that shows one: the
// list's cards, the calculators' offers and the product page's own check.
import { eligibility, type EligibilityFacts, type EligibilityReason, type VisitorProfile } from '../../domain/products/eligibility'
import type { ProductCard } from '../../domain/content/schemas'
import { useFormats } from '../calculators/useFormats'
import { usePortal, useT } from '../PortalContext'
import type { EligibilityLine } from './cardEligibility'

/** The line a product gets for a profile: "Likely eligible", "Not eligible: needs ₱30,000 a month", or null when the data cannot tell. */
export function useEligibilityLine(): (product: ProductCard | EligibilityFacts, profile: VisitorProfile) => EligibilityLine | null {
  const portal = usePortal()
  const t = useT()
  const { wholeMoney } = useFormats()
  const reasonText = (reason: EligibilityReason): string => {
    const values: Record<string, string | number> = { ...reason.values }
    if ('amount' in reason.values) values.amount = wholeMoney(reason.values.amount)
    return t(reason.key, values)
  }
  return (product, profile) => {
    const result = eligibility(product, profile, portal.eligibility)
    if (result.status === 'unknown') return null
    if (result.status === 'likely') return { status: 'likely', text: t('products.eligibility.likely') }
    return { status: 'not', text: t('products.eligibility.not', { reasons: result.reasons.map(reasonText).join('; ') }) }
  }
}
