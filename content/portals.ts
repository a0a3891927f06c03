// The portal registry: one portal per file {dataDir}/portals/{folder}.json, the folder being its code
// in lower case (docs/decisions/016-portal-registry.md). Everything that differs between portals is
// read from here; no code names a portal.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import * as v from 'valibot'
import { portalFolder, PortalConfigSchema, type PortalCode, type PortalConfig } from '../domain/portal.ts'
import { withStage } from './siteStage.ts'

/** One portal of the registry. */
export interface Portal {
  /** 'ECM': what the wire, the database and the consent files carry. */
  code: PortalCode
  /** 'ecm': its config file's name, its folders under data/ and its dist/ folder. */
  folder: string
  /** BCP 47 locale of its messages and formats ('en-PH'). */
  locale: string
  /** Absolute path of its config file. */
  configFile: string
  config: PortalConfig
}

/** The data folder of this process: DATA_DIR (tests, benchmarks, a fixture portal), else ./data. */
export function dataDirFromEnv(): string {
  return resolve(process.env.DATA_DIR?.trim() || join(process.cwd(), 'data'))
}

/** The registry's problems, one line each, naming the file. */
export class PortalRegistryError extends Error {
  constructor(readonly problems: string[]) {
    super(`The portal registry has ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}:\n${problems.join('\n')}`)
    this.name = 'PortalRegistryError'
  }
}

/** Reads every portal config of `dataDir` and its problems (for the content checks, which list them all). */
export function readPortals(dataDir: string): { portals: Portal[]; problems: string[] } {
  const dir = join(dataDir, 'portals')
  const problems: string[] = []
  const portals: Portal[] = []
  let names: string[] = []
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .sort()
  } catch (error) {
    problems.push(`${dir}: expected a folder of portal configs (${(error as Error).message})`)
  }
  for (const name of names) {
    const file = join(dir, name)
    const shown = `portals/${name}`
    let raw: unknown
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'))
    } catch (error) {
      problems.push(`${shown}: expected valid JSON (${(error as Error).message})`)
      continue
    }
    const parsed = v.safeParse(PortalConfigSchema, raw)
    if (!parsed.success) {
      for (const issue of parsed.issues) problems.push(`${shown} › ${(issue.path ?? []).map((item) => String(item.key)).join('.')}: ${issue.message}`)
      continue
    }
    const config = withStage(parsed.output)
    const folder = name.slice(0, -'.json'.length)
    if (portalFolder(config) !== folder) {
      problems.push(`${shown} › code: expected "${folder.toUpperCase()}", as the file name says (got "${config.code}")`)
      continue
    }
    portals.push({ code: config.code, folder, locale: config.locale, configFile: file, config })
  }
  if (names.length === 0 && problems.length === 0) problems.push(`${dir}: expected at least one portal config`)
  portals.sort((a, b) => a.config.order - b.config.order || a.folder.localeCompare(b.folder))
  return { portals, problems }
}

const loaded = new Map<string, Portal[]>()

/** Every portal of `dataDir`, in their order; a broken config is an error naming every problem. */
export function loadPortals(dataDir = dataDirFromEnv()): readonly Portal[] {
  const key = resolve(dataDir)
  let portals = loaded.get(key)
  if (portals === undefined) {
    const read = readPortals(key)
    if (read.problems.length > 0) throw new PortalRegistryError(read.problems)
    portals = read.portals
    loaded.set(key, portals)
  }
  return portals
}

function unknown(what: string, value: string, portals: readonly Portal[]): Error {
  return new Error(`Unknown portal ${what} "${value}": the portals are ${portals.map((p) => `${p.code} (${p.folder})`).join(', ')}`)
}

/** The portal of a folder ('ecm') or a code in any case: what PORTAL and --portal name; an unknown one is an error. */
export function portalNamed(name: string, dataDir = dataDirFromEnv()): Portal {
  const portals = loadPortals(dataDir)
  const found = portals.find((portal) => portal.folder === name.trim().toLowerCase())
  if (!found) throw unknown('name', name, portals)
  return found
}

/** The portal a build or server process is for: PORTAL (a folder or code), else the first portal. */
export function portalFromEnv(value = process.env.PORTAL, dataDir = dataDirFromEnv()): Portal {
  if (value === undefined || value.trim() === '') {
    const first = loadPortals(dataDir)[0]
    if (!first) throw new Error(`No portal in ${dataDir}/portals`)
    return first
  }
  return portalNamed(value, dataDir)
}

/** The configs of every portal, by code (what the lead API is built from). */
export function portalConfigs(portals: readonly Portal[]): Record<PortalCode, PortalConfig> {
  return Object.fromEntries(portals.map((portal) => [portal.code, portal.config]))
}

/** A portal's loopback port under npm start and npm run dev: env {CODE}_PORT, else its config's localPort, else 0 (any free port). */
export function localPort(portal: Portal, env: NodeJS.ProcessEnv = process.env): number {
  const name = `${portal.code}_PORT`
  const text = env[name]?.trim()
  if (text === undefined || text === '') return portal.config.localPort ?? 0
  const port = Number(text)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number from 0 to 65535, not ${text}`)
  return port
}

/** How the start-up lines name a portal: 'ECM (eCompareMo, en-PH, PHP)'. */
export function portalLabel(portal: Portal): string {
  return `${portal.code} (${portal.config.brand}, ${portal.locale}, ${portal.config.currency})`
}
