import * as v from 'valibot'

/**
 * A portal's code: two to eight capital letters ('ECM', 'CKJ', or any portal added as a file
 * data/portals/{folder}.json; the folder is the code in lower case). The registry of portals is
 * content/portals.ts; domain/ functions take a portal's config (or the part of it they need), never a code.
 */
export type PortalCode = string

/** The shape of a portal code, also checked by the database (server/db/migrations). */
export const PORTAL_CODE_PATTERN = /^[A-Z]{2,8}$/

/** Vertical ids of docs/requirements/catalogue.md#verticals. */
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

/**
 * The schema of a portal config (data/portals/{folder}.json), built in one function free of side effects:
 * a browser bundle that takes only VERTICAL_IDS, PORTAL_CODE_PATTERN or portalFolder from this module then
 * drops all of it. Built at the top level, rolldown keeps the valibot calls as soon as this module and valibot
 * land in different chunks (the forms' chunk and the islands' shared one), about 3 KB the browser does not use.
 */
/* @__NO_SIDE_EFFECTS__ */
function portalConfigSchema() {
  const PathSchema = v.pipe(v.string(), v.regex(/^\/[a-z0-9\-/]*$/i, 'a path starting with /'))
  const HostSchema = v.pipe(v.string(), v.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'a host name such as www.example.com'))
  const OriginSchema = v.pipe(v.string(), v.url('an absolute URL'), v.regex(/^https?:\/\/[^/]+$/, 'an origin without a path'))

  /** A provider's mark, drawn from data (docs/data.md, "Provider marks"): its initials on its colour. */
  const ProviderMarkSchema = v.object({
    /** The provider exactly as the product cards name it. */
    name: v.pipe(v.string('the provider as the cards name it'), v.minLength(1, 'the provider as the cards name it')),
    initials: v.pipe(v.string(), v.regex(/^[A-Za-z0-9&]{1,4}$/, 'initials of 1 to 4 letters or digits, e.g. "BPI"')),
    colour: v.pipe(v.string(), v.regex(/^#[0-9A-Fa-f]{6}$/, 'a colour written #RRGGBB, e.g. "#0060AF"')),
  })

  const VerticalSchema = v.object({
    /** Vertical id of docs/requirements/catalogue.md#verticals. */
    id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(11)),
    /** Newsletter vertical code (CC, CLO, HLO, ...). */
    code: v.picklist(['CC', 'CLO', 'HLO', 'VLO', 'MOT', 'TRV', 'PROP', 'PA', 'EEI', 'DEP', 'SMEB', 'SMEI', 'MAIN']),
    /** Key used for product data files and message keys (credit-cards, personal-loans, ...). */
    key: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
    /** URL of the list page on this portal. */
    path: PathSchema,
  })

  const PartnerSchema = v.object({
    /** Partner code used in banner attributes and consent texts. */
    code: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
    name: v.pipe(v.string(), v.minLength(2)),
    kind: v.picklist(['bank', 'insurer']),
    /** Live host of the partner's white-label wizard, and its QA twin. */
    wizardHost: v.optional(HostSchema),
    wizardQaHost: v.optional(HostSchema),
    /** The partner's affiliate code, sent as the lead's AffiliateGuid from its modal (docs/requirements/wire-contract.md#lead-fields). */
    affiliateGuid: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'an affiliate code of letters, digits, _ and -'))),
    /** Campaign links used by partner completions (docs/requirements/forms-and-leads.md#partner-completions). */
    links: v.optional(v.record(v.string(), v.pipe(v.string(), v.url()))),
  })

  /** A slot of wall-clock call-back hours, [startHour, endHour), today or tomorrow (domain/leads/callWindows.ts). */
  const CallSlotSchema = v.object({
    id: v.pipe(v.string(), v.regex(/^[a-z-]+$/)),
    dayOffset: v.picklist([0, 1]),
    startHour: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(23)),
    endHour: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24)),
    /** Hours of today's wall clock during which the slot is offered, [from, to). */
    offeredFrom: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24)),
    offeredTo: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24)),
  })

  /** A slider's range and step, with the value a visitor starts from (components/calculators/limits.ts). */
  const SliderRangeSchema = v.object({ min: v.number(), max: v.number(), step: v.pipe(v.number(), v.minValue(0)), initial: v.number() })
  /** The loan terms a calculator offers, in months, and the one it starts from (docs/data.md). */
  const TenorChoiceSchema = v.pipe(
    v.object({
      options: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1)),
      initial: v.pipe(v.number(), v.integer()),
    }),
    v.check((tenors) => tenors.options.includes(tenors.initial), 'the initial tenor must be one of the options'),
  )
  const LoanLimitsSchema = v.object({ amount: SliderRangeSchema, rate: SliderRangeSchema, tenors: v.optional(TenorChoiceSchema) })

  return v.object({
    code: v.pipe(v.string(), v.regex(PORTAL_CODE_PATTERN, 'two to eight capital letters')),
    /** Order among the portals (npm start, the lead API's default portal is the first); lowest first. */
    order: v.optional(v.pipe(v.number(), v.integer()), 100),
    /** Loopback port of this portal under npm start and npm run dev (env {CODE}_PORT overrides it). */
    localPort: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65535))),
    brand: v.pipe(v.string(), v.minLength(2)),
    /** Public origin of the portal (canonical URLs, sitemap). */
    siteOrigin: OriginSchema,
    /** BCP 47 locale of texts and number formats. */
    locale: v.pipe(v.string(), v.regex(/^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$/, 'a BCP 47 locale such as en-PH')),
    /** Value of <html lang>. */
    htmlLang: v.pipe(v.string(), v.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'a language tag such as en-PH or id')),
    /** True while data/products holds the sample catalogue (scripts/sampleData/): product pages say their figures are sample values, not offers (decision 064). */
    sampleData: v.optional(v.boolean()),
    /** ISO 4217 code of the currency (PHP, IDR, ...). */
    currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code')),
    /** What amount fields show before the amount ('PHP', 'Rp'). */
    currencySymbol: v.pipe(v.string(), v.minLength(1)),
    /** Decimals shown for money: 2 (centavos) on ECM, 0 (whole rupiah) on CKJ. */
    currencyDecimals: v.picklist([0, 2]),
    thousandsSeparator: v.picklist([',', '.']),
    decimalSeparator: v.picklist(['.', ',']),
    timeZone: v.pipe(v.string(), v.check(isTimeZone, 'an IANA time zone such as Asia/Manila')),
    /** Pattern of displayed dates: MM/dd/yyyy or dd/MM/yyyy. */
    dateFormat: v.picklist(['MM/dd/yyyy', 'dd/MM/yyyy']),
    titles: v.object({
      male: v.array(v.string()),
      female: v.array(v.string()),
    }),
    /**
     * How the forms word the title, one choice per gender, when the visitor expects fewer words than
     * `titles` holds: CKJ asks "Bapak / Ibu" (docs/data.md). Each choice stands for the gender's first
     * title; the wire value stays `wire.titles`.
     */
    titleChoices: v.optional(v.object({ male: v.pipe(v.string(), v.minLength(1)), female: v.pipe(v.string(), v.minLength(1)) })),
    /**
     * The values the live lead API expects for this portal (docs/requirements/wire-contract.md): what goes over
     * the wire, which the UI may word differently. `{months}` stands for a number of months.
     */
    wire: v.object({
      /** Title sent for a man and for a woman (one value each: "Ms./Mrs.", "Nona/Nyonya"). */
      titles: v.object({ male: v.pipe(v.string(), v.minLength(1)), female: v.pipe(v.string(), v.minLength(1)) }),
      /** Remarks income: "band" sends the docs/requirements/forms-and-leads.md#income-bands band value and label, "amount" the typed amount. */
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
      /** The birthday form and the income form (pages/birthday-form, pages/income-form), where offered. */
      birthdayForm: v.optional(PathSchema),
      incomeForm: v.optional(PathSchema),
      guides: PathSchema,
      compare: PathSchema,
      products: PathSchema,
      /** The trust pages (decision 067): About, How we make money, How we rate; a portal with them has data/content/{folder}/trust.json. */
      about: v.optional(PathSchema),
      howWeMakeMoney: v.optional(PathSchema),
      howWeRate: v.optional(PathSchema),
    }),
    verticals: v.pipe(v.array(VerticalSchema), v.minLength(1)),
    /** Fewest product cards a vertical's file may hold (docs/data.md): a list shorter than this is refused. */
    minCardsPerVertical: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 15),
    /**
     * The country's mobile numbers, checked by every form and by the lead API (docs/forms.md "Mobile
     * numbers"): the country calling code, and read nationally (trunk prefix 0) the number's start and
     * its fewest and most digits.
     */
    mobile: v.object({
      countryCode: v.pipe(v.string(), v.regex(/^[1-9]\d{0,2}$/)),
      startsWith: v.pipe(v.string(), v.regex(/^0\d*$/)),
      minDigits: v.pipe(v.number(), v.integer(), v.minValue(4)),
      maxDigits: v.pipe(v.number(), v.integer(), v.maxValue(15)),
    }),
    /** The landing forms' amount rules this portal offers: their bounds are in one currency (domain/validation/landingRules.ts). */
    landingAmountRules: v.optional(v.array(v.picklist(['investment', 'loanamount'])), []),
    /** The call-back windows: 'now' first or not, then the slots in display order (docs/requirements/forms-and-leads.md#call-windows). */
    callWindows: v.object({ offersNow: v.boolean(), slots: v.pipe(v.array(CallSlotSchema), v.minLength(1)) }),
    /**
     * Least monthly income every lead form accepts, in the portal's currency: the call-back modal, the
     * landing forms, the wizard and the income form read it (the `income` rule, docs/forms.md).
     */
    minMonthlyIncome: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** The income form (pages/income-form), when paths.incomeForm is set. */
    incomeForm: v.optional(
      v.object({
        /** Whether the form asks for the country the visitor works in (overseas workers). */
        askCountryWorkIn: v.boolean(),
      }),
    ),
    /** The apply landing (pages/apply-partner): a partner's link that a visitor is sent to. */
    applyLanding: v.optional(
      v.object({ path: PathSchema, partner: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)), link: v.string(), verticalId: v.pipe(v.number(), v.integer()) }),
    ),
    /**
     * Who the portal's credit cards and loans are for beyond each card's own data (docs/requirements/eligibility.md):
     * the kinds of work its cards may name (a card's employmentTypes) and a regulator's least monthly
     * income for every credit card of the portal (Bank Indonesia's on CKJ; none on ECM).
     */
    eligibility: v.optional(
      v.strictObject({
        employmentTypes: v.pipe(v.array(v.picklist(['employed', 'self-employed', 'business-owner', 'ofw'])), v.minLength(1)),
        creditCardIncomeFloor: v.optional(
          v.strictObject({
            /** Least monthly income, in the portal's currency. */
            monthly: v.pipe(v.number(), v.minValue(0)),
            /** The regulator that sets it, named as the card's reason says it ("Bank Indonesia"). */
            authority: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
          }),
        ),
      }),
    ),
    /** Ranges of the calculators' sliders, in the portal's currency (components/calculators/limits.ts). */
    calculatorLimits: v.object({
      personal: LoanLimitsSchema,
      house: LoanLimitsSchema,
      business: v.optional(
        v.object({
          assetValue: SliderRangeSchema,
          monthlySales: SliderRangeSchema,
          monthlyProfit: SliderRangeSchema,
          monthlyCosts: SliderRangeSchema,
          days: SliderRangeSchema,
        }),
      ),
    }),
    /** Loan tenors offered, in months. */
    tenors: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1)),
    partners: v.array(PartnerSchema),
    /** Hosts that /externalredirect and the /extern/* redirects may send a visitor to. */
    redirectAllowList: v.array(HostSchema),
    newsletter: v.object({
      /** Path segment of POST /api/{service}/subscribe. */
      service: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/i)),
      /** Vertical code to list id (docs/requirements/wire-contract.md#newsletter-on-arrival). */
      lists: v.record(v.string(), v.pipe(v.string(), v.minLength(1))),
    }),
    /**
     * Refused: which partner hosts a site links (live or test) is a setting of the build, not of the
     * file (content/siteStage.ts): a plain `npm run build` is a production build.
     */
    live: v.optional(v.never(STAGE_NOT_IN_FILE)),
    /** Whether the browser fetches and stores the client IP (ECM only, docs/requirements/wire-contract.md#client-ip). */
    storeClientIp: v.boolean(),
    analytics: v.object({
      /** Tag manager container id; empty disables loading it. */
      tagManagerId: v.string(),
      /** Whether analytics waits for the visitor's consent. */
      requiresConsent: v.boolean(),
    }),
    /**
     * Refused: the share-count token is the lead API's (SHARE_COUNT_TOKEN). A portal file is built into
     * the pages and their scripts, so a token here would be public (docs/security.md "Share counts").
     */
    share: v.optional(
      v.never("no share block: the share-count token belongs in the lead API's environment (SHARE_COUNT_TOKEN, docs/security.md), never in a portal file"),
    ),
    /** Hosts a card's logoUrl may name; the Content-Security-Policy's img-src allows them (docs/security.md). */
    imageHosts: v.optional(v.array(HostSchema), []),
    /** Every provider's mark; a card whose provider has none is refused (docs/data.md, "Provider marks"). */
    providers: v.optional(
      v.pipe(
        v.array(ProviderMarkSchema),
        v.check((marks) => new Set(marks.map((mark) => mark.name)).size === marks.length, 'one mark per provider: a name listed twice'),
      ),
      [],
    ),
  })
}

/** Why a portal file may not say `live` (the build's stage decides it). */
export const STAGE_NOT_IN_FILE =
  "set by the build, not by the portal file: npm run build is a production build (the partners' live hosts), npm run build -- --staging a staging build (their test hosts)"

export const PortalConfigSchema = portalConfigSchema()
export type PortalConfig = Omit<v.InferOutput<typeof PortalConfigSchema>, 'live'> & {
  /** False only in a staging build (content/siteStage.ts): the partners' test hosts; absent or true, their live hosts. */
  live?: boolean
}
export type Vertical = PortalConfig['verticals'][number]
export type Partner = PortalConfig['partners'][number]
export type ProviderMark = PortalConfig['providers'][number]

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** A portal's folder under data/ (lookups/{folder}, products/{folder}, ...) and dist/: its code in lower case. */
export function portalFolder(portal: Pick<PortalConfig, 'code'>): string {
  return portal.code.toLowerCase()
}
