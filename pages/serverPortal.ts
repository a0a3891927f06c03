import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import portalJson from '#portal-config'
import messages from '#portal-messages'
import { dataDirFromEnv } from '../content/portals'
import { createTranslator } from '../components/translator'
import { portalFolder, type PortalConfig } from '../domain/portal'

/** The portal this build renders, for +data.ts and +route.ts files (server side only). */
export const portal = portalJson as PortalConfig

/** Server-side translator for texts that +data.ts resolves (head titles and descriptions). */
export const t = createTranslator(portal.locale, messages)

/** The data folder the build reads (DATA_DIR, for benchmarks and tests; data/ by default). */
export const dataDir = dataDirFromEnv()

/** Reads a JSON file of this portal's content snapshot, e.g. contentFile('content', 'legal.json'). */
export function contentFile<T>(folder: string, file: string): T {
  const path = join(dataDir, folder, portalFolder(portal), file)
  return JSON.parse(readFileSync(path, 'utf8')) as T
}
