import { amortisedLoan } from './loans'

/** The country whose financing terms this module computes (ISO 3166 code): only a portal of that country offers the business calculator (docs/data.md). */
export const SME_FINANCING_COUNTRY = 'ID'

/** Yearly rate of CKJ small-business financing, percent a year (docs/requirements/calculators.md#small-business-financing). */
export const SME_ANNUAL_RATE_PCT = 14
/** Share of the asset value or of the working-capital need that can be financed (docs/requirements/calculators.md#small-business-financing: 70%). */
export const SME_ADVANCE_RATE = 0.7
/** The instalment may take at most the monthly surplus divided by this (docs/requirements/calculators.md#personal-loan). */
export const SME_AFFORDABILITY_DIVISOR = 1.5

const MONTHLY_RATE = SME_ANNUAL_RATE_PCT / 100 / 12

function checkAmounts(values: Record<string, number>): void {
  for (const [name, value] of Object.entries(values)) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite amount of at least 0, got ${value}`)
  }
}

/** The instalment a business can afford, rupiah a month: (profit - costs) / 1.5, at least 0. */
function affordableInstalment(monthlyProfit: number, monthlyCosts: number): number {
  return Math.max(0, (monthlyProfit - monthlyCosts) / SME_AFFORDABILITY_DIVISOR)
}

export interface AssetBasedInput {
  /** Value of the asset offered as collateral, rupiah. */
  assetValue: number
  /** Monthly profit and monthly costs (other instalments, owner's drawings), rupiah a month. */
  monthlyProfit: number
  monthlyCosts: number
  /** Tenor, whole months. */
  months: number
}

export interface AssetBasedFinancing {
  /** 70% of the asset value, rupiah. */
  limitByAsset: number
  /** The loan whose instalment at 14% a year over the tenor equals the affordable instalment, rupiah. */
  limitByRepayment: number
  /** min of the two limits, at least 0, rupiah. */
  financing: number
  /** Instalment on the financing at 14% a year, rupiah a month. */
  instalment: number
}

/** Asset-based financing (CKJ): min(70% of the asset, the affordable amortised loan), rupiah. */
export function assetBasedFinancing(input: AssetBasedInput): AssetBasedFinancing {
  const { assetValue, monthlyProfit, monthlyCosts, months } = input
  checkAmounts({ assetValue, monthlyProfit, monthlyCosts })
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`months must be a whole number of at least 1, got ${months}`)
  const limitByAsset = SME_ADVANCE_RATE * assetValue
  // Present value of `months` instalments at the monthly rate: the inverse of the annuity formula.
  const limitByRepayment = (affordableInstalment(monthlyProfit, monthlyCosts) * (1 - (1 + MONTHLY_RATE) ** -months)) / MONTHLY_RATE
  const financing = Math.max(0, Math.min(limitByAsset, limitByRepayment))
  return { limitByAsset, limitByRepayment, financing, instalment: amortisedLoan(financing, SME_ANNUAL_RATE_PCT, months).instalment }
}

export interface WorkingCapitalInput {
  /** Monthly sales, profit and costs, rupiah a month. */
  monthlySales: number
  monthlyProfit: number
  monthlyCosts: number
  /** Days customers take to pay, stock is held, and suppliers are paid in. */
  customerDays: number
  inventoryDays: number
  supplierDays: number
}

export interface WorkingCapitalFinancing {
  /** Receivables + inventory - payables - costs, at least 0, rupiah. */
  need: number
  /** 70% of the need, rupiah. */
  limitByNeed: number
  /** The credit line whose monthly interest at 14% a year equals the affordable instalment, rupiah. */
  limitByRepayment: number
  /** min of the two limits, at least 0, rupiah. */
  financing: number
  /** Interest on the financing at 14% a year, rupiah a month. */
  monthlyInterest: number
}

/** Working-capital financing (CKJ): min(70% of the working-capital need, affordable instalment / monthly rate), rupiah. */
export function workingCapitalFinancing(input: WorkingCapitalInput): WorkingCapitalFinancing {
  const { monthlySales, monthlyProfit, monthlyCosts, customerDays, inventoryDays, supplierDays } = input
  checkAmounts({ monthlySales, monthlyProfit, monthlyCosts, customerDays, inventoryDays, supplierDays })
  const costOfSales = monthlySales - monthlyProfit
  const receivables = (monthlySales * customerDays) / 30
  const inventory = (costOfSales * inventoryDays) / 30
  const payables = (costOfSales * supplierDays) / 30
  const need = Math.max(0, receivables + inventory - payables - monthlyCosts)
  const limitByNeed = SME_ADVANCE_RATE * need
  const limitByRepayment = affordableInstalment(monthlyProfit, monthlyCosts) / MONTHLY_RATE
  const financing = Math.max(0, Math.min(limitByNeed, limitByRepayment))
  return { need, limitByNeed, limitByRepayment, financing, monthlyInterest: financing * MONTHLY_RATE }
}
