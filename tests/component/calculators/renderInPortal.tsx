import { render, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import * as v from 'valibot'
import ckjJson from '../../../data/portals/ckj.json'
import ecmJson from '../../../data/portals/ecm.json'
import enMessages from '../../../data/messages/en-PH.json'
import idMessages from '../../../data/messages/id-ID.json'
import { PortalProvider } from '../../../components/PortalContext'
import { PortalConfigSchema, type PortalConfig } from '../../../domain/portal'

export type PortalKey = 'ecm' | 'ckj'

const PORTALS: Record<PortalKey, { portal: PortalConfig; messages: Record<string, string> }> = {
  ecm: { portal: v.parse(PortalConfigSchema, ecmJson), messages: enMessages },
  ckj: { portal: v.parse(PortalConfigSchema, ckjJson), messages: idMessages },
}

/** Intl writes a no-break space between 'Rp' and the amount. */
export const NBSP = '\u00a0'

/** Renders a component as an island of the given portal renders it (its config and messages). */
export function renderInPortal(key: PortalKey, ui: ReactElement) {
  const { portal, messages } = PORTALS[key]
  return render(
    <PortalProvider portal={portal} messages={messages}>
      {ui}
    </PortalProvider>,
  )
}

/** Puts the test page at a path and query, as a visitor opening a shared link would arrive. */
export function visit(pathAndQuery: string): void {
  window.history.replaceState(null, '', pathAndQuery)
}

/** The figure shown for a term of a result's description list (dt -> dd). */
export function figure(container: HTMLElement, term: string): string {
  const dt = within(container).getByText(term, { selector: 'dt' })
  return dt.nextElementSibling?.textContent ?? ''
}

/** The cells of a table row whose header cell has the given text. */
export function rowCells(table: HTMLElement, header: string): string[] {
  const th = within(table).getByRole('rowheader', { name: header })
  return [...(th.parentElement?.querySelectorAll('td') ?? [])].map((td) => td.textContent ?? '')
}
