import type { LegalContent } from '../domain/content/legalSchema'
import { useT } from './PortalContext'

type Doc = LegalContent['terms']

/** A terms or privacy document: plain text content from data/content/{portal}/legal.json. */
export function LegalDocument({ doc }: { doc: Doc }) {
  const t = useT()
  return (
    <article className="container prose">
      <h1>{doc.title}</h1>
      <p>
        <small>{t('legal.updated', { date: doc.updated })}</small>
      </p>
      <p>{doc.intro}</p>
      <nav aria-label={t('legal.contents')}>
        <ol>
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s) => (
        <section key={s.id} aria-labelledby={s.id}>
          <h2 id={s.id}>{s.heading}</h2>
          {s.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          {s.list && (
            <ul>
              {s.list.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  )
}
