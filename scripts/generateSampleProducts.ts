// Writes data/products/{ecm,ckj}/{verticalKey}.json from the hand-written rows in
// scripts/sampleData/, adding what can be derived: id, slug, vertical, partner code, banner key,
// apply type, rank and featured flag. The committed JSON is the snapshot; this keeps it reproducible.
// Run: npx tsx scripts/generateSampleProducts.ts [--data-dir data]
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { PortalConfigSchema, type PortalConfig } from '../domain/portal'
import { ProductsFileSchema, type ApplyType, type ProductCard } from '../domain/content/schemas'
import { CKJ_CARDS, CKJ_CAR_LOANS, CKJ_BUSINESS_LOANS, CKJ_HOUSE_LOANS, CKJ_PERSONAL_LOANS } from './sampleData/ckjCredit'
import { CKJ_CAR_INSURANCE, CKJ_DEPOSITS, CKJ_HEALTH_INSURANCE, CKJ_TRAVEL_INSURANCE } from './sampleData/ckjCover'
import { ECM_CARDS, ECM_CAR_LOANS, ECM_HOUSE_LOANS, ECM_PERSONAL_LOANS } from './sampleData/ecmCredit'
import { ECM_ACCIDENT_INSURANCE, ECM_CAR_INSURANCE, ECM_DEPOSITS, ECM_HEALTH_INSURANCE, ECM_TRAVEL_INSURANCE } from './sampleData/ecmCover'
import type { CardSample, DepositSample, InsuranceSample, LoanSample, PortalSamples } from './sampleData/sampleTypes'
import { formatJson } from './formatJson'
import { isMain } from '../server/isMain'

const SAMPLES: Record<'ECM' | 'CKJ', PortalSamples> = {
  ECM: {
    cards: { 'credit-cards': ECM_CARDS },
    loans: { 'personal-loans': ECM_PERSONAL_LOANS, 'house-loans': ECM_HOUSE_LOANS, 'car-loans': ECM_CAR_LOANS },
    insurance: {
      'car-insurance': ECM_CAR_INSURANCE,
      'travel-insurance': ECM_TRAVEL_INSURANCE,
      'health-insurance': ECM_HEALTH_INSURANCE,
      'accident-insurance': ECM_ACCIDENT_INSURANCE,
    },
    deposits: { deposits: ECM_DEPOSITS },
  },
  CKJ: {
    cards: { 'credit-cards': CKJ_CARDS },
    loans: { 'personal-loans': CKJ_PERSONAL_LOANS, 'house-loans': CKJ_HOUSE_LOANS, 'car-loans': CKJ_CAR_LOANS, 'business-loans': CKJ_BUSINESS_LOANS },
    insurance: { 'car-insurance': CKJ_CAR_INSURANCE, 'travel-insurance': CKJ_TRAVEL_INSURANCE, 'health-insurance': CKJ_HEALTH_INSURANCE },
    deposits: { deposits: CKJ_DEPOSITS },
  },
}

/** Provider names of the rows whose products the portal's partners offer. */
const PARTNER_PROVIDERS: Record<string, Record<string, string>> = {
  ECM: { AUB: 'aub', RCBC: 'rcbc', 'AXA Philippines': 'axa' },
  CKJ: { 'Bank Mega': 'bank-mega', 'CIMB Niaga': 'cimb', 'AXA Mandiri': 'axa' },
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

/** Id bases keep the two portals' ids apart: ECM 1000 + vertical x 100 + n, CKJ 3000 + vertical x 100 + n. */
const ID_BASE: Record<string, number> = { ECM: 1000, CKJ: 3000 }

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
  | 'rating'
  | 'rankPercent'
  | 'featured'
  | 'bannerKey'
  | 'applyType'
  | 'description'
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
      cardNetwork: s.network,
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
function unknownPortal(code: string): never {
  throw new Error(`No sample products for the portal ${code}`)
}

export function buildCards(portal: PortalConfig, verticalKey: string, kind: keyof PortalSamples, samples: readonly AnySample[]): ProductCard[] {
  const vertical = portal.verticals.find((candidate) => candidate.key === verticalKey)
  if (vertical === undefined) throw new Error(`${portal.code} has no vertical ${verticalKey}`)
  // Rank by rating, ties kept in the editorial order of the rows.
  const order = samples.map((sample, index) => ({ rating: sample.rating, index })).sort((a, b) => b.rating - a.rating || a.index - b.index)
  const rankOf = new Map(order.map((entry, rank) => [entry.index, rank]))
  return samples.map((sample, index) => {
    const providerCode = PARTNER_PROVIDERS[portal.code]?.[sample.provider]
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
    return {
      id: (ID_BASE[portal.code] ?? unknownPortal(portal.code)) + vertical.id * 100 + index + 1,
      slug: slugify(`${sample.provider} ${sample.name}`),
      provider: sample.provider,
      ...(providerCode === undefined ? {} : { providerCode }),
      name: sample.name,
      verticalId: vertical.id,
      ...figuresOf(kind, sample),
      perks: sample.perks,
      tags: sample.tags,
      rating: sample.rating,
      rankPercent: Math.round(96 - (rank * 60) / Math.max(1, samples.length - 1)),
      featured: rank < 3,
      bannerKey: sample.bannerKey ?? providerCode ?? VERTICAL_BANNERS[verticalKey] ?? verticalKey,
      applyType: sample.applyType ?? defaultApply,
      description: sample.description,
    } as ProductCard
  })
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string', default: 'data' } } })
  const dataDir = values['data-dir']
  for (const code of ['ECM', 'CKJ'] as const) {
    const folder = code.toLowerCase()
    const portal = v.parse(PortalConfigSchema, JSON.parse(await readFile(path.join(dataDir, 'portals', `${folder}.json`), 'utf8')))
    const dir = path.join(dataDir, 'products', folder)
    await mkdir(dir, { recursive: true })
    for (const kind of ['cards', 'loans', 'insurance', 'deposits'] as const) {
      for (const [verticalKey, samples] of Object.entries(SAMPLES[code][kind])) {
        // Parsing puts the fields in the schema's order, the order data:pull writes too.
        const cards = v.parse(ProductsFileSchema, buildCards(portal, verticalKey, kind, samples))
        await writeFile(path.join(dir, `${verticalKey}.json`), formatJson(cards))
        console.log(`${code} ${verticalKey}: ${cards.length} cards`)
      }
    }
  }
}

if (isMain(import.meta.url)) {
  await main()
}
