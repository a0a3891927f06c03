// Loads and checks the application wizards of data/wizards/{ecm,ckj}.json (docs/forms.md#the-application-wizard):
// the build stops on any problem, each naming the file, the vertical, step and field, and what was expected.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { describeIssue, expectedAndReceived, parseJsonText } from '../domain/content/problems'
import { portalFolder, type PortalCode, type PortalConfig } from '../domain/portal'
import { wizardProblems, WizardsFileSchema, type WizardsFile } from '../domain/wizards/wizardSchema'
import type { InputProblem } from './checks'

/** The file of a portal's wizards, relative to the project. */
export function wizardsFile(portal: Pick<PortalConfig, 'code'>): string {
  return `data/wizards/${portalFolder(portal)}.json`
}

// verticals.credit-cards.steps.1.fields.0.rules -> record 'vertical "credit-cards" › step 2 › field "MonthlyIncome"', field 'rules'.
function placeIssue(issue: v.BaseIssue<unknown>): { record?: string; field?: string } {
  const path = issue.path ?? []
  const keys = path.map((item) => item.key)
  if (keys[0] !== 'verticals' || typeof keys[1] !== 'string') return { field: keys.map(String).join('.') || undefined }
  const parts = [`vertical "${keys[1]}"`]
  let rest = keys.slice(2)
  if (rest[0] === 'steps' && typeof rest[1] === 'number') {
    parts.push(`step ${rest[1] + 1}`)
    if (rest[2] === 'fields' && typeof rest[3] === 'number') {
      const input = path[5]?.value
      const name =
        input !== null && typeof input === 'object' && typeof (input as { name?: unknown }).name === 'string' ? (input as { name: string }).name : null
      parts.push(name === null ? `field ${rest[3] + 1}` : `field "${name}"`)
      rest = rest.slice(4)
    } else rest = rest.slice(2)
  }
  const field = rest.map((key) => (typeof key === 'number' ? `item ${key + 1}` : String(key))).join('.')
  return { record: parts.join(' › '), field: field.replace(/\.item/g, ' item') || undefined }
}

/**
 * Reads and checks each portal's wizards file: its schema, each wizard's steps (the landing forms'
 * checks) and what the portal offers. A missing file means no wizard: the product checks then refuse
 * every card applied for through one (applyProblems). A file with a problem gives no wizards.
 */
export function checkWizards(dataDir: string, portals: readonly PortalConfig[]): { problems: InputProblem[]; wizards: Map<PortalCode, WizardsFile> } {
  const problems: InputProblem[] = []
  const wizards = new Map<PortalCode, WizardsFile>()
  for (const portal of portals) {
    const file = wizardsFile(portal)
    const path = join(dataDir, 'wizards', `${portalFolder(portal)}.json`)
    if (!existsSync(path)) continue
    const parsedText = parseJsonText(file, readFileSync(path, 'utf8'))
    if (!parsedText.ok) {
      problems.push({ file, expected: `${parsedText.problem.expected}, got ${parsedText.problem.received ?? ''}` })
      continue
    }
    const parsed = v.safeParse(WizardsFileSchema, parsedText.value)
    if (!parsed.success) {
      problems.push(
        ...parsed.issues.map((issue) => ({ file, ...placeIssue(issue), expected: expectedAndReceived(describeIssue(WizardsFileSchema, issue, 'attribute')) })),
      )
      continue
    }
    const found = Object.entries(parsed.output.verticals).flatMap(([key, wizard]) =>
      wizardProblems(key, wizard, portal).map((problem) => ({ file, ...problem })),
    )
    problems.push(...found)
    if (found.length === 0) wizards.set(portal.code, parsed.output)
  }
  return { problems, wizards }
}

/** A portal's checked wizards, for the page that shows them; throws, naming every problem, on a bad file. */
export function loadWizards(dataDir: string, portal: PortalConfig): WizardsFile {
  const { problems, wizards } = checkWizards(dataDir, [portal])
  if (problems.length > 0)
    throw new Error(
      `${wizardsFile(portal)} has ${problems.length} problem(s):\n${problems.map((p) => [p.file, p.record, p.field].filter(Boolean).join(' › ') + `: ${p.expected}`).join('\n')}`,
    )
  return wizards.get(portal.code) ?? { verticals: {} }
}
