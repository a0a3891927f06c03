import { useEffect, useMemo, useState } from 'react'
import type { ConsentText } from '../../domain/consent/consentSchema'
import type { IsoDate } from '../../domain/dates/isoDate'
import type { LandingStep } from '../../domain/landings/landingSchema'
import { parseWizardQuery } from '../../domain/products/applyLink'
import { CONTRACT_TYPE_OF_VERTICAL } from '../../domain/content/schemas'
import { applyShardOf, applyShardUrl, readShard, type ApplyEntry } from '../../domain/wizards/applyLookup'
import { wizardAnswersFrom } from '../../domain/wizards/prefill'
import type { PortalConfig } from '../../domain/portal'
import { CALCULATION_VERTICAL, loanCalculation } from '../calculators/loanCalculation'
import { GENERIC_BANNER } from '../../domain/contact/variantSchema'
import { usePortal, useT } from '../PortalContext'
import { ProviderMark } from '../products/ProviderMark'
import { LandingForm } from './LandingForm'

/** One vertical's wizard as the page gives it to the island (data/wizards/{portal}.json, checked at build). */
export interface WizardView {
  steps: LandingStep[]
  submitLabel?: string
  /** The vertical's consent text (the partner's own, when the product's provider is a partner, comes from partnerConsents). */
  consent: ConsentText
}

export interface ApplicationWizardProps {
  /** The wizards by vertical key. */
  wizards: Record<string, WizardView>
  /** The partners' own consent texts by partner code. */
  partnerConsents: Record<string, ConsentText>
  /** The day the page was prerendered (yyyy-mm-dd in the portal's zone). */
  renderedOn: IsoDate
}

type View = { status: 'none' } | { status: 'loading' } | { status: 'found'; entry: ApplyEntry } | { status: 'unknown'; contractType: string }

/** Finds the product in its shard of the lookup (one small file); null when it is not there or the file does not load. */
async function findEntry(id: number): Promise<ApplyEntry | null> {
  try {
    const response = await fetch(applyShardUrl(applyShardOf(id)))
    if (!response.ok) return null
    return readShard(await response.json()).find((entry) => entry.id === id) ?? null
  } catch {
    return null
  }
}

/** Where the visitor lands once the lead is stored: the thank-you page, told the product so that it names the provider. */
export function wizardThankYou(portal: Pick<PortalConfig, 'paths'>, entry: Pick<ApplyEntry, 'id' | 'contractType'>): string {
  return `${portal.paths.thankYou}?companyproductId=${entry.id}&type=${encodeURIComponent(entry.contractType)}`
}

/**
 * The application wizard (docs/forms.md#the-application-wizard): reads the product from the address
 * (companyproductId and type, docs/requirements/pages-and-portals.md#wizard-links), finds it in the
 * build's lookup, and shows the steps of its vertical with the landing forms' engine, started from
 * the visit's loan calculation when it fits. The lead names the product and provider. Without a
 * product in the address (the prerendered view) it offers the lists and the call-back; with an
 * unknown or malformed one it says so first.
 */
export function ApplicationWizard({ wizards, partnerConsents, renderedOn }: ApplicationWizardProps) {
  const portal = usePortal()
  const t = useT()
  const [view, setView] = useState<View>({ status: 'none' })

  useEffect(() => {
    const search = window.location.search
    const wanted = parseWizardQuery(search)
    if (wanted === null) {
      // An address that names a product, but not one that can be read, is a link that went wrong.
      if (new URLSearchParams(search).has('companyproductId')) setView({ status: 'unknown', contractType: '' })
      return
    }
    setView({ status: 'loading' })
    let current = true
    void findEntry(wanted.id).then((entry) => {
      if (!current) return
      const fits = entry !== null && entry.contractType === wanted.contractType && wizards[entry.vertical] !== undefined
      setView(fits ? { status: 'found', entry } : { status: 'unknown', contractType: wanted.contractType })
    })
    return () => {
      current = false
    }
  }, [wizards])

  if (view.status === 'loading')
    return (
      <div className="apply-intent">
        <p role="status">{t('products.wizard.loading')}</p>
      </div>
    )
  if (view.status === 'found')
    return <WizardForm entry={view.entry} wizard={wizards[view.entry.vertical]!} partnerConsents={partnerConsents} renderedOn={renderedOn} />

  // No product (the prerendered view), or one that cannot be found: the lists to choose from and the call-back.
  const contractType = view.status === 'unknown' ? view.contractType : ''
  const matching = portal.verticals.filter((vertical) => CONTRACT_TYPE_OF_VERTICAL[vertical.id] === contractType)
  const lists = matching.length > 0 ? matching : portal.verticals
  return (
    <div className="apply-intent">
      {view.status === 'unknown' ? (
        <p role="alert" className="notice">
          {t('products.wizard.unknown')}
        </p>
      ) : (
        <p>{t('products.wizard.choose')}</p>
      )}
      <h2>{t('products.wizard.lists')}</h2>
      <ul className="apply-lists">
        {lists.map((vertical) => (
          <li key={vertical.key}>
            <a href={vertical.path}>{t(`vertical.${vertical.key}.name`)}</a>
          </li>
        ))}
      </ul>
      <p>
        {/* The call-back of the contract type's first vertical when the address names one (the modal opens from it); else the page's call-back section. */}
        <a
          className="button secondary"
          href="#call-schedule"
          {...(matching[0] === undefined ? {} : { 'data-banner': GENERIC_BANNER, 'data-vertical': matching[0].id })}
        >
          {t('products.callMe')}
        </a>
      </p>
    </div>
  )
}

function WizardForm({
  entry,
  wizard,
  partnerConsents,
  renderedOn,
}: {
  entry: ApplyEntry
  wizard: WizardView
  partnerConsents: Record<string, ConsentText>
  renderedOn: IsoDate
}) {
  const portal = usePortal()
  const t = useT()
  const vertical = portal.verticals.find((item) => item.key === entry.vertical)!
  const partner = entry.providerCode === undefined ? undefined : portal.partners.find((item) => item.code === entry.providerCode)
  const consent = (partner && partnerConsents[partner.code]) || wizard.consent
  // What the visitor already gave this visit: the loan calculator's amount and term, for the vertical it leads to.
  const initialAnswers = useMemo(() => {
    const calculation = loanCalculation(portal.code)
    if (calculation === null || CALCULATION_VERTICAL[calculation.kind] !== entry.vertical) return {}
    return wizardAnswersFrom(wizard.steps, calculation, portal)
  }, [portal, entry.vertical, wizard.steps])
  return (
    <div className="apply-wizard">
      <div className="apply-product">
        <ProviderMark provider={entry.provider} decorative />
        <p>
          {t('products.wizard.product', { name: entry.name, provider: entry.provider })}{' '}
          <a href={`${portal.paths.products}/${entry.slug}`}>{t('products.wizard.details', { name: entry.name })}</a>
        </p>
      </div>
      <div className="landing-card">
        <LandingForm
          steps={wizard.steps}
          verticalId={vertical.id}
          verticalCode={vertical.code}
          {...(partner?.affiliateGuid === undefined ? {} : { affiliate: partner.affiliateGuid })}
          company={entry.provider}
          product={entry.name}
          redirect={wizardThankYou(portal, entry)}
          consent={consent}
          {...(wizard.submitLabel === undefined ? {} : { submitLabel: wizard.submitLabel })}
          renderedOn={renderedOn}
          remarks={{ CompanyProductId: String(entry.id), ContractType: entry.contractType }}
          initialAnswers={initialAnswers}
        />
      </div>
    </div>
  )
}
