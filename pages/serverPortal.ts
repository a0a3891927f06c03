import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import portalJson from '#portal-config'
import messages from '#portal-messages'
import { createTranslator } from '../components/translator'
import type { PortalConfig } from '../domain/portal'

/** The portal this build renders, for +data.ts and +route.ts files (server side only). */
export const portal = portalJson as PortalConfig

/** Server-side translator for texts that +data.ts resolves (head titles and descriptions). */
export const t = createTranslator(portal.locale, messages)

/** The data folder the build reads (DATA_DIR, for benchmarks and tests; data/ by default). */
export const dataDir = process.env.DATA_DIR ?? join(process.cwd(), 'data')

/** Reads a JSON file of this portal's content snapshot, e.g. contentFile('content', 'legal.json'). */
export function contentFile<T>(folder: string, file: string): T {
  const path = join(dataDir, folder, portal.code.toLowerCase(), file)
  return JSON.parse(readFileSync(path, 'utf8')) as T
}
