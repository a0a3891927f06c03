// https://vike.dev/data
import type { ValidatedFormProps } from '../../components/islands/ValidatedForm'
import { recipientConsent } from '../../domain/consent/chooseConsent'
import { detailsRecipient } from '../../domain/contact/detailsRecipient'
import { todayIn } from '../../domain/dates/todayIn'
import { VERTICAL_IDS } from '../../domain/portal'
import { portalConsents } from '../landing/landingPageData'
import { portal, t } from '../serverPortal'

/**
 * The income form (ECM for overseas workers, and CKJ): a personal-loan lead whose income field is
 * formatted as typed. Its least income and whether it asks for the country of work are the portal's
 * incomeForm settings (ECM: the modal's 5,000 pesos, docs/requirements/forms-and-leads.md#number; CKJ: Rp 1,000,000).
 */
export function data() {
  const settings = portal.incomeForm
  if (!settings) throw new Error(`${portal.code}: the income form needs incomeForm in the portal config`)
  const verticalId = VERTICAL_IDS.personalLoan
  const vertical = portal.verticals.find((item) => item.id === verticalId)
  const overseas = settings.askCountryWorkIn
  const form: ValidatedFormProps = {
    id: 'income',
    renderedOn: todayIn(portal.timeZone, new Date()),
    submitLabel: t('landing.incomeForm.submit'),
    action: {
      kind: 'lead',
      verticalId,
      verticalCode: vertical?.code ?? String(verticalId),
      company: portal.brand,
      product: t('landing.incomeForm.product'),
      // The portal's own form (its company is the brand): its advisers call with the offers (decision 055).
      consent: recipientConsent(
        portalConsents(portal),
        verticalId,
        detailsRecipient({ product: t('landing.incomeForm.product'), provider: portal.brand, brand: portal.brand }),
      ),
      redirect: portal.paths.thankYou,
      // docs/requirements/wire-contract.md#remarks-income: typed income (CKJ, OFW) goes as the amount, without a band.
      typedIncome: true,
    },
    fields: [
      { name: 'FirstName', type: 'text', label: t('landing.field.firstName'), rules: 'required' },
      { name: 'LastName', type: 'text', label: t('landing.field.lastName'), rules: 'required' },
      { name: 'Email', type: 'email', label: t('landing.field.email'), rules: 'required|email' },
      { name: 'MobilePhoneNumber', type: 'tel', label: t('landing.field.mobile'), hint: t('landing.field.mobileHint'), rules: 'required|mobilephone' },
      ...(overseas ? [{ name: 'CountryWorkIn', type: 'text' as const, label: t('landing.field.countryWorkIn'), rules: 'required' }] : []),
      {
        name: 'MonthlyIncome',
        type: 'amount',
        label: t('landing.incomeForm.income', { currency: portal.currencySymbol }),
        hint: t('landing.incomeForm.incomeHint'),
        rules: 'required|number|min',
        // Parallel to the rules; the empty entries keep the rules' own messages (the minimum names its bound).
        messages: 'landing.incomeForm.required||',
        bounds: { valmin: portal.minMonthlyIncome },
      },
      { name: 'Agree', type: 'consent', label: t('landing.consent'), rules: 'required', messages: 'validation.checkbox' },
    ],
  }
  const texts = { brand: portal.brand }
  return {
    head: { title: t('landing.incomeForm.title', texts), description: t('landing.incomeForm.description', texts) },
    heading: t('landing.incomeForm.heading'),
    intro: t('landing.incomeForm.description', texts),
    highlights: [t('landing.incomeForm.why1'), t('landing.incomeForm.why2')],
    form,
  }
}
export type Data = ReturnType<typeof data>
