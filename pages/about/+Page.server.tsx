// https://vike.dev/Page
import { useT } from '../../components/PortalContext'
import { TrustPage, TrustSection } from '../../components/TrustPage'
import { useData } from '../../renderer/useData'
import type { Data } from './+data'

export default function Page() {
  const { trust } = useData<Data>()
  const t = useT()
  const { operator } = trust
  return (
    <TrustPage heading={trust.about.heading} intro={trust.about.intro} sampleNote={trust.sampleNote}>
      <section aria-labelledby="operator">
        <h2 id="operator">{t('trust.operator')}</h2>
        <dl className="trust-facts">
          <dt>{t('trust.operator.name')}</dt>
          <dd>{operator.legalName}</dd>
          <dt>{t('trust.operator.address')}</dt>
          <dd>{operator.registeredAddress}</dd>
          <dt>{t('trust.operator.email')}</dt>
          <dd>
            <a href={`mailto:${operator.email}`}>{operator.email}</a>
          </dd>
          <dt>{t('trust.operator.phone')}</dt>
          <dd>
            <a href={`tel:${operator.phone.replace(/ /g, '')}`}>{operator.phone}</a>
          </dd>
        </dl>
      </section>
      <TrustSection id="complaints" heading={t('trust.complaints')} paragraphs={trust.about.complaints} />
      <section aria-labelledby="regulators">
        <h2 id="regulators">{t('trust.regulators')}</h2>
        {trust.regulators.map((regulator) => (
          <section key={regulator.id} aria-labelledby={`regulator-${regulator.id}`}>
            <h3 id={`regulator-${regulator.id}`}>{regulator.name}</h3>
            <p>
              <strong>{t('trust.regulator.supervises')}:</strong> {regulator.supervises}
            </p>
            <p>
              <strong>{t('trust.regulator.complaints')}:</strong> {regulator.complaints}
            </p>
            <p>
              <a href={regulator.url} rel="noopener">
                {t('trust.regulator.site', { name: regulator.name })}
              </a>
            </p>
          </section>
        ))}
      </section>
    </TrustPage>
  )
}
