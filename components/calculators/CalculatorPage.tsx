import type { ReactNode } from 'react'
import { GENERIC_BANNER } from '../../domain/contact/variantSchema'
import { ContactModalIsland } from '../contact/ContactModalIsland'
import { usePortal, useT } from '../PortalContext'

export interface ExplainerSection {
  title: string
  paragraphs: readonly string[]
}

interface CalculatorPageProps {
  heading: string
  lead: string
  /** The calculator island. */
  children: ReactNode
  /** How the figures are worked out: plain HTML, there before any script runs. */
  sections: readonly ExplainerSection[]
  /** The vertical whose products the result leads to (its list and a call-back): docs/layout.md. */
  nextVertical?: string
  /** "By … · Reviewed by … · Updated …" from the trust file (pages/calculators/+data.ts, decision 067). */
  byline?: string | null
}

/** Frame of a calculator page: heading, the calculator, and the explanation of its figures. */
export function CalculatorPage({ heading, lead, children, sections, nextVertical, byline }: CalculatorPageProps) {
  const t = useT()
  const portal = usePortal()
  const vertical = portal.verticals.find((v) => v.key === nextVertical)
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{heading}</h1>
          <p>{lead}</p>
          {byline && <p className="byline">{byline}</p>}
        </div>
      </section>
      <div className="container calc-page">
        <noscript>
          <p className="notice">{t('calc.noscript')}</p>
        </noscript>
        {children}
        {vertical && (
          // The next step after a result: the matching products and a call-back (the generic
          // variant in this vertical; without script the link leads to the list's call-back section).
          <section className="calc-next" aria-labelledby="calc-next-title">
            <h2 id="calc-next-title">{t('calc.next.heading')}</h2>
            <p>{t('calc.next.lead')}</p>
            <div className="card-actions">
              <a className="button" href={vertical.path}>
                {t('calc.next.compare', { vertical: t(`vertical.${vertical.key}.phrase`) })}
              </a>
              <a
                className="button secondary"
                id="call-calculator"
                href={`${vertical.path}#call-schedule`}
                data-banner={GENERIC_BANNER}
                data-vertical={vertical.id}
              >
                {t('calc.next.callBack')}
              </a>
            </div>
          </section>
        )}
        {/* How the figures are computed: sections, each with its heading (not an article: the page is the composition). */}
        <div className="prose calc-explainer">
          {sections.map((section) => (
            <section key={section.title}>
              <h2>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
      {vertical && <ContactModalIsland />}
    </>
  )
}
