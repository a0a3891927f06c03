import { formatThousands, numberConventions, parseAmount, stripSeparators, type NumberPortal } from '../../domain/format/numbers'

/**
 * How a calculator field reads its text: an amount of money (whole pesos or rupiah, grouped as
 * the visitor types), a decimal (a rate in percent) or a whole number (days).
 */
export type FieldKind = 'amount' | 'decimal' | 'whole'

/** Reads a field's text as a number; null when it is not a number of that kind. */
export function parseFieldText(text: string, kind: FieldKind, portal: NumberPortal): number | null {
  const compact = text.replace(/\s/g, '')
  if (kind === 'amount') return parseAmount(compact, portal)
  if (kind === 'whole') return /^\d+$/.test(compact) ? Number(compact) : null
  // Rates: either mark as the decimal point (visitors on both portals type both), an optional %.
  const plain = compact.replace(/%$/, '').replace(',', '.')
  return /^(\d+(\.\d*)?|\.\d+)$/.test(plain) ? Number(plain) : null
}

/** The text a field shows for a number: grouped digits for amounts, the portal's decimal mark for rates. */
export function fieldTextFor(value: number, kind: FieldKind, portal: NumberPortal): string {
  if (kind === 'amount') return formatThousands(String(Math.round(value)), portal)
  if (kind === 'whole') return String(Math.round(value))
  // At most two decimals (the sliders' finest step), without trailing zeros.
  return String(Number(value.toFixed(2))).replace('.', numberConventions(portal).decimal)
}

/** The text a field shows for a value read from the address bar: normalised when it reads, as typed when not. */
export function fieldTextFromQuery(raw: string, kind: FieldKind, portal: NumberPortal): string {
  const value = parseQueryValue(raw, kind, portal)
  return value === null ? raw : fieldTextFor(value, kind, portal)
}

/** The value put in the address bar for a field: separators stripped (docs/requirements/forms-and-leads.md#number-formatting), '.' as the decimal point. */
export function queryValueFor(text: string, kind: FieldKind, portal: NumberPortal): string {
  if (kind === 'amount') return stripSeparators(text)
  const value = parseFieldText(text, kind, portal)
  return value === null ? text : String(value)
}

/**
 * Reads a value from the address bar. Links we write hold plain digits and '.' decimals; a form
 * sent without JavaScript holds what the field showed, with the portal's separators.
 */
function parseQueryValue(raw: string, kind: FieldKind, portal: NumberPortal): number | null {
  const trimmed = raw.trim()
  if (kind === 'amount') {
    if (/^\d+$/.test(trimmed)) return Number(trimmed)
    const value = parseAmount(trimmed, portal)
    return value !== null && Number.isInteger(value) ? value : null
  }
  if (kind === 'decimal' && /^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed)
  return parseFieldText(trimmed, kind, portal)
}

/**
 * Where the caret goes after an amount is regrouped: after the same number of significant digits
 * as before it (leading zeros are dropped by the formatting), so typing in the middle keeps its place.
 */
export function caretAfterRegroup(raw: string, caret: number, formatted: string): number {
  const digitsBefore = stripSeparators(raw.slice(0, caret)).length
  const allDigits = stripSeparators(raw)
  const dropped = allDigits.length - stripSeparators(formatted).length
  let wanted = Math.max(0, digitsBefore - Math.max(0, dropped))
  if (wanted === 0) return 0
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i] ?? '')) wanted -= 1
    if (wanted === 0) return i + 1
  }
  return formatted.length
}
