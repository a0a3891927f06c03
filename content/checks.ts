import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import * as v from 'valibot'
import { expectedAndReceived, issueProblems } from '../domain/content/problems'
import type { PortalConfig } from '../domain/portal'
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

/** Checks the portal configs (the registry, content/portals.ts) and the message file of each portal's locale; returns the valid configs. */
export function checkPortalsAndMessages(dataDir: string, problems: InputProblem[]): PortalConfig[] {
  const read = readPortals(dataDir)
  problems.push(...read.problems.map((line) => ({ file: `data/${line.slice(0, line.indexOf(':'))}`, expected: line.slice(line.indexOf(':') + 2) })))
  const portals = read.portals.map((portal) => portal.config)
  const keySets: { file: string; keys: Set<string> }[] = []
  for (const locale of new Set(portals.map((portal) => portal.locale))) {
    const msgRel = `messages/${locale}.json`
    const messages = readJson(dataDir, msgRel, problems) as Record<string, unknown> | undefined
    if (!messages) continue
    for (const [key, text] of Object.entries(messages)) {
      if (typeof text !== 'string') problems.push({ file: `data/${msgRel}`, record: key, expected: 'a string' })
      else {
        try {
          new IntlMessageFormat(text, locale)
        } catch (error) {
          problems.push({ file: `data/${msgRel}`, record: key, expected: `ICU message syntax (${(error as Error).message})` })
        }
      }
    }
    keySets.push({ file: `data/${msgRel}`, keys: new Set(Object.keys(messages)) })
  }
  // Every message file has every key that any other has (a key missing in one language would show as its key).
  for (const set of keySets) {
    const missing = new Map<string, string>()
    for (const other of keySets) {
      for (const key of other.keys) if (!set.keys.has(key) && !missing.has(key)) missing.set(key, other.file)
    }
    for (const [key, file] of missing) problems.push({ file: set.file, record: key, expected: `the key that ${file} has` })
  }
  return portals
}
