import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { readPortals } from '../content/portals'
import { ConsentLedgerSchema, consentLedgerProblems, type ConsentLedger } from '../domain/consent/consentLedger'
import { ConsentSchema, type Consents } from '../domain/consent/consentSchema'
import { portalFolder, type PortalCode } from '../domain/portal'

/** Hex sha256 of a text's UTF-8 bytes: how data/consent/published.json records each published text. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

/** The consent files, each checked with the domain schema, and every problem found, one line each. */
export interface ConsentFilesCheck {
  /** The portals whose file passed the schema (the ledger check may still have found problems in it). */
  consents: Partial<Record<PortalCode, Consents>>
  /** The ledger of published versions, when it could be read. */
  ledger: ConsentLedger | null
  problems: string[]
}

/** The portal codes of the consent files in `dir` ({folder}.json; published.json is the ledger), in the registry's order when `dir` is in a data folder. */
export function consentFileCodes(dir: string): PortalCode[] {
  if (!existsSync(dir)) return []
  const codes = readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== 'published.json' && !name.startsWith('.'))
    .map((name) => name.slice(0, -'.json'.length).toUpperCase())
    .sort()
  const registry = existsSync(join(dir, '..', 'portals')) ? readPortals(join(dir, '..')).portals.map((portal) => portal.code) : []
  const rank = (code: PortalCode) => (registry.includes(code) ? registry.indexOf(code) : registry.length)
  return codes.sort((a, b) => rank(a) - rank(b))
}

function readJson(path: string, shownAs: string, problems: string[]): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    problems.push(
      `${shownAs}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'expected the file to exist' : `expected valid JSON (${(error as Error).message})`}`,
    )
    return undefined
  }
}

/**
 * Reads data/consent/{folder}.json of every portal code given (by default every file there but the ledger) and the ledger data/consent/published.json, checks each file with the
 * schema, then against the ledger: published texts stay word for word, and every version is recorded.
 * Messages name the files under `shownAs` (the build says data/consent whatever folder it reads).
 */
export function checkConsentFiles(dir = join('data', 'consent'), shownAs = dir, codes: readonly PortalCode[] = consentFileCodes(dir)): ConsentFilesCheck {
  const problems: string[] = []
  const consents: Partial<Record<PortalCode, Consents>> = {}
  const ledgerPath = join(shownAs, 'published.json')
  const rawLedger = readJson(join(dir, 'published.json'), ledgerPath, problems)
  let ledger: ConsentLedger | null = null
  if (rawLedger !== undefined) {
    const parsed = v.safeParse(ConsentLedgerSchema, rawLedger)
    if (parsed.success) ledger = parsed.output
    else
      problems.push(
        ...parsed.issues.map((issue) => `${[ledgerPath, ...(issue.path ?? []).map((item) => String(item.key))].join(' › ')}: expected ${issue.message}`),
      )
  }
  for (const code of codes) {
    const file = `${portalFolder({ code })}.json`
    const path = join(shownAs, file)
    const raw = readJson(join(dir, file), path, problems)
    if (raw === undefined) continue
    const parsed = v.safeParse(ConsentSchema, raw)
    if (!parsed.success) {
      problems.push(`${path} is not a valid consent file: ${parsed.issues.map((issue) => issue.message).join('; ')}`)
      continue
    }
    if (parsed.output.portal !== code) {
      problems.push(`${path} holds the consent texts of ${parsed.output.portal}, not ${code}`)
      continue
    }
    consents[code] = parsed.output
    if (ledger) problems.push(...consentLedgerProblems(ledger, parsed.output, { file: path, ledgerFile: ledgerPath, sha256: sha256Hex }))
  }
  return { consents, ledger, problems }
}

/** The consent texts of every portal code given, from data/consent/{folder}.json, checked with the domain schema and the ledger of published texts. */
export function loadConsents(dir = join('data', 'consent'), codes: readonly PortalCode[] = consentFileCodes(dir)): Record<PortalCode, Consents> {
  const check = checkConsentFiles(dir, dir, codes)
  const missing = codes.filter((code) => check.consents[code] === undefined)
  if (missing.length > 0 && check.problems.length === 0) throw new Error(`The consent texts in ${dir} lack the portals ${missing.join(', ')}`)
  if (check.problems.length > 0) throw new Error(`The consent texts in ${dir} cannot be used:\n${check.problems.join('\n')}`)
  return check.consents as Record<PortalCode, Consents>
}
