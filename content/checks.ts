import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import * as v from 'valibot'
import { expectedAndReceived, issueProblems } from '../domain/content/problems'
import type { PortalConfig } from '../domain/portal'
import { messageParts, partFileOf } from './messages'
import { calculatorProblems, configPaths, intlProblems, pathProblems, portalFile, requiredMessageKeys } from './portalChecks'
import { readPortals } from './portals'

export interface InputProblem {
  file: string
  record?: string
  field?: string
  expected: string
}

/** Formats problems one per line, naming file, record and field, for content staff. */
export function formatProblems(problems: InputProblem[]): string {
  return problems.map((p) => [p.file, p.record, p.field].filter(Boolean).join(' › ') + `: ${p.expected}`).join('\n')
}

/** Reads and parses a JSON file, reporting a problem (with the parser's position) instead of throwing. */
export function readJson(dataDir: string, rel: string, problems: InputProblem[]): unknown {
  const path = join(dataDir, rel)
  if (!existsSync(path)) {
    problems.push({ file: `data/${rel}`, expected: 'the file to exist' })
    return undefined
  }
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    problems.push({ file: `data/${rel}`, expected: `valid JSON (${(error as Error).message})` })
    return undefined
  }
}

/** Valibot issues as input problems of one file (the shared converter, domain/content/problems.ts). */
export function schemaProblems(file: string, schema: v.GenericSchema, issues: readonly v.BaseIssue<unknown>[]): InputProblem[] {
  return issueProblems(file, schema, issues).map((problem) => ({
    file,
    record: problem.record ?? undefined,
    field: problem.field || undefined,
    expected: expectedAndReceived(problem),
  }))
}

/**
 * Checks the portal configs (the registry, content/portals.ts, then content/portalChecks.ts: Intl,
 * addresses, calculators) and the messages of each portal's locale, each problem naming the part file
 * to edit (data/messages/parts/<area>.<locale>.json), never the generated catalogue; returns the valid configs.
 */
export function checkPortalsAndMessages(dataDir: string, problems: InputProblem[]): PortalConfig[] {
  const read = readPortals(dataDir)
  problems.push(...read.problems.map((line) => ({ file: `data/${line.slice(0, line.indexOf(':'))}`, expected: line.slice(line.indexOf(':') + 2) })))
  const portals = read.portals.map((portal) => portal.config)
  for (const portal of portals) problems.push(...intlProblems(portal), ...calculatorProblems(portal), ...pathProblems(configPaths(portal)))
  const parts = messageParts(dataDir)
  const partOf = (locale: string, key: string) => `data/${partFileOf(parts, locale, key)}`
  const keySets: { locale: string; keys: Set<string> }[] = []
  for (const locale of new Set(portals.map((portal) => portal.locale))) {
    const msgRel = `messages/${locale}.json`
    if (!parts.some((part) => part.locale === locale)) {
      problems.push({
        file: `data/messages/parts/<area>.${locale}.json`,
        expected: `the messages of ${locale}, the locale of ${portals
          .filter((p) => p.locale === locale)
          .map(portalFile)
          .join(', ')}`,
      })
      continue
    }
    const messages = readJson(dataDir, msgRel, problems) as Record<string, unknown> | undefined
    if (!messages) continue
    for (const [key, text] of Object.entries(messages)) {
      if (typeof text !== 'string') problems.push({ file: partOf(locale, key), record: key, expected: 'a string' })
      else {
        try {
          new IntlMessageFormat(text, locale)
        } catch (error) {
          problems.push({ file: partOf(locale, key), record: key, expected: `ICU message syntax (${(error as Error).message})` })
        }
      }
    }
    keySets.push({ locale, keys: new Set(Object.keys(messages)) })
  }
  // Every locale has every key that any other has (a key missing in one language would show as its key).
  for (const set of keySets) {
    const missing = new Map<string, string>()
    for (const other of keySets) {
      for (const key of other.keys) if (!set.keys.has(key) && !missing.has(key)) missing.set(key, partOf(other.locale, key))
    }
    for (const [key, file] of missing) problems.push({ file: partOf(set.locale, key), record: key, expected: `the message that ${file} has` })
  }
  return portals
}

/**
 * The messages each portal's data asks for (content/portalChecks.ts requiredMessageKeys) in its locale:
 * a slot, vertical, tag or calculator without its message is named by the file › field that asks and
 * the part file where the message goes. `tags` gives each portal's tags, each with the product file that carries it.
 */
export function checkRequiredMessages(
  dataDir: string,
  portals: readonly PortalConfig[],
  tags: (portal: PortalConfig) => ReadonlyMap<string, string>,
): InputProblem[] {
  const parts = messageParts(dataDir)
  const problems: InputProblem[] = []
  for (const portal of portals) {
    const have = new Set(parts.filter((part) => part.locale === portal.locale).flatMap((part) => part.keys))
    if (have.size === 0) continue
    const named = new Set<string>()
    for (const { key, file, field } of requiredMessageKeys(portal, tags(portal))) {
      if (have.has(key) || named.has(key)) continue
      named.add(key)
      problems.push({ file, field, expected: `its message ${key} in ${portal.locale}: add it to data/${partFileOf(parts, portal.locale, key)}` })
    }
  }
  return problems
}
