// Loads and checks the landing pages of data/landings/{ecm,ckj}/*.json: the build stops on any problem,
// each naming the file, the step and field, and what was expected.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { describeIssue, expectedAndReceived, parseJsonText } from '../domain/content/problems'
import { landingProblems } from '../domain/landings/landingChecks'
import { LandingSchema, type Landing } from '../domain/landings/landingSchema'
import { portalFolder, type PortalCode, type PortalConfig } from '../domain/portal'
import type { InputProblem } from './checks'
import { configPaths, pathClash } from './portalChecks'

/** A landing page that passed every check, with the file it came from. */
export interface LoadedLanding {
  portal: PortalCode
  /** Path relative to the project, e.g. data/landings/ecm/credit-card-promo.json. */
  file: string
  landing: Landing
}

// steps.1.fields.0.rules -> record 'step 2 › field "CardNumber"', field 'rules'.
function placeIssue(issue: v.BaseIssue<unknown>): { record?: string; field?: string } {
  const path = issue.path ?? []
  const keys = path.map((item) => item.key)
  if (keys[0] !== 'steps' || typeof keys[1] !== 'number') return { field: keys.map(String).join('.') || undefined }
  const step = `step ${keys[1] + 1}`
  if (keys[2] !== 'fields' || typeof keys[3] !== 'number') return { record: step, field: keys.slice(2).map(String).join('.') || undefined }
  const fieldInput = path[3]?.value
  const name =
    fieldInput !== null && typeof fieldInput === 'object' && typeof (fieldInput as { name?: unknown }).name === 'string'
      ? (fieldInput as { name: string }).name
      : null
  const record = `${step} › ${name === null ? `field ${keys[3] + 1}` : `field "${name}"`}`
  const rest = keys.slice(4).map((key) => (typeof key === 'number' ? `item ${key + 1}` : String(key)))
  return { record, field: rest.join('.').replace(/\.item/g, ' item') || undefined }
}

function issueProblem(file: string, issue: v.BaseIssue<unknown>): InputProblem {
  return { file, ...placeIssue(issue), expected: expectedAndReceived(describeIssue(LandingSchema, issue, 'attribute')) }
}

/**
 * Loads every landing file of the given portals (data/landings/{ecm,ckj}/*.json; a missing folder
 * means no landing pages) and checks it: the schema, the rules against the field types, what the
 * portal offers, and paths used once and by no other page. Landings with a problem are left out.
 */
export function checkLandings(dataDir: string, portals: readonly PortalConfig[]): { problems: InputProblem[]; landings: LoadedLanding[] } {
  const problems: InputProblem[] = []
  const landings: LoadedLanding[] = []
  for (const portal of portals) {
    const folder = portalFolder(portal)
    const dir = join(dataDir, 'landings', folder)
    if (!existsSync(dir)) continue
    // Every address of the portal's config, then each landing's (docs/data.md, "Addresses").
    const claims = configPaths(portal)
    for (const name of readdirSync(dir)
      .filter((entry) => entry.endsWith('.json'))
      .sort()) {
      const file = `data/landings/${folder}/${name}`
      const parsedText = parseJsonText(file, readFileSync(join(dir, name), 'utf8'))
      if (!parsedText.ok) {
        problems.push({ file, expected: `${parsedText.problem.expected}, got ${parsedText.problem.received ?? ''}` })
        continue
      }
      const parsed = v.safeParse(LandingSchema, parsedText.value)
      if (!parsed.success) {
        problems.push(...parsed.issues.map((issue) => issueProblem(file, issue)))
        continue
      }
      const landing = parsed.output
      const found: InputProblem[] = landingProblems(landing, portal).map((problem) => ({ file, ...problem }))
      const claim = { path: landing.path, file, field: 'path', tree: false }
      const clash = pathClash(claim, claims)
      if (clash) found.push(clash)
      claims.push(claim)
      problems.push(...found)
      if (found.length === 0) landings.push({ portal: portal.code, file, landing })
    }
  }
  return { problems, landings }
}
