import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import * as v from 'valibot'
import { PortalConfigSchema, type PortalConfig } from '../domain/portal'
import { PORTAL_ENVS } from './portalEnv'

export interface InputProblem {
  file: string
  record?: string
  field?: string
  expected: string
}

/** Formats problems one per line, naming file, record and field, for content staff. */
export function formatProblems(problems: InputProblem[]): string {
  return problems
    .map((p) => [p.file, p.record, p.field].filter(Boolean).join(' › ') + `: ${p.expected}`)
    .join('\n')
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

/** Valibot issues as input problems of one file. */
export function schemaProblems(file: string, issues: v.BaseIssue<unknown>[]): InputProblem[] {
  return issues.map((issue) => {
    const path = issue.path?.map((p) => String(p.key)) ?? []
    return { file, field: path.join('.') || undefined, expected: `${issue.message} (got ${JSON.stringify(issue.input)?.slice(0, 60)})` }
  })
}

/** Checks the portal configs and message files; returns the configs that are valid. */
export function checkPortalsAndMessages(dataDir: string, problems: InputProblem[]): PortalConfig[] {
  const portals: PortalConfig[] = []
  const keySets: { file: string; keys: Set<string> }[] = []
  for (const env of PORTAL_ENVS) {
    const rel = `portals/${env.file}.json`
    const raw = readJson(dataDir, rel, problems)
    if (raw !== undefined) {
      const parsed = v.safeParse(PortalConfigSchema, raw)
      if (parsed.success) portals.push(parsed.output)
      else problems.push(...schemaProblems(`data/${rel}`, parsed.issues))
    }
    const msgRel = `messages/${env.locale}.json`
    const messages = readJson(dataDir, msgRel, problems) as Record<string, unknown> | undefined
    if (!messages) continue
    for (const [key, text] of Object.entries(messages)) {
      if (typeof text !== 'string') problems.push({ file: `data/${msgRel}`, record: key, expected: 'a string' })
      else {
        try {
          new IntlMessageFormat(text, env.locale)
        } catch (error) {
          problems.push({ file: `data/${msgRel}`, record: key, expected: `ICU message syntax (${(error as Error).message})` })
        }
      }
    }
    keySets.push({ file: `data/${msgRel}`, keys: new Set(Object.keys(messages)) })
  }
  const [a, b] = keySets
  if (a && b) {
    for (const key of a.keys) if (!b.keys.has(key)) problems.push({ file: b.file, record: key, expected: `the key that ${a.file} has` })
    for (const key of b.keys) if (!a.keys.has(key)) problems.push({ file: a.file, record: key, expected: `the key that ${b.file} has` })
  }
  return portals
}
