// https://vike.dev/data
import type { ValidatedFormProps } from '../../components/islands/ValidatedForm'
import { todayIn } from '../../domain/dates/todayIn'
import { SUBSCRIBED_QUERY } from '../../domain/leads/thankYouQuery'
import { portal, t } from '../serverPortal'

/** The birthday form (ECM): name, e-mail, birthday dropdowns and the newsletter's own consent; it subscribes to the main list. */
export function data() {
  const form: ValidatedFormProps = {
    id: 'birthday',
    renderedOn: todayIn(portal.timeZone, new Date()),
    submitLabel: t('landing.birthdayForm.submit'),
    action: { kind: 'subscribe', list: portal.newsletter.lists.MAIN ?? '', redirect: `${portal.paths.thankYou}?${SUBSCRIBED_QUERY}` },
    fields: [
      { name: 'Name', type: 'text', label: t('landing.field.name'), rules: 'required' },
      { name: 'Email', type: 'email', label: t('landing.field.email'), rules: 'required|email' },
      {
        name: 'Birthdate',
        type: 'birthday',
        label: t('landing.field.birthdate'),
        rules: 'required|minage',
        // Parallel to the rules: a date needs all three dropdowns, and a 29 February of a common year fails the age rule.
        messages: 'landing.birthdayForm.incomplete|landing.birthdayForm.minAge',
        bounds: { minage: 18 },
      },
      {
        name: 'NewsletterConsent',
        type: 'checkbox',
        label: t('landing.birthdayForm.consent', { brand: portal.brand }),
        rules: 'required',
        messages: 'validation.checkbox',
      },
    ],
  }
  return {
    head: { title: t('landing.birthdayForm.title', { brand: portal.brand }), description: t('landing.birthdayForm.description', { brand: portal.brand }) },
    heading: t('landing.birthdayForm.heading'),
    intro: t('landing.birthdayForm.description', { brand: portal.brand }),
    highlights: [t('landing.birthdayForm.why1'), t('landing.birthdayForm.why2')],
    form,
  }
}
export type Data = ReturnType<typeof data>
