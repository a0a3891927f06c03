import type { ApplyType, EmploymentKind, Fee, PremiumPeriod, ProductTag, RateBasis } from '../../domain/content/schemas'

// Hand-written rows of the sample product cards. scripts/sampleData/generateSampleProducts.ts adds what can be
// derived (id, slug, vertical, partner code, banner key, apply type, rank and featured flag).

interface SampleBase {
  provider: string
  name: string
  /** Editorial rating, 0 to 5 with one decimal. */
  rating: number
  tags: ProductTag[]
  perks: string[]
  description: string
  bannerKey?: string
  applyType?: ApplyType
  /** An insurer's product whose form, once sent, opens the insurer's referral link in a new tab. */
  referralInNewTab?: boolean
  /** The row's own fees, documents, pros and cons; without them scripts/sampleData/decisionSamples.ts derives them from the figures. */
  fees?: Fee[]
  documents?: string[]
  pros?: string[]
  cons?: string[]
}

export interface CardSample extends SampleBase {
  network: 'visa' | 'mastercard' | 'jcb' | 'amex' | 'unionpay'
  annualFee: number
  /** Percent a month on the unpaid balance. */
  rate: number
  minIncome: number
  /** Youngest and oldest applicant, in whole years (minAge, maxAge). */
  ages: [number, number]
  /** The kinds of work the provider accepts (employmentTypes). */
  employment: EmploymentKind[]
}

export interface LoanSample extends SampleBase {
  rate: number
  basis: RateBasis
  min: number
  max: number
  /** Shortest and longest term, in months. */
  tenor: [number, number]
  minIncome: number
  /** Youngest and oldest applicant, in whole years (minAge, maxAge). */
  ages: [number, number]
  /** The kinds of work the provider accepts (employmentTypes). */
  employment: EmploymentKind[]
  processingFeePct?: number
  downPaymentPct?: number
}

export interface InsuranceSample extends SampleBase {
  premium: number
  period: PremiumPeriod
  coverage: number
  ages?: [number, number]
}

export interface DepositSample extends SampleBase {
  /** Percent a year. */
  rate: number
  minDeposit: number
  tenor: [number, number]
}

/** Sample rows of one portal, by vertical key. */
export interface PortalSamples {
  cards: Record<string, CardSample[]>
  loans: Record<string, LoanSample[]>
  insurance: Record<string, InsuranceSample[]>
  deposits: Record<string, DepositSample[]>
}
