import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { PortalSnapshot } from '../content/snapshot'
import { lookupFiles } from './lookupFiles'
import { writeProductFiles } from './productFiles'

/**
 * Writes the static data files a portal's pages fetch into its site folder: the lookups of the forms
 * (provinces, regions, employment types, vehicles; the pages never call an API for a lookup) and the
 * product cards per vertical that the compare page reads. Returns how many files it wrote.
 */
export function emitPortalFiles(siteDir: string, snapshot: PortalSnapshot): number {
  const lookups = lookupFiles(snapshot.lookups)
  for (const file of lookups) {
    const target = join(siteDir, file.path)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, JSON.stringify(file.json))
  }
  return lookups.length + writeProductFiles(siteDir, snapshot.products).length
}
