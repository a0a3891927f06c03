import type { Fee } from '../../domain/content/schemas'
import { formatMoney } from '../../domain/format/numbers'
import type { PortalConfig } from '../../domain/portal'
import type { Translate } from '../translator'
import { percentText } from './figureRows'

/**
 * What a fee costs, as its row of "Fees and charges" says it (decision 064): an amount in the
 * portal's money or a percentage in its notation, then its basis ("₱1,550.00 per year", "1,75% per
 * bulan"); an amount of 0 is "None" / "Tidak ada", with no basis.
 */
export function feeValue(fee: Fee, portal: PortalConfig, t: Translate): string {
  if (fee.amount === 0) return t('products.value.none')
  const figure = fee.amount !== undefined ? formatMoney(fee.amount, portal) : `${percentText(fee.percent ?? 0, portal)}%`
  return fee.basis === undefined ? figure : `${figure} ${fee.basis}`
}
