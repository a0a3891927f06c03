// https://vike.dev/Page
import { CallBackSection } from '../../components/contact/CallBackSection'
import { ContactModalIsland } from '../../components/contact/ContactModalIsland'
import { TileIcon } from '../../components/home/TileIcon'
import { usePortal, useT } from '../../components/PortalContext'
import { useData } from '../../renderer/useData'
import { offeredCalculators } from '../../domain/calculators/registry'
import type { Data } from './+data'

// The home page (docs/layout.md, rule 13): the main actions in the first screen of a phone, the trust
// line computed from the product files, the verticals and calculators as tiles with icons, "how it
// works" in three steps, then the call-back form. No script of its own beyond the call-back modal's.
export default function Page() {
  const portal = usePortal()
  const t = useT()
  const { trust } = useData<Data>()
  const calculators = offeredCalculators(portal.paths)
  const steps = [1, 2, 3] as const
  return (
    <>
      <section className="hero home-hero">
        <div className="container">
          <h1>{t('home.heading')}</h1>
          <p>{t('home.lead', { brand: portal.brand })}</p>
          <div className="hero-actions">
            <a className="button hero-main" href="#compare">
              {t('home.compareCta')}
            </a>
            {calculators.length > 0 && (
              <a className="button secondary" href="#calculators">
                {t('home.calculatorCta')}
              </a>
            )}
          </div>
          <ul className="trust-list" role="list" aria-label={t('home.trustTitle', { brand: portal.brand })}>
            <li data-products={trust.products.shown} data-providers={trust.providers.shown}>
              {t('home.trustCatalogue', {
                products: trust.products.shown,
                productsMore: String(trust.products.more),
                providers: trust.providers.shown,
                providersMore: String(trust.providers.more),
              })}
            </li>
            <li>{t('home.trustFree')}</li>
            <li>{t('home.trustNotBank', { brand: portal.brand })}</li>
          </ul>
        </div>
      </section>
      <div className="container">
        <h2 id="compare" tabIndex={-1}>
          {t('home.verticals')}
        </h2>
        <ul className="grid" role="list">
          {portal.verticals.map((v) => (
            <li key={v.key}>
              <a className="tile tile-with-icon" href={v.path}>
                <TileIcon name={v.key} />
                <span className="tile-body">
                  <strong>{t(`vertical.${v.key}.name`)}</strong>
                  <span>{t(`vertical.${v.key}.pitch`)}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        {calculators.length > 0 && (
          <>
            <h2 id="calculators" tabIndex={-1}>
              {t('home.calculators')}
            </h2>
            <ul className="grid" role="list">
              {calculators.map((c) => (
                <li key={c.key}>
                  <a className="tile tile-with-icon" href={c.href}>
                    <TileIcon name="calculator" />
                    <span className="tile-body">
                      <strong>{t(`calculators.${c.key}.nav`)}</strong>
                      <span>{t(`calculators.${c.key}.pitch`)}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        <section className="how-it-works" aria-labelledby="how-title">
          <h2 id="how-title">{t('home.howTitle')}</h2>
          <ol className="how-steps" role="list">
            {steps.map((n) => (
              <li key={n}>
                <strong>{t(`home.how${n}Title`)}</strong>
                <span>{t(`home.how${n}`)}</span>
              </li>
            ))}
          </ol>
        </section>
        <CallBackSection />
      </div>
      <ContactModalIsland />
    </>
  )
}
