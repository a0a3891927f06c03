import * as v from 'valibot'
import { portalFolder, PortalConfigSchema, type PortalConfig } from '../portal'
import { lookupCrossProblems } from './checkLookups'
import { productCrossProblems } from './checkProducts'
import { schemaProblems, type SnapshotProblem } from './problems'
import { LOOKUP_FILES, ProductsFileSchema, type LookupFileName } from './schemas'

const FILE_PATTERN = /^(lookups|products)\/([^/]+)\/([^/]+)\.json$/

/**
 * Every problem of a data snapshot: each file against its schema, then the checks across files
 * (duplicate ids and slugs, cards of unknown verticals, too few cards, region lists of unknown
 * provinces, models of unlisted makes or years). `files` maps paths relative to the data folder
 * (`lookups/ecm/provinces.json`, `products/ckj/deposits.json`) to their parsed JSON; `portals` are
 * the valid portal configs, whose verticals and partners the cards must match; `folders` the folder of
 * every portal config file, valid or not (by default the valid configs' folders). The product files
 * named in `trusted` (paths as in `files`) were checked before and are the same bytes: they skip the card
 * schema, and still count in the checks across files. No units.
 */
export function checkSnapshot(
  files: Readonly<Record<string, unknown>>,
  portals: readonly PortalConfig[],
  folders: readonly string[] = portals.map(portalFolder),
  trusted: ReadonlySet<string> = new Set(),
): SnapshotProblem[] {
  const problems: SnapshotProblem[] = []
  const lookups = new Map<string, Map<string, unknown>>()
  const products = new Map<string, Map<string, unknown>>()

  for (const [file, value] of Object.entries(files)) {
    const match = FILE_PATTERN.exec(file)
    const [, kind = '', folder = '', name = ''] = match ?? []
    if (match === null) {
      problems.push({ file, record: null, field: '', expected: 'a file at lookups/{portal}/{name}.json or products/{portal}/{vertical key}.json' })
    } else if (!folders.includes(folder)) {
      problems.push({ file, record: null, field: '', expected: `a folder named after a portal (${folders.join(', ')})`, received: `"${folder}"` })
    } else if (kind === 'lookups') {
      const fileName = `${name}.json`
      if (!isLookupFileName(fileName)) {
        problems.push({ file, record: null, field: '', expected: `one of the lookup files: ${Object.keys(LOOKUP_FILES).join(', ')}`, received: fileName })
        continue
      }
      problems.push(...schemaProblems(file, LOOKUP_FILES[fileName], value))
      groupOf(lookups, folder).set(fileName, value)
    } else {
      if (!trusted.has(file)) problems.push(...schemaProblems(file, ProductsFileSchema, value))
      groupOf(products, folder).set(name, value)
    }
  }

  // Lookups depend on no config, so they are checked for every portal even when its config is broken.
  for (const folder of folders) problems.push(...lookupCrossProblems(folder, lookups.get(folder) ?? new Map()))
  for (const portal of portals) {
    const folder = portalFolder(portal)
    const trustedKeys = new Set(portal.verticals.map((vertical) => vertical.key).filter((key) => trusted.has(`products/${folder}/${key}.json`)))
    problems.push(...productCrossProblems(portal, products.get(folder) ?? new Map(), trustedKeys))
  }
  return problems
}

/** Validates one portal config file (`portals/ecm.json` and so on) with PortalConfigSchema; the config when valid, and its problems. */
export function checkPortalConfig(file: string, value: unknown): { config: PortalConfig | undefined; problems: SnapshotProblem[] } {
  const problems = schemaProblems(file, PortalConfigSchema, value)
  const expectedCode = /([a-z]+)\.json$/.exec(file)?.[1]?.toUpperCase()
  if (problems.length > 0) return { config: undefined, problems }
  // Parsed again for the schema's defaults (order).
  const config = v.parse(PortalConfigSchema, value)
  if (expectedCode !== undefined && config.code !== expectedCode) {
    return {
      config: undefined,
      problems: [{ file, record: null, field: 'code', expected: `"${expectedCode}", as the file name says`, received: `"${config.code}"` }],
    }
  }
  return { config, problems }
}

function isLookupFileName(name: string): name is LookupFileName {
  return Object.hasOwn(LOOKUP_FILES, name)
}

function groupOf(groups: Map<string, Map<string, unknown>>, folder: string): Map<string, unknown> {
  let group = groups.get(folder)
  if (group === undefined) {
    group = new Map()
    groups.set(folder, group)
  }
  return group
}
