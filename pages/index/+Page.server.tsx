// https://vike.dev/Page
import { CallBackSection } from '../../components/contact/CallBackSection'
import { ContactModalIsland } from '../../components/contact/ContactModalIsland'
import { usePortal, useT } from '../../components/PortalContext'

export default function Page() {
  const portal = usePortal()
  const t = useT()
  const calculators = [
    { href: portal.paths.personalLoanCalculator, key: 'personalLoan' },
    { href: portal.paths.houseLoanCalculator, key: 'houseLoan' },
    { href: portal.paths.taxCalculator, key: 'tax' },
    { href: portal.paths.businessCalculator, key: 'business' },
  ].filter((c): c is { href: string; key: string } => c.href !== undefined)
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{t('home.heading')}</h1>
          <p>{t('home.lead', { brand: portal.brand })}</p>
        </div>
      </section>
      <div className="container">
        <h2>{t('home.verticals')}</h2>
        <ul className="grid" role="list">
          {portal.verticals.map((v) => (
            <li key={v.key}>
              <a className="tile" href={v.path}>
                <strong>{t(`vertical.${v.key}.name`)}</strong>
                <span>{t(`vertical.${v.key}.pitch`)}</span>
              </a>
            </li>
          ))}
        </ul>
        <h2>{t('home.calculators')}</h2>
        <ul className="grid" role="list">
          {calculators.map((c) => (
            <li key={c.key}>
              <a className="tile" href={c.href}>
                <strong>{t(`calculators.${c.key}.nav`)}</strong>
                <span>{t(`calculators.${c.key}.pitch`)}</span>
              </a>
            </li>
          ))}
        </ul>
        <CallBackSection />
        <h2>{t('home.howTitle')}</h2>
        <ol className="prose">
          <li>{t('home.how1')}</li>
          <li>{t('home.how2')}</li>
          <li>{t('home.how3')}</li>
        </ol>
      </div>
      <ContactModalIsland />
    </>
  )
}
