import type { ReactNode } from 'react'
import { useT } from '../PortalContext'
import { ProviderMark } from '../products/ProviderMark'

/**
 * The frame of a landing or form page: heading, the partner's mark and name when a provider offers
 * it (docs/data.md "Landing pages"), introduction, the form in a card, and the selling points beside it.
 */
export function LandingIntro({
  title,
  description,
  highlights,
  partner,
  children,
}: {
  title: string
  description: string
  highlights: readonly string[]
  partner?: string | undefined
  children: ReactNode
}) {
  const t = useT()
  return (
    <div className="container">
      <h1>{title}</h1>
      {partner !== undefined && (
        <p className="landing-partner">
          <ProviderMark provider={partner} decorative />
          <span>{t('landing.partner', { company: partner })}</span>
        </p>
      )}
      <p className="landing-intro">{description}</p>
      <div className="landing">
        <div className="landing-card">{children}</div>
        {highlights.length > 0 && (
          <aside className="landing-highlights" aria-labelledby="landing-why">
            <h2 id="landing-why">{t('landing.why')}</h2>
            <ul>
              {highlights.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </div>
  )
}
