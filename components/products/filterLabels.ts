import { formatMoney } from '../../domain/format/numbers'
import { parseBand, type FigureUnit, type FilterGroup } from '../../domain/products/listSpec'
import type { PortalConfig } from '../../domain/portal'
import type { Translate } from '../translator'
import { percentText } from './figureRows'

/** An amount in a filter label: whole units are enough to choose a band (₱2,000, Rp 500.000). */
export function roundAmount(amount: number, portal: PortalConfig): string {
  return formatMoney(amount, { ...portal, currencyDecimals: 0 })
}

/** A figure in its unit, for band and slider labels. */
export function unitText(value: number, unit: FigureUnit, portal: PortalConfig, t: Translate): string {
  if (unit === 'money') return roundAmount(value, portal)
  if (unit === 'percent') return `${percentText(value, portal)}%`
  return t('products.value.monthCount', { count: value })
}

/** The label of one option of a group: a provider's name, a feature, or a band ("Up to ₱2,000"). */
export function optionLabel(group: FilterGroup, option: string, portal: PortalConfig, t: Translate): string {
  if (group.kind === 'checkbox') return t(`products.tag.${option}`)
  if (group.kind !== 'radio') return option
  const band = parseBand(option)
  if (band === null) return option
  if (band.test === 'atMost' && band.limit === 0) return t(`products.band.${group.id}.none`)
  const value = unitText(band.limit, group.unit, portal, t)
  return t(band.test === 'atMost' ? 'products.band.atMost' : 'products.band.atLeast', { value })
}
