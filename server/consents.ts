import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { ConsentSchema, type Consents } from '../domain/consent/consentSchema'
import type { PortalCode } from '../domain/portal'

/** Both portals' consent texts from data/consent/{ecm,ckj}.json, checked with the domain schema. */
export function loadConsents(dir = join('data', 'consent')): Record<PortalCode, Consents> {
  const read = (file: string, code: PortalCode): Consents => {
    const path = join(dir, file)
    const parsed = v.safeParse(ConsentSchema, JSON.parse(readFileSync(path, 'utf8')))
    if (!parsed.success) throw new Error(`${path} is not a valid consent file: ${parsed.issues.map((issue) => issue.message).join('; ')}`)
    if (parsed.output.portal !== code) throw new Error(`${path} holds the consent texts of ${parsed.output.portal}, not ${code}`)
    return parsed.output
  }
  return { ECM: read('ecm.json', 'ECM'), CKJ: read('ckj.json', 'CKJ') }
}
