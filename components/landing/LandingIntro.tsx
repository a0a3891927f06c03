import type { ReactNode } from 'react'
import { useT } from '../PortalContext'

/** The frame of a landing or form page: heading, introduction, the form in a card, and the selling points beside it. */
export function LandingIntro({
  title,
  description,
  highlights,
  children,
}: {
  title: string
  description: string
  highlights: readonly string[]
  children: ReactNode
}) {
  const t = useT()
  return (
    <div className="container">
      <h1>{title}</h1>
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
