// Writes data/products/{folder}/{verticalKey}.json for every portal of the registry from the
// hand-written rows in scripts/sampleData/ (each portal's inputs: scripts/sampleData/portalSamples.ts),
// adding what can be derived: id, slug, vertical, partner code, banner key, apply type, rank and
// featured flag; a portal without sample inputs stops it before anything is written. The committed JSON is the snapshot; this keeps it reproducible.
// Run: npx tsx scripts/sampleData/generateSampleProducts.ts [--data-dir data]
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { loadPortals, type Portal } from '../../content/portals'
import type { PortalConfig } from '../../domain/portal'
import { ProductsFileSchema, type ApplyType, type ProductCard } from '../../domain/content/schemas'
import { PORTAL_SAMPLE_INPUTS, type PortalSampleInputs } from './portalSamples'
import type { CardSample, DepositSample, InsuranceSample, LoanSample, PortalSamples } from './sampleTypes'
import { formatJson } from '../pipeline/formatJson'
import { decisionTexts } from './decisionSamples'
import { isMain } from '../../server/isMain'

/** A portal's sample inputs (scripts/sampleData/portalSamples.ts); a portal without them is an error naming it and the file. */
export function sampleInputsOf(portal: Pick<Portal, 'code' | 'folder'>): PortalSampleInputs {
  const inputs = PORTAL_SAMPLE_INPUTS[portal.folder]
  if (inputs === undefined) {
    throw new Error(
      `No sample inputs for the portal ${portal.code}: scripts/sampleData/portalSamples.ts has no entry "${portal.folder}" (it has ${Object.keys(PORTAL_SAMPLE_INPUTS).join(', ')})`,
    )
  }
  return inputs
}

/** Contact-Me banner of a vertical's cards when no partner or special banner applies. */
const VERTICAL_BANNERS: Record<string, string> = {
  'credit-cards': 'credit-card',
  'personal-loans': 'personal-loan',
  'house-loans': 'house-loan',
  'car-loans': 'car-loan',
  'business-loans': 'business-loan',
  'car-insurance': 'car-insurance',
  'travel-insurance': 'travel-insurance',
  'health-insurance': 'health-insurance',
  'accident-insurance': 'accident-insurance',
  deposits: 'deposit',
}

/** The face colour of a sample premium card. */
const PREMIUM_FACE = '#2F3337'

/** Lowercase ASCII slug of a text: "BPI/MS Insurance TravelSure" -> "bpi-ms-insurance-travelsure". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

type AnySample = CardSample | LoanSample | InsuranceSample | DepositSample
type CommonField =
  | 'id'
  | 'slug'
  | 'provider'
  | 'providerCode'
  | 'name'
  | 'verticalId'
  | 'perks'
  | 'tags'
  | 'bestFor'
  | 'referralInNewTab'
  | 'rating'
  | 'rankPercent'
  | 'featured'
  | 'bannerKey'
  | 'applyType'
  | 'description'
  | 'fees'
  | 'documents'
  | 'pros'
  | 'cons'
// Distributes over the contract types, so each keeps its own figures.
type Figures = ProductCard extends infer TCard ? (TCard extends ProductCard ? Omit<TCard, CommonField> : never) : never

function figuresOf(kind: keyof PortalSamples, sample: AnySample): Figures {
  if (kind === 'cards') {
    const s = sample as CardSample
    return {
      contractType: 'credit-card',
      interestRatePct: s.rate,
      interestRateBasis: 'monthly',
      annualFee: s.annualFee,
      minIncomeMonthly: s.minIncome,
      minAge: s.ages[0],
      maxAge: s.ages[1],
      employmentTypes: s.employment,
      cardNetwork: s.network,
      // Premium cards get a graphite face; the others take their provider's colour (docs/data.md).
      ...(s.tags.includes('premium') ? { cardColour: PREMIUM_FACE } : {}),
    }
  }
  if (kind === 'loans') {
    const s = sample as LoanSample
    return {
      contractType: 'loan',
      interestRatePct: s.rate,
      interestRateBasis: s.basis,
      loanMin: s.min,
      loanMax: s.max,
      tenorMonths: { min: s.tenor[0], max: s.tenor[1] },
      minIncomeMonthly: s.minIncome,
      minAge: s.ages[0],
      maxAge: s.ages[1],
      employmentTypes: s.employment,
      ...(s.processingFeePct === undefined ? {} : { processingFeePct: s.processingFeePct }),
      ...(s.downPaymentPct === undefined ? {} : { downPaymentPct: s.downPaymentPct }),
    }
  }
  if (kind === 'insurance') {
    const s = sample as InsuranceSample
    return {
      contractType: 'insurance',
      premium: s.premium,
      premiumPeriod: s.period,
      coverage: s.coverage,
      ...(s.ages === undefined ? {} : { minAge: s.ages[0], maxAge: s.ages[1] }),
    }
  }
  const s = sample as DepositSample
  return { contractType: 'deposit', depositRatePct: s.rate, minDeposit: s.minDeposit, tenorMonths: { min: s.tenor[0], max: s.tenor[1] } }
}

/** The cards of one vertical of a portal, derived fields filled in. */
export function buildCards(
  portal: PortalConfig,
  inputs: Pick<PortalSampleInputs, 'idBase' | 'partnerProviders' | 'bestFor'>,
  verticalKey: string,
  kind: keyof PortalSamples,
  samples: readonly AnySample[],
): ProductCard[] {
  const vertical = portal.verticals.find((candidate) => candidate.key === verticalKey)
  if (vertical === undefined) throw new Error(`${portal.code} has no vertical ${verticalKey}`)
  // Rank by rating, ties kept in the editorial order of the rows.
  const order = samples.map((sample, index) => ({ rating: sample.rating, index })).sort((a, b) => b.rating - a.rating || a.index - b.index)
  const rankOf = new Map(order.map((entry, rank) => [entry.index, rank]))
  return samples.map((sample, index) => {
    const providerCode = inputs.partnerProviders[sample.provider]
    const partner = portal.partners.find((candidate) => candidate.code === providerCode)
    const rank = rankOf.get(index) ?? index
    const defaultApply: ApplyType =
      kind === 'cards'
        ? partner?.wizardHost !== undefined
          ? 'partner-wizard'
          : 'wizard'
        : kind === 'loans'
          ? partner === undefined
            ? 'wizard'
            : 'contact'
          : 'contact'
    const slug = slugify(`${sample.provider} ${sample.name}`)
    const bestFor = inputs.bestFor[slug]
    return {
      id: inputs.idBase + vertical.id * 100 + index + 1,
      slug,
      provider: sample.provider,
      ...(providerCode === undefined ? {} : { providerCode }),
      name: sample.name,
      verticalId: vertical.id,
      ...figuresOf(kind, sample),
      perks: sample.perks,
      tags: sample.tags,
      ...(bestFor === undefined ? {} : { bestFor }),
      rating: sample.rating,
      rankPercent: Math.round(96 - (rank * 60) / Math.max(1, samples.length - 1)),
      featured: rank < 3,
      ...(sample.referralInNewTab === true ? { referralInNewTab: true } : {}),
      bannerKey: sample.bannerKey ?? providerCode ?? VERTICAL_BANNERS[verticalKey] ?? verticalKey,
      applyType: sample.applyType ?? defaultApply,
      description: sample.description,
      // Indonesian texts for an Indonesian portal, English otherwise (decision 064).
      ...decisionTexts(portal.locale.startsWith('id') ? 'ckj' : 'ecm', kind, verticalKey, sample, samples),
    } as ProductCard
  })
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string', default: 'data' } } })
  const dataDir = values['data-dir']
  const portals = loadPortals(dataDir)
  // Every portal's inputs first: a portal without them stops the run before any file is written.
  const plan = portals.map((portal) => ({ portal, inputs: sampleInputsOf(portal) }))
  for (const { portal, inputs } of plan) {
    const dir = path.join(dataDir, 'products', portal.folder)
    await mkdir(dir, { recursive: true })
    for (const kind of ['cards', 'loans', 'insurance', 'deposits'] as const) {
      for (const [verticalKey, samples] of Object.entries(inputs.products[kind])) {
        // Parsing puts the fields in the schema's order, the order data:pull writes too.
        const cards = v.parse(ProductsFileSchema, buildCards(portal.config, inputs, verticalKey, kind, samples))
        await writeFile(path.join(dir, `${verticalKey}.json`), formatJson(cards))
        console.log(`${portal.code} ${verticalKey}: ${cards.length} cards`)
      }
    }
  }
}

if (isMain(import.meta.url)) {
  await main()
}
