import * as v from 'valibot'

/** The two portals: ECM (Philippines, English, pesos) and CKJ (Indonesia, Indonesian, rupiah). */
export type PortalCode = 'ECM' | 'CKJ'

export const PORTAL_CODES: readonly PortalCode[] = ['ECM', 'CKJ']

/** Vertical ids of SPEC.md §3. */
export const VERTICAL_IDS = {
  personalLoan: 1,
  creditCard: 2,
  deposits: 3,
  motorInsurance: 4,
  travelInsurance: 5,
  houseLoan: 6,
  vehicleLoan: 7,
  health: 8,
  accident: 9,
  smeBusiness: 10,
  smeInvestment: 11,
} as const

const PathSchema = v.pipe(v.string(), v.regex(/^\/[a-z0-9\-/]*$/i, 'a path starting with /'))
const HostSchema = v.pipe(v.string(), v.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'a host name such as www.example.com'))
const OriginSchema = v.pipe(v.string(), v.url('an absolute URL'), v.regex(/^https?:\/\/[^/]+$/, 'an origin without a path'))

export const VerticalSchema = v.object({
  /** Vertical id of SPEC.md §3. */
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(11)),
  /** Newsletter vertical code (CC, CLO, HLO, ...). */
  code: v.picklist(['CC', 'CLO', 'HLO', 'VLO', 'MOT', 'TRV', 'PROP', 'PA', 'EEI', 'DEP', 'SMEB', 'SMEI', 'MAIN']),
  /** Key used for product data files and message keys (credit-cards, personal-loans, ...). */
  key: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  /** URL of the list page on this portal. */
  path: PathSchema,
})
export type Vertical = v.InferOutput<typeof VerticalSchema>

export const PartnerSchema = v.object({
  /** Partner code used in banner attributes and consent texts. */
  code: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  name: v.pipe(v.string(), v.minLength(2)),
  kind: v.picklist(['bank', 'insurer']),
  /** Live host of the partner's white-label wizard, and its QA twin. */
  wizardHost: v.optional(HostSchema),
  wizardQaHost: v.optional(HostSchema),
  /** The partner's affiliate code, sent as the lead's AffiliateGuid from its modal (../shared/LIVE-CONTRACT.md). */
  affiliateGuid: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'an affiliate code of letters, digits, _ and -'))),
  /** Campaign links used by partner completions (SPEC.md §4). */
  links: v.optional(v.record(v.string(), v.pipe(v.string(), v.url()))),
})
export type Partner = v.InferOutput<typeof PartnerSchema>

export const PortalConfigSchema = v.object({
  code: v.picklist(['ECM', 'CKJ']),
  brand: v.pipe(v.string(), v.minLength(2)),
  /** Public origin of the portal (canonical URLs, sitemap). */
  siteOrigin: OriginSchema,
  /** BCP 47 locale of texts and number formats. */
  locale: v.picklist(['en-PH', 'id-ID']),
  /** Value of <html lang>. */
  htmlLang: v.picklist(['en-PH', 'id']),
  currency: v.picklist(['PHP', 'IDR']),
  /** Decimals shown for money: 2 (centavos) on ECM, 0 (whole rupiah) on CKJ. */
  currencyDecimals: v.picklist([0, 2]),
  thousandsSeparator: v.picklist([',', '.']),
  decimalSeparator: v.picklist(['.', ',']),
  timeZone: v.picklist(['Asia/Manila', 'Asia/Jakarta']),
  /** Pattern of displayed dates: MM/dd/yyyy or dd/MM/yyyy. */
  dateFormat: v.picklist(['MM/dd/yyyy', 'dd/MM/yyyy']),
  titles: v.object({
    male: v.array(v.string()),
    female: v.array(v.string()),
  }),
  /**
   * The values the live lead API expects for this portal (../shared/LIVE-CONTRACT.md): what goes over
   * the wire, which the UI may word differently. `{months}` stands for a number of months.
   */
  wire: v.object({
    /** Title sent for a man and for a woman (one value each: "Ms./Mrs.", "Nona/Nyonya"). */
    titles: v.object({ male: v.pipe(v.string(), v.minLength(1)), female: v.pipe(v.string(), v.minLength(1)) }),
    /** Remarks income: "band" sends the SPEC.md §9 band value and label, "amount" the typed amount. */
    income: v.picklist(['band', 'amount']),
    /** Remarks Tenure for a tenor in months. */
    tenure: v.pipe(v.string(), v.includes('{months}')),
    /** Remarks CreditCardHolder for Yes and No. */
    cardHolder: v.object({ yes: v.string(), no: v.string() }),
    /** Remarks CreditCardHolderTenure: held for the vertical's threshold or longer, or less. */
    cardHolderTenure: v.object({ atLeast: v.pipe(v.string(), v.includes('{months}')), less: v.pipe(v.string(), v.includes('{months}')) }),
    /** Remarks NPWPOwnership for Yes and No. */
    npwpOwnership: v.object({ yes: v.string(), no: v.string() }),
    /** Remarks TimeAvailable: the legacy value of each call window id (domain/leads/callWindows.ts). */
    timeAvailable: v.record(v.pipe(v.string(), v.regex(/^[a-z-]+$/)), v.pipe(v.string(), v.minLength(1))),
  }),
  /** Order of the birthday/age dropdowns. */
  ageFieldOrder: v.tuple([v.picklist(['month', 'day', 'year']), v.picklist(['month', 'day', 'year']), v.picklist(['month', 'day', 'year'])]),
  paths: v.object({
    terms: PathSchema,
    privacy: PathSchema,
    thankYou: PathSchema,
    logout: PathSchema,
    login: PathSchema,
    profile: PathSchema,
    wizard: PathSchema,
    personalLoanCalculator: PathSchema,
    houseLoanCalculator: PathSchema,
    taxCalculator: v.optional(PathSchema),
    businessCalculator: v.optional(PathSchema),
    guides: PathSchema,
    compare: PathSchema,
    products: PathSchema,
  }),
  verticals: v.pipe(v.array(VerticalSchema), v.minLength(1)),
  /** Loan tenors offered, in months. */
  tenors: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1)),
  partners: v.array(PartnerSchema),
  /** Hosts that /externalredirect and the /extern/* redirects may send a visitor to. */
  redirectAllowList: v.array(HostSchema),
  newsletter: v.object({
    /** Path segment of POST /api/{service}/subscribe. */
    service: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/i)),
    /** Vertical code to list id (SPEC.md §7 call 10). */
    lists: v.record(v.string(), v.pipe(v.string(), v.minLength(1))),
  }),
  /** Whether the partner wizards use their live hosts rather than QA. */
  live: v.boolean(),
  /** Whether the browser fetches and stores the client IP (ECM only, SPEC.md §7 call 11). */
  storeClientIp: v.boolean(),
  analytics: v.object({
    /** Tag manager container id; empty disables loading it. */
    tagManagerId: v.string(),
    /** Whether analytics waits for the visitor's consent. */
    requiresConsent: v.boolean(),
  }),
  share: v.object({
    /** Access token for the share-count endpoint (SPEC.md §7 call 12); empty disables the call. */
    countAccessToken: v.string(),
  }),
})
export type PortalConfig = v.InferOutput<typeof PortalConfigSchema>
