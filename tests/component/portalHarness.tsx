// The one harness of the component tests: each portal's config and messages, read from data/ as the
// build reads them, and the provider an island or a page is rendered under.
import { render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import * as v from 'valibot'
import ckjJson from '../../data/portals/ckj.json'
import ecmJson from '../../data/portals/ecm.json'
import { PortalProvider } from '../../components/PortalContext'
import { readMessages } from '../../content/messages'
import { PortalConfigSchema, type PortalConfig } from '../../domain/portal'

export type PortalKey = 'ecm' | 'ckj'
export const PORTAL_KEYS: PortalKey[] = ['ecm', 'ckj']

function portalOf(json: unknown): { portal: PortalConfig; messages: Record<string, string> } {
  const portal = v.parse(PortalConfigSchema, json)
  return { portal, messages: readMessages('data', portal.locale) }
}

export const PORTALS: Record<PortalKey, { portal: PortalConfig; messages: Record<string, string> }> = {
  ecm: portalOf(ecmJson),
  ckj: portalOf(ckjJson),
}

/** UI under a portal's config (with `override` applied) and messages, as an island or a page is rendered. */
export function inPortal(key: PortalKey, ui: ReactNode, override: Partial<PortalConfig> = {}): ReactElement {
  const { portal, messages } = PORTALS[key]
  return (
    <PortalProvider portal={{ ...portal, ...override }} messages={messages}>
      {ui}
    </PortalProvider>
  )
}

/** Renders UI as the portal renders it (its config and messages), optionally with config changes. */
export function renderInPortal(key: PortalKey, ui: ReactElement, override: Partial<PortalConfig> = {}) {
  return render(inPortal(key, ui, override))
}

/** Puts the test page at a path and query, as a visitor opening a shared link would arrive. */
export function visit(pathAndQuery: string): void {
  window.history.replaceState(null, '', pathAndQuery)
}
