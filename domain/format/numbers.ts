import type { PortalConfig } from '../portal'

/** The fields of a portal's config that its numbers are written with. */
export type NumberPortal = Pick<PortalConfig, 'locale' | 'thousandsSeparator' | 'decimalSeparator'>

/** Returns the locale and separators a portal writes numbers with. */
export function numberConventions(portal: NumberPortal): { locale: string; group: string; decimal: string } {
  return { locale: portal.locale, group: portal.thousandsSeparator, decimal: portal.decimalSeparator }
}

/** Removes everything but the ASCII digits 0-9 (what an amount field submits). */
export function stripSeparators(input: string): string {
  return input.replace(/\D/g, '')
}

// The last '.' or ',' of a typed amount with at most two digits after it, at the end.
const DECIMAL_TAIL = /([.,])(\d{0,2})\s*$/

/**
 * Whether a typed amount has a decimal part: a '.' or ',' followed by one or two digits at the end,
 * whichever portal ('15,000.50' pasted from an English page on CKJ too: no group separator is ever
 * followed by fewer than three digits), or the portal's own decimal mark ending the text while the
 * visitor types ('15000.' on ECM). Three digits after a mark are a group ('15.000' typed on ECM is
 * fifteen thousand), as they always were.
 */
export function hasDecimalPart(input: string, portal: NumberPortal): boolean {
  const tail = DECIMAL_TAIL.exec(input)
  if (!tail || !/\d/.test(input.slice(0, tail.index))) return false
  return (tail[2] ?? '').length > 0 || tail[1] === numberConventions(portal).decimal
}

/**
 * Regroups a typed amount as formatThousands does, but keeps a decimal part (hasDecimalPart), written
 * with the portal's decimal mark, after the regrouped whole amount: pasting '15,000.50' shows
 * '15,000.50' on ECM and '15.000,50' on CKJ (which the form then refuses with a message: amounts are
 * whole pesos or rupiah), never 1,500,050.
 */
export function regroupAmount(input: string, portal: NumberPortal): string {
  const tail = DECIMAL_TAIL.exec(input)
  if (!tail || !hasDecimalPart(input, portal)) return formatThousands(input, portal)
  return `${formatThousands(input.slice(0, tail.index), portal) || '0'}${numberConventions(portal).decimal}${tail[2] ?? ''}`
}

/**
 * Reformats a typed amount: keeps the digits, drops leading zeros (so '007' shows as the 7 that
 * will be submitted; all zeros stay a single '0'), then groups by three with the portal's
 * separator. An input without digits gives ''.
 */
export function formatThousands(input: string, portal: NumberPortal): string {
  const digits = stripSeparators(input)
  if (digits === '') return ''
  const significant = digits.replace(/^0+/, '') || '0'
  const { group } = numberConventions(portal)
  // Built from the left with the size of the first group known: linear on pasted long strings.
  const head = significant.length % 3 || 3
  let out = significant.slice(0, head)
  for (let i = head; i < significant.length; i += 3) out += group + significant.slice(i, i + 3)
  return out
}

const UNIT_SUFFIXES = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const

/**
 * Abbreviates a count (share counts): below 1000 as a whole number, then k, M, G, T, P, E with
 * one decimal rounded half-up and a trailing '.0' dropped; a value that rounds up to 1000 of a
 * unit moves to the next unit (999,999 is '1M', never '1000k'). NaN and infinities give '-'.
 */
export function abbreviateCount(n: number): string {
  if (!Number.isFinite(n)) return '-'
  const sign = n < 0 ? '-' : ''
  const magnitude = Math.abs(n)
  let unit = 0
  let value = Math.round(magnitude)
  while (value >= 1000 && unit < UNIT_SUFFIXES.length - 1) {
    unit += 1
    // Dividing by a power of ten / 10 keeps half values such as 1050 exact (10.5, not 10.4999).
    value = Math.round(magnitude / 10 ** (3 * unit - 1)) / 10
  }
  if (value === 0) return '0'
  return `${sign}${value}${UNIT_SUFFIXES[unit]}`
}

const formatters = new Map<string, Intl.NumberFormat>()

function cachedFormat(key: string, create: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formatters.get(key)
  if (!format) {
    format = create()
    formatters.set(key, format)
  }
  return format
}

/**
 * Formats an amount of money (pesos or rupiah) for display with the portal's currency and
 * decimals: ECM '₱1,234.57', CKJ 'Rp 1.234.568' (Intl puts a no-break space after 'Rp'). Halves
 * round away from zero (half-up for amounts); a negative amount that rounds to zero shows no sign.
 */
export function formatMoney(amount: number, config: Pick<PortalConfig, 'locale' | 'currency' | 'currencyDecimals'>): string {
  const { locale, currency, currencyDecimals } = config
  const format = cachedFormat(
    `money|${locale}|${currency}|${currencyDecimals}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: currencyDecimals,
        maximumFractionDigits: currencyDecimals,
        roundingMode: 'halfExpand',
        signDisplay: 'negative',
      }),
  )
  return format.format(amount)
}

/**
 * A product's figure in full (a product or compare page, and what a card's short figure reads as): a
 * whole amount without decimals ('₱20,000', never '₱20,000.00'), a sum with centavos with them
 * ('₱1,234.50'); every space a no-break space. Computed sums (instalments, totals, tax) keep
 * formatMoney's fixed decimals.
 */
export function formatFullMoney(amount: number, config: Pick<PortalConfig, 'locale' | 'currency' | 'currencyDecimals'>): string {
  return (Number.isInteger(amount) ? formatMoney(amount, { ...config, currencyDecimals: 0 }) : formatMoney(amount, config)).replace(/ /g, NBSP)
}

/**
 * An amount as a card shows it where room is short (decision 065): a whole amount without decimals
 * ('₱1,500', never '₱1,500.00'; a sum with centavos keeps them), and from a million on the platform's
 * compact form (Intl `notation: 'compact'`, two decimals at most): '₱1M', '₱2.5B', 'Rp 15 juta',
 * 'Rp 10 miliar'. CKJ writes the unit in full ('juta', 'miliar' from Intl's long compact names):
 * Intl's short 'M' is miliar in Indonesian and million in English, misread by half the readers of a
 * finance site. Every space is a no-break space: a figure never wraps inside itself.
 */
export function formatShortMoney(amount: number, config: Pick<PortalConfig, 'locale' | 'currency' | 'currencyDecimals'>): string {
  const { locale, currency } = config
  if (Math.abs(amount) < COMPACT_FROM) return formatFullMoney(amount, config)
  const options = { notation: 'compact', maximumFractionDigits: 2, roundingMode: 'halfExpand', signDisplay: 'negative' } as const
  const short = cachedFormat(
    `compact|${locale}|${currency}`,
    () => new Intl.NumberFormat(locale, { ...options, style: 'currency', currency, minimumFractionDigits: 0 }),
  )
  const parts = short.formatToParts(amount)
  if (!LONG_UNITS.has(locale))
    return parts
      .map((part) => part.value)
      .join('')
      .replace(/ /g, NBSP)
  const long = cachedFormat(`compact-long|${locale}`, () => new Intl.NumberFormat(locale, { ...options, compactDisplay: 'long' }))
  const unit = long.formatToParts(amount).find((part) => part.type === 'compact')?.value
  return parts
    .map((part) => (part.type === 'compact' && unit !== undefined ? unit : part.value))
    .join('')
    .replace(/ /g, NBSP)
}

/** Amounts from this size on take the compact form on a card. */
const COMPACT_FROM = 1_000_000
const NBSP = '\u00a0'
/** The locales whose compact unit is written in full (formatShortMoney). */
const LONG_UNITS = new Set(['id-ID'])

/** Formats a plain number (any unit) with the portal's separators and a fixed number of decimals. */
export function formatNumber(value: number, portal: Pick<PortalConfig, 'locale'>, fractionDigits = 0): string {
  const { locale } = portal
  const digits = Math.min(20, Math.max(0, Math.trunc(fractionDigits)))
  const format = cachedFormat(
    `number|${locale}|${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        roundingMode: 'halfExpand',
        signDisplay: 'negative',
      }),
  )
  return format.format(value)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Reads an amount typed in the portal's notation ('1,234.50' on ECM, '1.234,50' on CKJ) as a
 * number; spaces are ignored. Null when empty, negative, mistyped or badly grouped: '1.5' on CKJ
 * is not one and a half, since '.' groups thousands there.
 */
export function parseAmount(input: string, portal: NumberPortal): number | null {
  const { group, decimal } = numberConventions(portal)
  const compact = input.replace(/\s/g, '')
  const g = escapeRegExp(group)
  const d = escapeRegExp(decimal)
  const shape = new RegExp(`^(\\d+|\\d{1,3}(?:${g}\\d{3})+)(?:${d}(\\d+))?$`)
  const match = shape.exec(compact)
  if (!match) return null
  const whole = (match[1] ?? '').split(group).join('')
  const value = Number(match[2] === undefined ? whole : `${whole}.${match[2]}`)
  return Number.isFinite(value) ? value : null
}
