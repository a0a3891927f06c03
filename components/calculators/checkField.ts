import { hasDecimalPart, type NumberPortal } from '../../domain/format/numbers'
import { parseFieldText, type FieldKind } from './fieldText'

/** Why a field's text is not accepted (docs/requirements/catalogue.md#range-sliders: required, number, and a paired slider's min and max). */
export type FieldProblem = 'required' | 'number' | 'wholeAmount' | 'range'

export type FieldCheck = { ok: true; value: number } | { ok: false; problem: FieldProblem }

/** Checks a field's text: not blank, a number of its kind, and within [min, max]. */
export function checkField(text: string, kind: FieldKind, range: { min: number; max: number }, portal: NumberPortal): FieldCheck {
  if (text.trim() === '') return { ok: false, problem: 'required' }
  // Whole pesos or rupiah: centavos are refused with their own message, never read as more digits.
  if (kind === 'amount' && hasDecimalPart(text, portal)) return { ok: false, problem: 'wholeAmount' }
  const value = parseFieldText(text, kind, portal)
  // Amounts are whole pesos or rupiah: the field groups digits and has no decimals.
  if (value === null || (kind === 'amount' && !Number.isInteger(value))) return { ok: false, problem: 'number' }
  if (value < range.min || value > range.max) return { ok: false, problem: 'range' }
  return { ok: true, value }
}
