/**
 * Every name the site stores in the browser, in one place (SPEC.md §3 "Other stored items", §7).
 */
export const STORAGE_KEYS = {
  /** Cookie: the campaign model as JSON (SPEC.md §3). */
  utmCookie: 'UTM',
  /** Cookie: the referral code. */
  refCodeCookie: 'refCode',
  /** Local storage: the client IP string (ECM, SPEC.md §7 call 11). */
  ipAddress: 'IPAddress',
  /** Local storage: when the lookup cache was started, in ms since the epoch. */
  cacheStampedAt: 'lookup:stamp',
  /** Local storage prefix of cached lookups: lookup:{portal}:{key}. */
  lookupPrefix: 'lookup:',
  /** Local storage prefix of the "already subscribed on arrival" marks: newsletter-arrival:{list}:{email}. */
  newsletterArrivalPrefix: 'newsletter-arrival:',
} as const
