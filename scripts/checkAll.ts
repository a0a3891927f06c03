import * as v from 'valibot'
import { LegalContentSchema } from '../domain/content/legalSchema'
import type { PortalConfig } from '../domain/portal'
import { checkPortalsAndMessages, readJson, schemaProblems, type InputProblem } from './checkInputs'
import { PORTAL_ENVS } from './portalEnv'

export interface InputCheck {
  problems: InputProblem[]
  portals: PortalConfig[]
  /** Records per data file, for the build summary. */
  records: Record<string, number>
}

/** Checks every input of the build (portal configs, messages, content, snapshot); lists every problem. */
export function checkAllInputs(dataDir: string): InputCheck {
  const problems: InputProblem[] = []
  const records: Record<string, number> = {}
  const portals = checkPortalsAndMessages(dataDir, problems)
  for (const env of PORTAL_ENVS) {
    const rel = `content/${env.file}/legal.json`
    const legal = readJson(dataDir, rel, problems)
    if (legal === undefined) continue
    const parsed = v.safeParse(LegalContentSchema, legal)
    if (parsed.success) records[`data/${rel}`] = parsed.output.terms.sections.length + parsed.output.privacy.sections.length
    else problems.push(...schemaProblems(`data/${rel}`, parsed.issues))
  }
  return { problems, portals, records }
}
