import type { ReactNode } from 'react'
import { useT } from '../PortalContext'

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
}

/** Frame of a calculator page: heading, the calculator, and the explanation of its figures. */
export function CalculatorPage({ heading, lead, children, sections }: CalculatorPageProps) {
  const t = useT()
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{heading}</h1>
          <p>{lead}</p>
        </div>
      </section>
      <div className="container calc-page">
        <noscript>
          <p className="notice">{t('calc.noscript')}</p>
        </noscript>
        {children}
        <article className="prose calc-explainer">
          {sections.map((section) => (
            <section key={section.title}>
              <h2>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      </div>
    </>
  )
}
