import { useEffect, useState } from 'react'
import type { EligibilityFacts, VisitorProfile } from '../../domain/products/eligibility'
import { usePortal, useT } from '../PortalContext'
import { ELIGIBILITY_CLASS } from '../products/cardEligibility'
import { useEligibilityLine } from '../products/useEligibilityLine'
import { isEmptyProfile, keepVisitorProfile, visitorProfile } from '../products/visitorProfile'
import { YourProfile } from '../products/YourProfile'

/**
 * "Check whether you are likely to qualify" on a product page, or above a calculator's offers (decision
 * 070): the visitor's monthly income, age and work, kept for the visit with the lists' profile (decision
 * 060), and for a product page its line ("Likely eligible", "Not eligible: needs ₱30,000 a month").
 * Prerendered empty; hydrated at the first touch, or at load when the visit already holds a profile.
 */
export function EligibilityCheck({ card }: { card: EligibilityFacts }) {
  const portal = usePortal()
  const t = useT()
  const line = useEligibilityLine()
  const [profile, setProfile] = useState<VisitorProfile>({})
  // The kept profile is read after hydration (the prerendered page has none), and the fields drawn again with it.
  const [read, setRead] = useState(false)
  useEffect(() => {
    setProfile(visitorProfile(portal.code))
    setRead(true)
  }, [portal.code])
  const change = (next: VisitorProfile) => {
    setProfile(next)
    keepVisitorProfile(portal.code, next)
  }
  const shown = isEmptyProfile(profile) ? null : line(card, profile)
  return (
    <div className="eligibility-check">
      <YourProfile key={read ? 'read' : 'blank'} profile={profile} onChange={change} only={null} onOnly={() => undefined} withIncome />
      <p className={shown ? `${ELIGIBILITY_CLASS} is-${shown.status}` : ELIGIBILITY_CLASS} aria-live="polite">
        {shown ? shown.text : isEmptyProfile(profile) ? '' : t('products.eligibility.more')}
      </p>
    </div>
  )
}
