import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { ProductsFileSchema, type ProductCard } from '../../../domain/content/schemas'
import { PORTALS, type PortalKey } from '../portalHarness'

/** The snapshot's cards of a vertical, checked by the snapshot schema. */
export function snapshotCards(portal: PortalKey, verticalKey: string): ProductCard[] {
  return v.parse(ProductsFileSchema, JSON.parse(readFileSync(`data/products/${portal}/${verticalKey}.json`, 'utf8')))
}

/** A message of the portal, with its placeholders filled in by plain replacement (tests only use simple ones). */
export function text(key: PortalKey, id: string, values: Record<string, string | number> = {}): string {
  const source = PORTALS[key].messages[id]
  if (source === undefined) throw new Error(`no message ${id}`)
  return Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{${name}}`, String(value)), source)
}
