import * as v from 'valibot'

// Schemas of every file of the data snapshot (data/lookups/** and data/products/**) and of the
// lead API answers that data:pull reads. Each field's message is the plain-English "expected" text
// shown to content staff (build and data:pull output), so one message per field, used by every
// check of that field. These messages are for staff tooling, never shown to visitors.

function nonBlank(expected: string, maxLength = 300) {
  return v.pipe(v.string(expected), v.regex(/\S/, expected), v.maxLength(maxLength, expected))
}

function wholeNumber(min: number, max: number, expected: string) {
  return v.pipe(v.number(expected), v.integer(expected), v.minValue(min, expected), v.maxValue(max, expected))
}

function amount(expected: string) {
  return v.pipe(v.number(expected), v.finite(expected), v.minValue(0, expected))
}

function percent(expected: string) {
  return v.pipe(v.number(expected), v.finite(expected), v.minValue(0, expected), v.maxValue(100, expected))
}

function listOf<TItem extends v.GenericSchema>(item: TItem, expected: string) {
  return v.pipe(v.array(item, expected), v.minLength(1, expected))
}

// ---------------------------------------------------------------- lookups (docs/requirements/catalogue.md#lookups)

const PROVINCE_ID = 'a province code of digits, e.g. "0102800000" or "32"'
const REGION_ID = 'a region code of digits and dots, e.g. "0102801000" or "32.73"'
const NAME = 'a non-empty name of at most 120 characters'

export const ProvinceIdSchema = v.pipe(v.string(PROVINCE_ID), v.regex(/^[0-9]{1,12}$/, PROVINCE_ID))

export const ProvinceSchema = v.strictObject({
  ProvinceId: ProvinceIdSchema,
  DisplayedName: nonBlank(NAME, 120),
})
export type Province = v.InferOutput<typeof ProvinceSchema>

export const RegionSchema = v.strictObject({
  RegionId: v.pipe(v.string(REGION_ID), v.regex(/^[0-9]{1,12}(\.[0-9]{1,6})*$/, REGION_ID)),
  DisplayedName: nonBlank(NAME, 120),
})
export type Region = v.InferOutput<typeof RegionSchema>

export const EmploymentTypeSchema = v.strictObject({
  EmploymentTypeId: wholeNumber(1, 9999, 'a whole number from 1 to 9999'),
  DisplayedName: nonBlank(NAME, 120),
})
export type EmploymentType = v.InferOutput<typeof EmploymentTypeSchema>

export const VehicleMakeSchema = v.strictObject({
  VehicleManufacturerId: wholeNumber(1, 999_999, 'a whole number from 1 to 999999'),
  DisplayedName: nonBlank(NAME, 120),
})
export type VehicleMake = v.InferOutput<typeof VehicleMakeSchema>

export const VehicleYearSchema = wholeNumber(1980, 2100, 'a year from 1980 to 2100')

export const VehicleModelSchema = v.strictObject({
  VehicleTypeModelId: wholeNumber(1, 999_999, 'a whole number from 1 to 999999'),
  DisplayedName: nonBlank(NAME, 120),
})
export type VehicleModel = v.InferOutput<typeof VehicleModelSchema>

/** Keys of employmentTypes.json: the general list and the lists of verticals 1, 2, 6 and 7 (docs/requirements/wire-contract.md#lookup-calls). */
export const EMPLOYMENT_TYPE_LISTS = ['general', '1', '2', '6', '7'] as const
export type EmploymentTypeList = (typeof EMPLOYMENT_TYPE_LISTS)[number]

const PROVINCES = 'a list of at least one province'
const REGIONS = 'a list of at least one region'
const EMPLOYMENT_TYPES = 'a list of at least one employment type'
const MAKES = 'a list of at least one vehicle make'
const YEARS = 'a list of at least one year'
const MODELS = 'a list of at least one vehicle model'
const MAKE_KEY = 'a vehicle make id, e.g. "3"'
const MODEL_KEY = 'a key "makeId:year", e.g. "3:2024"'

/** data/lookups/{portal}/provinces.json */
export const ProvincesFileSchema = listOf(ProvinceSchema, PROVINCES)
/** data/lookups/{portal}/regions.json: regions (cities, municipalities, kabupaten, kota) by ProvinceId. */
export const RegionsFileSchema = v.record(ProvinceIdSchema, listOf(RegionSchema, REGIONS), 'an object of region lists by ProvinceId')
/** data/lookups/{portal}/employmentTypes.json */
export const EmploymentTypesFileSchema = v.strictObject(
  {
    general: listOf(EmploymentTypeSchema, EMPLOYMENT_TYPES),
    '1': listOf(EmploymentTypeSchema, EMPLOYMENT_TYPES),
    '2': listOf(EmploymentTypeSchema, EMPLOYMENT_TYPES),
    '6': listOf(EmploymentTypeSchema, EMPLOYMENT_TYPES),
    '7': listOf(EmploymentTypeSchema, EMPLOYMENT_TYPES),
  },
  'an object with the lists general, "1", "2", "6" and "7"',
)
/** data/lookups/{portal}/vehicles.json */
export const VehiclesFileSchema = v.strictObject(
  {
    makes: listOf(VehicleMakeSchema, MAKES),
    years: v.record(v.pipe(v.string(MAKE_KEY), v.regex(/^[0-9]+$/, MAKE_KEY)), listOf(VehicleYearSchema, YEARS), 'an object of year lists by make id'),
    models: v.record(
      v.pipe(v.string(MODEL_KEY), v.regex(/^[0-9]+:[0-9]{4}$/, MODEL_KEY)),
      listOf(VehicleModelSchema, MODELS),
      'an object of model lists by "makeId:year"',
    ),
  },
  'an object with makes, years and models',
)

export type ProvincesFile = v.InferOutput<typeof ProvincesFileSchema>
export type RegionsFile = v.InferOutput<typeof RegionsFileSchema>
export type EmploymentTypesFile = v.InferOutput<typeof EmploymentTypesFileSchema>
export type VehiclesFile = v.InferOutput<typeof VehiclesFileSchema>

/** Every lookup of one portal, as kept in data/lookups/{portal}/. */
export interface PortalLookups {
  provinces: ProvincesFile
  regions: RegionsFile
  employmentTypes: EmploymentTypesFile
  vehicles: VehiclesFile
}

/** File names in data/lookups/{portal}/ and the schema of each. */
export const LOOKUP_FILES = {
  'provinces.json': ProvincesFileSchema,
  'regions.json': RegionsFileSchema,
  'employmentTypes.json': EmploymentTypesFileSchema,
  'vehicles.json': VehiclesFileSchema,
} as const
export type LookupFileName = keyof typeof LOOKUP_FILES

// Answers of the lookup endpoints (docs/requirements/wire-contract.md#lookup-calls), read by data:pull.
export const ProvinceListSchema = v.array(ProvinceSchema, 'a list of provinces')
export const RegionListSchema = v.array(RegionSchema, 'a list of regions')
export const EmploymentTypeListSchema = v.array(EmploymentTypeSchema, 'a list of employment types')
export const VehicleMakeListSchema = v.array(VehicleMakeSchema, 'a list of vehicle makes')
export const VehicleYearListSchema = v.array(VehicleYearSchema, 'a list of years')
export const VehicleModelListSchema = v.array(VehicleModelSchema, 'a list of vehicle models')

// ---------------------------------------------------------------- product cards

import { CONTRACT_TYPES, type ContractType } from './contractTypes'

export { CONTRACT_TYPES, type ContractType }

/**
 * How interestRatePct is meant: monthly (credit cards, on the unpaid balance), monthly-add-on (flat,
 * on the original amount, a month), annual-add-on (flat, on the original amount, a year), annual
 * (nominal a year on the declining balance), annual-effective (effective a year).
 */
export const RATE_BASES = ['monthly', 'monthly-add-on', 'annual-add-on', 'annual', 'annual-effective'] as const
export type RateBasis = (typeof RATE_BASES)[number]

/** Period a premium pays for. */
export const PREMIUM_PERIODS = ['year', 'month', 'trip'] as const
export type PremiumPeriod = (typeof PREMIUM_PERIODS)[number]

export const CARD_NETWORKS = ['visa', 'mastercard', 'jcb', 'amex', 'unionpay'] as const

/** How the apply button works: the portal's wizard, the partner's white-label wizard, or the Contact-Me modal. */
export const APPLY_TYPES = ['wizard', 'partner-wizard', 'contact'] as const
export type ApplyType = (typeof APPLY_TYPES)[number]

/** Banner attribute values of Contact-Me openers that are product types; partner codes of the portal config are allowed too (docs/requirements/pages-and-portals.md#modal-openers). */
export const PRODUCT_BANNER_KEYS = [
  'credit-card',
  'personal-loan',
  'house-loan',
  'car-loan',
  'business-loan',
  'car-insurance',
  'travel-insurance',
  'health-insurance',
  'accident-insurance',
  'deposit',
  'ofw',
  'grab-uber',
  'second-hand-cars',
  'claims',
  'renew-policy',
] as const

/** Filter values a card may carry; each has a label under products.tag.{tag} in the message files. */
export const PRODUCT_TAGS = [
  // cards
  'no-annual-fee',
  'cashback',
  'rewards',
  'miles',
  'travel',
  'shopping',
  'dining',
  'fuel',
  'groceries',
  'first-card',
  'premium',
  'installments',
  // loans
  'fast-approval',
  'low-rate',
  'no-collateral',
  'ofw',
  'self-employed',
  'long-tenor',
  'fixed-rate',
  'low-down-payment',
  'brand-new',
  'second-hand',
  'refinancing',
  'government',
  'kur',
  'working-capital',
  'p2p-lending',
  // insurance
  'comprehensive',
  'third-party',
  'total-loss-only',
  'acts-of-nature',
  'roadside-assistance',
  'worldwide',
  'asia',
  'schengen',
  'domestic',
  'family',
  'senior',
  'cashless',
  'no-medical-exam',
  'outpatient',
  // deposits
  'high-rate',
  'digital-bank',
  'low-minimum',
  'deposit-insured',
  'monthly-interest',
  // any vertical
  'shariah',
  'online-application',
] as const
export type ProductTag = (typeof PRODUCT_TAGS)[number]

const SLUG = 'a slug of lowercase letters, digits and single hyphens, e.g. "bpi-amore-cashback"'
const CODE = 'a partner code of lowercase letters, digits and hyphens, e.g. "aub"'
const MONEY = 'an amount ≥ 0'
const RATE = 'a percentage from 0 to 100'
const TENOR = 'a whole number of months from 1 to 600'
const LOGO_URL = 'an https address of an image, e.g. "https://images.example.com/logos/bpi.svg"'
const COLOUR = 'a colour written #RRGGBB, e.g. "#0060AF"'
const MONEY_FEE = "an amount ≥ 0 in the portal's currency"
const RATE_FEE = 'a percentage from 0 to 100'

const TenorRangeSchema = v.pipe(
  v.strictObject({ min: wholeNumber(1, 600, TENOR), max: wholeNumber(1, 600, TENOR) }, 'an object { min, max } in months'),
  v.forward(
    v.partialCheck([['min'], ['max']], (range) => range.min <= range.max, 'a maximum not below the minimum'),
    ['max'],
  ),
)

// Every card starts with these fields, then its contract type and figures, then the tail below;
// valibot writes its output in this order, so pulled and generated files list fields alike.
const headEntries = {
  /** The companyproductId: unique within the portal. */
  id: wholeNumber(1, 999_999_999, 'a whole number from 1 to 999999999'),
  slug: v.pipe(v.string(SLUG), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SLUG), v.maxLength(80, SLUG)),
  provider: nonBlank('a non-empty provider name of at most 80 characters', 80),
  /** Partner code of the portal config, when the partner flows apply to this product. */
  providerCode: v.optional(v.pipe(v.string(CODE), v.regex(/^[a-z0-9-]+$/, CODE))),
  /** The provider's logo as the API serves it: an https address on one of the portal's imageHosts (docs/data.md, "Provider marks"). */
  logoUrl: v.optional(v.pipe(v.string(LOGO_URL), v.maxLength(500, LOGO_URL), v.regex(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(:\d+)?\/\S*$/i, LOGO_URL))),
  name: nonBlank('a non-empty product name of at most 120 characters', 120),
  verticalId: wholeNumber(1, 11, 'a vertical id from 1 to 11 (docs/requirements/catalogue.md#verticals)'),
}

const tailEntries = {
  perks: v.pipe(
    v.array(nonBlank('a non-empty perk of at most 160 characters', 160), 'a list of 1 to 6 perks'),
    v.minLength(1, 'a list of 1 to 6 perks'),
    v.maxLength(6, 'a list of 1 to 6 perks'),
  ),
  tags: v.pipe(
    v.array(v.picklist(PRODUCT_TAGS, `one of the tags: ${PRODUCT_TAGS.join(', ')}`), 'a list of tags'),
    v.check((tags) => new Set(tags).size === tags.length, 'a list of tags without repeats'),
  ),
  /** What the card is best for, in the portal's language: "cashback" shows as "Best for cashback". */
  bestFor: v.optional(nonBlank('a short text of at most 40 characters, e.g. "cashback"', 40)),
  /** Editorial rating, 0 to 5 stars with one decimal. */
  rating: v.pipe(
    v.number('a rating from 0 to 5 with at most one decimal'),
    v.minValue(0, 'a rating from 0 to 5 with at most one decimal'),
    v.maxValue(5, 'a rating from 0 to 5 with at most one decimal'),
    v.check((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-9, 'a rating from 0 to 5 with at most one decimal'),
  ),
  /** Percent value drawn by the pie ranking badge. */
  rankPercent: wholeNumber(0, 100, 'a whole percentage from 0 to 100'),
  featured: v.boolean('true or false'),
  /** Banner attribute of the card's Contact-Me opener. */
  /** An insurer's product whose partner completion opens the insurer's referral link in a new tab (docs/data.md, referralInNewTab). */
  referralInNewTab: v.optional(v.boolean('true or false')),
  bannerKey: v.pipe(v.string(CODE), v.regex(/^[a-z0-9-]+$/, 'a banner key of lowercase letters, digits and hyphens')),
  applyType: v.picklist(APPLY_TYPES, `one of: ${APPLY_TYPES.join(', ')}`),
  description: nonBlank('a non-empty description of at most 400 characters', 400),
}

/** Who a product is for, as its provider publishes it (docs/data.md, "Figures by contract type"; docs/requirements/eligibility.md). */
export const EMPLOYMENT_KINDS = ['employed', 'self-employed', 'business-owner', 'ofw'] as const
export type EmploymentKind = (typeof EMPLOYMENT_KINDS)[number]
const APPLICANT_AGE = 'a whole number of years from 18 to 99'
const EMPLOYMENT_KIND_LIST = `a list of at least one of ${EMPLOYMENT_KINDS.join(', ')}, none repeated`
/** The applicant's age range and kinds of work, optional, right after minIncomeMonthly. */
const applicantEntries = {
  minAge: v.optional(wholeNumber(18, 99, APPLICANT_AGE)),
  maxAge: v.optional(wholeNumber(18, 99, APPLICANT_AGE)),
  employmentTypes: v.optional(
    v.pipe(
      listOf(v.picklist(EMPLOYMENT_KINDS, EMPLOYMENT_KIND_LIST), EMPLOYMENT_KIND_LIST),
      v.check((kinds) => new Set(kinds).size === kinds.length, EMPLOYMENT_KIND_LIST),
    ),
  ),
}

// What a product page needs to decide (decision 064), last in every card: its fees and charges, the
// documents an application asks for, and its pros and cons, all in the portal's language.
const FEE = 'a fee { label, amount or percent, basis?, note? } with either an amount ≥ 0 or a percentage from 0 to 100'
const FEES = 'a list of 1 to 10 fees'
const DOCUMENTS = 'a list of 1 to 8 documents'
const PROS = 'a list of 1 to 4 pros'
const CONS = 'a list of 1 to 4 cons'

/** One fee or charge: an amount in the portal's currency or a percentage, for a basis ("per year", "of the amount"). */
export const FeeSchema = v.pipe(
  v.strictObject(
    {
      /** What is charged: "Annual fee", "Biaya provisi". */
      label: nonBlank('a non-empty fee name of at most 60 characters', 60),
      /** In the portal's currency; 0 when there is none. */
      amount: v.optional(amount(MONEY_FEE)),
      percent: v.optional(percent(RATE_FEE)),
      /** What the figure is for: "per year", "a month", "of the amount", "per withdrawal". */
      basis: v.optional(nonBlank('a short basis of at most 40 characters, e.g. "per year"', 40)),
      /** A condition: "waived in the first year". */
      note: v.optional(nonBlank('a short note of at most 120 characters', 120)),
    },
    FEE,
  ),
  v.check((fee) => (fee.amount === undefined) !== (fee.percent === undefined), FEE),
)
export type Fee = v.InferOutput<typeof FeeSchema>

function textList(itemExpected: string, maxLength: number, max: number, expected: string) {
  return v.pipe(v.array(nonBlank(itemExpected, maxLength), expected), v.minLength(1, expected), v.maxLength(max, expected))
}

const decisionEntries = {
  fees: v.pipe(v.array(FeeSchema, FEES), v.minLength(1, FEES), v.maxLength(10, FEES)),
  documents: textList('a non-empty document of at most 120 characters', 120, 8, DOCUMENTS),
  pros: textList('a non-empty pro of at most 120 characters', 120, 4, PROS),
  cons: textList('a non-empty con of at most 120 characters', 120, 4, CONS),
}

const rateEntries = {
  interestRatePct: percent(RATE),
  interestRateBasis: v.picklist(RATE_BASES, `one of: ${RATE_BASES.join(', ')}`),
}

export const CreditCardProductSchema = v.pipe(
  v.strictObject({
    ...headEntries,
    contractType: v.literal('credit-card'),
    ...rateEntries,
    /** Yearly fee in the portal's currency; 0 when there is none. */
    annualFee: amount(MONEY),
    minIncomeMonthly: amount(MONEY),
    ...applicantEntries,
    cardNetwork: v.picklist(CARD_NETWORKS, `one of: ${CARD_NETWORKS.join(', ')}`),
    /** Colour of the drawn card face; the provider's colour when absent. */
    cardColour: v.optional(v.pipe(v.string(COLOUR), v.regex(/^#[0-9A-Fa-f]{6}$/, COLOUR))),
    ...tailEntries,
    ...decisionEntries,
  }),
  v.forward(
    v.partialCheck([['minAge'], ['maxAge']], (p) => p.minAge === undefined || p.maxAge === undefined || p.minAge <= p.maxAge, 'an age not below minAge'),
    ['maxAge'],
  ),
)

export const LoanProductSchema = v.pipe(
  v.strictObject({
    ...headEntries,
    contractType: v.literal('loan'),
    ...rateEntries,
    loanMin: amount(MONEY),
    loanMax: amount(MONEY),
    tenorMonths: TenorRangeSchema,
    minIncomeMonthly: amount(MONEY),
    ...applicantEntries,
    processingFeePct: v.optional(percent(RATE)),
    /** Smallest down payment, percent of the price (house and car loans). */
    downPaymentPct: v.optional(percent(RATE)),
    ...tailEntries,
    ...decisionEntries,
  }),
  v.forward(
    v.partialCheck([['loanMin'], ['loanMax']], (loan) => loan.loanMin <= loan.loanMax, 'an amount not below loanMin'),
    ['loanMax'],
  ),
  v.forward(
    v.partialCheck([['minAge'], ['maxAge']], (p) => p.minAge === undefined || p.maxAge === undefined || p.minAge <= p.maxAge, 'an age not below minAge'),
    ['maxAge'],
  ),
)

const AGE = 'an age from 0 to 120'
export const InsuranceProductSchema = v.pipe(
  v.strictObject({
    ...headEntries,
    contractType: v.literal('insurance'),
    /** Premium from, in the portal's currency, for one premiumPeriod. */
    premium: amount(MONEY),
    premiumPeriod: v.picklist(PREMIUM_PERIODS, `one of: ${PREMIUM_PERIODS.join(', ')}`),
    /** Largest sum insured (benefit limit), in the portal's currency. */
    coverage: amount(MONEY),
    minAge: v.optional(wholeNumber(0, 120, AGE)),
    maxAge: v.optional(wholeNumber(0, 120, AGE)),
    ...tailEntries,
    ...decisionEntries,
  }),
  v.forward(
    v.partialCheck([['minAge'], ['maxAge']], (p) => p.minAge === undefined || p.maxAge === undefined || p.minAge <= p.maxAge, 'an age not below minAge'),
    ['maxAge'],
  ),
)

export const DepositProductSchema = v.strictObject({
  ...headEntries,
  contractType: v.literal('deposit'),
  /** Gross interest, percent a year. */
  depositRatePct: percent(RATE),
  minDeposit: amount(MONEY),
  tenorMonths: TenorRangeSchema,
  ...tailEntries,
  ...decisionEntries,
})

export const ProductCardSchema = v.variant(
  'contractType',
  [CreditCardProductSchema, LoanProductSchema, InsuranceProductSchema, DepositProductSchema],
  `one of the contract types: ${CONTRACT_TYPES.join(', ')}`,
)
export type ProductCard = v.InferOutput<typeof ProductCardSchema>

/** data/products/{portal}/{verticalKey}.json */
export const ProductsFileSchema = v.array(ProductCardSchema, 'a list of product cards')

/** Answer of GET /api/products?portal=ECM|CKJ: every card of the portal. */
export const ProductsResponseSchema = v.strictObject({ products: ProductsFileSchema }, 'an object { products: [...] }')

/** Contract type each vertical id of docs/requirements/catalogue.md#verticals must use; 11 (other) is left free. */
export const CONTRACT_TYPE_OF_VERTICAL: Readonly<Partial<Record<number, ContractType>>> = {
  1: 'loan',
  2: 'credit-card',
  3: 'deposit',
  4: 'insurance',
  5: 'insurance',
  6: 'loan',
  7: 'loan',
  8: 'insurance',
  9: 'insurance',
  10: 'loan',
}
