import * as v from 'valibot'
import ckjJson from '../../../../data/portals/ckj.json'
import ecmJson from '../../../../data/portals/ecm.json'
import { PortalConfigSchema, type PortalCode, type PortalConfig } from '../../../../domain/portal'

export const ecm = v.parse(PortalConfigSchema, ecmJson)
export const ckj = v.parse(PortalConfigSchema, ckjJson)

/** Both portal configs by code, so that test tables can name a portal. */
export const PORTALS = { ECM: ecm, CKJ: ckj } as const satisfies Readonly<Record<PortalCode, PortalConfig>>

/** The first message a schema reports for a value, or null when the value passes. */
export function firstMessage(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value)
  return result.success ? null : (result.issues[0]?.message ?? '')
}
