import { existsSync } from 'node:fs'
import { join } from 'node:path'

/** The file '#portal-trust' resolves to: the portal's trust.json, or renderer/noTrust.json (null) for a portal without one (decision 067). */
export function trustFileOf(dataDir: string, folder: string): string {
  const file = join(dataDir, 'content', folder, 'trust.json')
  return existsSync(file) ? file : new URL('../renderer/noTrust.json', import.meta.url).pathname
}
