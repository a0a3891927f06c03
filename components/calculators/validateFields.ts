import type { NumberPortal } from '../../domain/format/numbers'
import type { Translate } from '../translator'
import { checkField } from './checkField'
import type { FieldKind } from './fieldText'

export interface NumberRule {
  kind: FieldKind
  min: number
  max: number
  /** Writes a bound for the range message: '₱10,000', '5%', '365'. */
  bound: (value: number) => string
}

/**
 * Checks number fields against their rules; gives the translated message of each field in error
 * and, when none is, the numbers read.
 */
export function validateFields<K extends string>(
  values: Record<string, string>,
  rules: Record<K, NumberRule>,
  t: Translate,
  portal: NumberPortal,
): { errors: Record<string, string>; numbers: Record<K, number> | null } {
  const errors: Record<string, string> = {}
  const numbers = {} as Record<K, number>
  for (const name of Object.keys(rules) as K[]) {
    const rule = rules[name]
    const check = checkField(values[name] ?? '', rule.kind, rule, portal)
    if (check.ok) numbers[name] = check.value
    else if (check.problem === 'range') errors[name] = t('calc.error.range', { min: rule.bound(rule.min), max: rule.bound(rule.max) })
    else errors[name] = t(`calc.error.${check.problem}`)
  }
  return { errors, numbers: Object.keys(errors).length === 0 ? numbers : null }
}
