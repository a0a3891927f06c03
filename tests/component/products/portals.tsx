import { render } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import type { ReactElement } from 'react'
import * as v from 'valibot'
import ckjJson from '../../../data/portals/ckj.json'
import ecmJson from '../../../data/portals/ecm.json'
import enMessages from '../../../data/messages/en-PH.json'
import idMessages from '../../../data/messages/id-ID.json'
import { PortalProvider } from '../../../components/PortalContext'
import { ProductsFileSchema, type ProductCard } from '../../../domain/content/schemas'
import { PortalConfigSchema, type PortalConfig } from '../../../domain/portal'

export type PortalKey = 'ecm' | 'ckj'
export const PORTAL_KEYS: PortalKey[] = ['ecm', 'ckj']

export const PORTALS: Record<PortalKey, { portal: PortalConfig; messages: Record<string, string> }> = {
  ecm: { portal: v.parse(PortalConfigSchema, ecmJson), messages: enMessages },
  ckj: { portal: v.parse(PortalConfigSchema, ckjJson), messages: idMessages },
}

/** The snapshot's cards of a vertical, checked by the snapshot schema. */
export function snapshotCards(portal: PortalKey, verticalKey: string): ProductCard[] {
  return v.parse(ProductsFileSchema, JSON.parse(readFileSync(`data/products/${portal}/${verticalKey}.json`, 'utf8')))
}

/** Renders UI as a page of the portal renders it (its config and messages). */
export function renderInPortal(key: PortalKey, ui: ReactElement) {
  const { portal, messages } = PORTALS[key]
  return render(<PortalProvider portal={portal} messages={messages}>{ui}</PortalProvider>)
}

/** A message of the portal, with its placeholders filled in by plain replacement (tests only use simple ones). */
export function text(key: PortalKey, id: string, values: Record<string, string | number> = {}): string {
  const source = PORTALS[key].messages[id]
  if (source === undefined) throw new Error(`no message ${id}`)
  return Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{${name}}`, String(value)), source)
}
