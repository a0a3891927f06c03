import { usePortal, useT } from '../PortalContext'
import { GENERIC_BANNER } from '../../domain/contact/variantSchema'
import { VERTICAL_IDS } from '../../domain/portal'

/**
 * The #call-schedule section of a page without product cards (the home page): one Contact-Me opener
 * per vertical (the generic call-schedule variant in that vertical) and one for the first partner
 * bank's personal loan. Each link has an id, so an address ending in #call-credit-cards opens it.
 */
export function CallBackSection() {
  const portal = usePortal()
  const t = useT()
  const firstBank = portal.partners.find((partner) => partner.kind === 'bank')
  return (
    <section id="call-schedule" className="callback-section" aria-labelledby="callback-title" tabIndex={-1}>
      <h2 id="callback-title">{t('contact.home.heading')}</h2>
      <p>{t('contact.home.lead')}</p>
      <ul className="callback-links" role="list">
        {portal.verticals.map((vertical) => (
          <li key={vertical.key}>
            <a className="button secondary" id={`call-${vertical.key}`} href="#call-schedule" data-banner={GENERIC_BANNER} data-vertical={vertical.id}>
              {t('contact.home.vertical', { vertical: t(`vertical.${vertical.key}.phrase`) })}
            </a>
          </li>
        ))}
        {firstBank && (
          <li>
            <a
              className="button"
              id={`apply-${firstBank.code}`}
              href="#call-schedule"
              data-banner={firstBank.code}
              data-partner={firstBank.code}
              data-vertical={VERTICAL_IDS.personalLoan}
              data-company={firstBank.name}
            >
              {t('contact.home.partner', { partner: firstBank.name })}
            </a>
          </li>
        )}
      </ul>
    </section>
  )
}
