/**
 * Every name the site stores in the browser, in one place (docs/requirements/wire-contract.md#cookies).
 */
export const STORAGE_KEYS = {
  /** Cookie: the campaign model as JSON (docs/requirements/wire-contract.md#utm-cookie). */
  utmCookie: 'UTM',
  /** Cookie: the referral code. */
  refCodeCookie: 'refCode',
  /** Local storage: the client IP string (ECM, docs/requirements/wire-contract.md#client-ip). */
  ipAddress: 'IPAddress',
  /** Local storage: when the lookup cache was started, in ms since the epoch. */
  cacheStampedAt: 'lookup:stamp',
  /** Local storage prefix of cached lookups: lookup:{portal}:{key}. */
  lookupPrefix: 'lookup:',
  /** Local storage prefix of the "already subscribed on arrival" marks: newsletter-arrival:{list}:{email}. */
  newsletterArrivalPrefix: 'newsletter-arrival:',
  /** Session storage prefix of the last loan calculation: calculator-loan:{portal}, its kind, amount and months (the wizard starts from them). */
  loanCalculationPrefix: 'calculator-loan:',
  /** Session storage prefix of the visitor's profile of a list: visitor-profile:{portal}, their monthly income, age and work (decision 060; sent nowhere). */
  visitorProfilePrefix: 'visitor-profile:',
} as const
