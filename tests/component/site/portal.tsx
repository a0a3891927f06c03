import * as v from 'valibot'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import ckjJson from '../../../data/portals/ckj.json'
import ecmJson from '../../../data/portals/ecm.json'
import enMessages from '../../../data/messages/en-PH.json'
import idMessages from '../../../data/messages/id-ID.json'
import { PortalProvider } from '../../../components/PortalContext'
import { PortalConfigSchema, type PortalConfig } from '../../../domain/portal'

export type PortalKey = 'ecm' | 'ckj'

export const SITE_PORTALS: Record<PortalKey, { portal: PortalConfig; messages: Record<string, string> }> = {
  ecm: { portal: v.parse(PortalConfigSchema, ecmJson), messages: enMessages },
  ckj: { portal: v.parse(PortalConfigSchema, ckjJson), messages: idMessages },
}

/** Renders server markup as the portal renders it (its config and messages), optionally with config changes. */
export function renderInPortal(key: PortalKey, ui: ReactElement, override: Partial<PortalConfig> = {}) {
  const { portal, messages } = SITE_PORTALS[key]
  return render(
    <PortalProvider portal={{ ...portal, ...override }} messages={messages}>
      {ui}
    </PortalProvider>,
  )
}

/** Puts the test page at a path and query. */
export function visit(pathAndQuery: string): void {
  window.history.replaceState(null, '', pathAndQuery)
}

/** Removes every cookie of the test document. */
export function clearCookies(): void {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0]
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}
