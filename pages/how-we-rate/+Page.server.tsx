// https://vike.dev/Page
import { usePortal, useT } from '../../components/PortalContext'
import { TrustPage, TrustSection } from '../../components/TrustPage'
import { longDate } from '../../domain/dates/longDate'
import { useData } from '../../renderer/useData'
import type { Data } from './+data'

/** One section per vertical, anchored by its key (#credit-cards): the lists, cards and product pages link here. */
export default function Page() {
  const { trust } = useData<Data>()
  const portal = usePortal()
  const t = useT()
  const { methodology } = trust
  return (
    <TrustPage heading={methodology.heading} intro={methodology.intro} sampleNote={trust.sampleNote}>
      <nav aria-label={t('trust.contents')}>
        <ul>
          {portal.verticals.map((vertical) => (
            <li key={vertical.key}>
              <a href={`#${vertical.key}`}>{t(`vertical.${vertical.key}.name`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {methodology.sections.map((section) => (
        <TrustSection key={section.id} {...section} />
      ))}
      {portal.verticals.map((vertical) => {
        const method = methodology.verticals[vertical.key]
        if (method === undefined) return null
        return (
          <section key={vertical.key} aria-labelledby={vertical.key}>
            <h2 id={vertical.key}>{t(`vertical.${vertical.key}.name`)}</h2>
            <h3>{t('trust.rating')}</h3>
            {method.rating.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
            <h3>{t('trust.bestFor')}</h3>
            {method.bestFor.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
            <p>{t('trust.checked', { date: longDate(method.figuresChecked, portal.locale) })}</p>
          </section>
        )
      })}
    </TrustPage>
  )
}
