import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { chooseConsent } from '../../domain/consent/chooseConsent'
import { ConsentSchema, type Consents } from '../../domain/consent/consentSchema'
import { todayIn } from '../../domain/dates/todayIn'
import { landingRedirect } from '../../domain/landings/landingChecks'
import type { Landing } from '../../domain/landings/landingSchema'
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
  form: LandingFormProps
}

/** The portal's consent texts (data/consent), checked. */
export function portalConsents(portal: PortalConfig): Consents {
  return v.parse(ConsentSchema, JSON.parse(readFileSync(join(dataDir, 'consent', `${portalFolder(portal)}.json`), 'utf8')))
}

/** A landing page's data: the consent text of its vertical and partner, its redirect, today's date for the form. */
export function landingPageData(landing: Landing, portal: PortalConfig, t: Translate, now: Date): LandingPageData {
  const consents = portalConsents(portal)
  const vertical = portal.verticals.find((item) => item.id === landing.verticalId)
  return {
    head: { title: t('landing.head.title', { title: landing.title, brand: portal.brand }), description: landing.description },
    title: landing.title,
    description: landing.description,
    highlights: landing.highlights ?? [],
    form: {
      steps: landing.steps,
      verticalId: landing.verticalId,
      verticalCode: vertical?.code ?? String(landing.verticalId),
      ...(landing.affiliate === undefined ? {} : { affiliate: landing.affiliate }),
      company: landing.company,
      product: landing.product ?? landing.title,
      ...(landing.listId === undefined ? {} : { listId: landing.listId }),
      redirect: landingRedirect(landing, portal),
      consent: chooseConsent(consents, landing.verticalId, landing.partner ?? null),
      ...(landing.submitLabel === undefined ? {} : { submitLabel: landing.submitLabel }),
      renderedOn: todayIn(portal.timeZone, now),
    },
  }
}
