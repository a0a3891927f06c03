import type { ReactNode } from 'react'
import { useT } from './PortalContext'

/** Frame of a trust page (About, How we make money, How we rate): heading, the sample-data notice, the intro, then its sections. */
export function TrustPage({ heading, intro, sampleNote, children }: { heading: string; intro: readonly string[]; sampleNote: string; children: ReactNode }) {
  const t = useT()
  return (
    <article className="container prose trust-page">
      <h1>{heading}</h1>
      <p className="notice trust-sample">
        <strong>{t('trust.sample')}.</strong> {sampleNote}
      </p>
      {intro.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {children}
    </article>
  )
}

/** A section of a trust page: its heading (an anchor other pages link to) and paragraphs. */
export function TrustSection({ id, heading, paragraphs, children }: { id: string; heading: string; paragraphs: readonly string[]; children?: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {children}
    </section>
  )
}
