// https://vike.dev/data
import { chooseConsent } from '../../domain/consent/chooseConsent'
import { todayIn } from '../../domain/dates/todayIn'
import { loadWizards } from '../../content/wizards'
import type { ApplicationWizardProps } from '../../components/islands/ApplicationWizard'
import { portalConsents, withProvinceOptions } from '../landing/landingPageData'
import { dataDir, portal, t } from '../serverPortal'

/**
 * The wizard page's data: the portal's wizards (data/wizards, checked at build: a bad file stops it),
 * each with its vertical's consent text, and the partners' own consent texts.
 */
export function data() {
  const consents = portalConsents(portal)
  const file = loadWizards(dataDir, portal)
  const wizards: ApplicationWizardProps['wizards'] = {}
  for (const vertical of portal.verticals) {
    const wizard = file.verticals[vertical.key]
    if (wizard === undefined) continue
    wizards[vertical.key] = {
      steps: withProvinceOptions(wizard.steps, portal),
      ...(wizard.submitLabel === undefined ? {} : { submitLabel: wizard.submitLabel }),
      consent: chooseConsent(consents, vertical.id, null),
    }
  }
  const partnerConsents: ApplicationWizardProps['partnerConsents'] = {}
  for (const partner of portal.partners) {
    if (Object.hasOwn(consents.partners, partner.code)) partnerConsents[partner.code] = chooseConsent(consents, null, partner.code)
  }
  const wizard: ApplicationWizardProps = { wizards, partnerConsents, renderedOn: todayIn(portal.timeZone, new Date()) }
  // An entry point reached from apply buttons, with the product in its query: not a page to index.
  return {
    head: { title: t('products.wizard.title', { brand: portal.brand }), description: t('products.wizard.description', { brand: portal.brand }), noindex: true },
    wizard,
  }
}
export type Data = ReturnType<typeof data>
