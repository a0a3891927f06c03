import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { recipientConsent } from '../../domain/consent/chooseConsent'
import { ConsentSchema, type Consents } from '../../domain/consent/consentSchema'
import { todayIn } from '../../domain/dates/todayIn'
import { landingRecipient, landingRedirect } from '../../domain/landings/landingChecks'
import { ProvincesFileSchema } from '../../domain/content/schemas'
import type { Landing, LandingStep } from '../../domain/landings/landingSchema'
import { portalFolder, type PortalConfig } from '../../domain/portal'
import type { Translate } from '../../components/translator'
import type { LandingFormProps } from '../../components/islands/LandingForm'
import { dataDir } from '../serverPortal'

/** What a landing page renders: its head, texts and the form island's props. */
export interface LandingPageData {
  head: { title: string; description: string }
  title: string
  description: string
  highlights: string[]
  /** The provider offering the landing, when its company is one of the portal's providers (its mark is shown). */
  partner?: string
  form: LandingFormProps
}

/** The portal's consent texts (data/consent), checked. */
export function portalConsents(portal: PortalConfig): Consents {
  return v.parse(ConsentSchema, JSON.parse(readFileSync(join(dataDir, 'consent', `${portalFolder(portal)}.json`), 'utf8')))
}

/**
 * The steps with the portal's provinces as the options of a province field (from the lookup snapshot,
 * data/lookups/{folder}/provinces.json): the prerendered dropdown can be answered before the island
 * takes over (docs/data.md "Landing forms"). A city's list depends on the province: it is loaded then.
 */
export function withProvinceOptions(steps: readonly LandingStep[], portal: PortalConfig): LandingStep[] {
  if (!steps.some((step) => step.fields.some((field) => field.type === 'province'))) return [...steps]
  const file = join(dataDir, 'lookups', portalFolder(portal), 'provinces.json')
  const provinces = v.parse(ProvincesFileSchema, JSON.parse(readFileSync(file, 'utf8')))
  const options = provinces.map((p) => ({ value: p.ProvinceId, label: p.DisplayedName }))
  return steps.map((step) => ({ ...step, fields: step.fields.map((field) => (field.type === 'province' ? { ...field, options } : field)) }))
}

/**
 * A landing page's data: the consent text of who receives its details (its partner, else the portal's
 * advisers for the portal's own campaigns, else its vertical's: decision 055), its redirect, today's date for the form.
 */
export function landingPageData(landing: Landing, portal: PortalConfig, t: Translate, now: Date): LandingPageData {
  const consents = portalConsents(portal)
  const vertical = portal.verticals.find((item) => item.id === landing.verticalId)
  return {
    head: { title: t('landing.head.title', { title: landing.title, brand: portal.brand }), description: landing.description },
    title: landing.title,
    description: landing.description,
    highlights: landing.highlights ?? [],
    // A partner's landing shows the provider's mark; the portal's own campaigns (company = the brand) do not.
    ...(portal.providers.some((provider) => provider.name === landing.company) ? { partner: landing.company } : {}),
    form: {
      steps: withProvinceOptions(landing.steps, portal),
      verticalId: landing.verticalId,
      verticalCode: vertical?.code ?? String(landing.verticalId),
      ...(landing.affiliate === undefined ? {} : { affiliate: landing.affiliate }),
      company: landing.company,
      product: landing.product ?? landing.title,
      ...(landing.listId === undefined ? {} : { listId: landing.listId }),
      redirect: landingRedirect(landing, portal),
      consent: recipientConsent(consents, landing.verticalId, landingRecipient(landing, portal)),
      ...(landing.submitLabel === undefined ? {} : { submitLabel: landing.submitLabel }),
      renderedOn: todayIn(portal.timeZone, now),
    },
  }
}
