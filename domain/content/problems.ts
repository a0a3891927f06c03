import * as v from 'valibot'
import { jsonErrorOffset } from './jsonErrorOffset'

/** One thing wrong in the data: which file, which record, which field, and what was expected there. */
export interface SnapshotProblem {
  /** Path of the file relative to the data folder (e.g. `products/ecm/credit-cards.json`), or the address of an API answer. */
  file: string
  /** Which record, counted from 1, with its id when it has one: `record 3 (id 1203)`; null for the file as a whole. */
  record: string | null
  /** Path of the field inside the record: `tenorMonths.max`, `perks item 2`; empty for the record itself. */
  field: string
  expected: string
  received?: string
}

/** One line for a problem: `products/ecm/credit-cards.json › record 3 (id 1203) › annualFee: expected a number ≥ 0, got "abc"`. */
export function formatProblem(problem: SnapshotProblem): string {
  const place = [problem.file, ...(problem.record === null ? [] : [problem.record])].join(' › ')
  const field = problem.field === '' ? '' : `${problem.field}: `
  const received = problem.received === undefined ? '' : `, got ${problem.received}`
  return `${place} › ${field}expected ${problem.expected}${received}`
}

const ID_FIELDS = ['id', 'ProvinceId', 'RegionId', 'EmploymentTypeId', 'VehicleManufacturerId', 'VehicleTypeModelId'] as const

/** Label of the record at a 0-based index of a list, with its id when the record carries one. */
export function recordLabel(index: number, record: unknown, within: readonly string[] = []): string {
  let label = `record ${index + 1}`
  if (isObject(record)) {
    const idField = ID_FIELDS.find((name) => typeof record[name] === 'string' || typeof record[name] === 'number')
    if (idField !== undefined) label += ` (${idField} ${String(record[idField])})`
  }
  return [...within, label].join(' › ')
}

/** Every problem valibot finds in `value`, placed by file, record and field. */
export function schemaProblems(file: string, schema: v.GenericSchema, value: unknown): SnapshotProblem[] {
  const result = v.safeParse(schema, value)
  if (result.success) return []
  return issueProblems(file, schema, result.issues)
}

/** Issues valibot already reported for `schema`, placed by file, record and field. */
export function issueProblems(file: string, schema: v.GenericSchema, issues: readonly v.BaseIssue<unknown>[]): SnapshotProblem[] {
  return issues.map((issue) => issueProblem(file, schema, issue))
}

function issueProblem(file: string, root: v.GenericSchema, issue: v.BaseIssue<unknown>): SnapshotProblem {
  const path = issue.path ?? []
  const within: string[] = []
  const fieldParts: string[] = []
  let record: string | null = null
  for (const item of path) {
    const key = String(item.key)
    if (record === null && item.type === 'array') {
      const list = item.input as unknown[]
      record = recordLabel(Number(item.key), list[Number(item.key)], within)
    } else if (record === null && path.some((later) => later.type === 'array')) {
      within.push(key)
    } else if (item.type === 'array') {
      fieldParts.push(`item ${Number(item.key) + 1}`)
    } else {
      fieldParts.push(key)
    }
  }
  if (record === null && within.length > 0) fieldParts.unshift(...within)
  let field = fieldParts.reduce((acc, part) => (acc === '' ? part : part.startsWith('item ') ? `${acc} ${part}` : `${acc}.${part}`), '')
  // A record's key (a ProvinceId, a "makeId:year") failed its own check, not the value under it.
  if (!isMissingKey(issue) && issue.expected !== 'never' && path[path.length - 1]?.origin === 'key') field = `${field} (the key)`
  return { file, record, field, ...describeIssue(root, issue) }
}

/**
 * What a valibot issue expected and what it got, in content staff's words: the one converter from
 * issues to problems, shared by the snapshot checks (above), the build's input checks
 * (content/checks.ts) and the landing checks (content/landings.ts), which place the issue in their
 * own files' terms. `noun` is what the file's schema calls its keys ('field', or 'attribute' for a landing).
 */
export function describeIssue(root: v.GenericSchema, issue: v.BaseIssue<unknown>, noun = 'field'): { expected: string; received?: string } {
  const path = issue.path ?? []
  if (isMissingKey(issue)) return { expected: describe(schemaAt(root, path)) ?? `this ${noun}`, received: `nothing (the ${noun} is missing)` }
  if (issue.expected === 'never') return { expected: `only the known ${noun}s`, received: `an unknown ${noun} (misspelt?)` }
  // Schemas without a message of ours (valibot's default "Invalid type: ...") say what they expected in `expected`.
  const expected = issue.message.startsWith('Invalid ') && issue.expected !== null ? issue.expected : issue.message
  return { expected, received: describeReceived(issue, path[path.length - 1]) }
}

/** `expected …, got …` as one text (the input checks' problems carry it in one field). */
export function expectedAndReceived({ expected, received }: { expected: string; received?: string }): string {
  return received === undefined ? expected : `${expected}, got ${received}`
}

function describeReceived(issue: v.BaseIssue<unknown>, last: v.IssuePathItem | undefined): string {
  if (issue.received === 'undefined') return 'nothing'
  // valibot names objects and lists only by kind ("Object"), and a check forwarded to a field
  // reports the whole record: show the field's own value instead, shortened.
  if ((issue.received === 'Object' || issue.received === 'Array') && last !== undefined) {
    const text = JSON.stringify(last.value) ?? String(last.value)
    return text.length > 80 ? `${text.slice(0, 77)}...` : text
  }
  return issue.received
}

function isMissingKey(issue: v.BaseIssue<unknown>): boolean {
  return issue.kind === 'schema' && issue.received === 'undefined' && (issue.type === 'object' || issue.type === 'strict_object')
}

// Finds the schema of the field a path points to, so a missing field can say what it should hold.
function schemaAt(root: unknown, path: readonly v.IssuePathItem[]): unknown {
  let schema: unknown = root
  for (const item of path) {
    schema = resolve(schema, item.input)
    if (!isObject(schema)) return undefined
    if (item.type === 'object' && isObject(schema.entries)) schema = schema.entries[String(item.key)]
    else if (item.type === 'object' && schema.type === 'record') schema = item.origin === 'key' ? schema.key : schema.value
    else if (item.type === 'array') schema = schema.item
    else return undefined
  }
  return resolve(schema, undefined)
}

function resolve(schema: unknown, input: unknown): unknown {
  let current = schema
  for (;;) {
    if (!isObject(current)) return current
    if (current.type === 'optional' || current.type === 'nullable' || current.type === 'nullish') {
      current = current.wrapped
    } else if (current.type === 'variant' && Array.isArray(current.options) && typeof current.key === 'string' && isObject(input)) {
      const key = current.key
      const discriminator = input[key]
      const option: unknown = current.options.find(
        (candidate: unknown) => isObject(candidate) && isObject(candidate.entries) && literalOf(candidate.entries[key]) === discriminator,
      )
      if (option === undefined) return current
      current = option
    } else {
      return current
    }
  }
}

function literalOf(schema: unknown): unknown {
  return isObject(schema) && schema.type === 'literal' ? schema.literal : undefined
}

function describe(schema: unknown): string | undefined {
  return isObject(schema) && typeof schema.message === 'string' ? schema.message : undefined
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Parses a data file's text; on a syntax error, a problem that names the line and column (both from 1). */
export function parseJsonText(file: string, text: string): { ok: true; value: unknown } | { ok: false; problem: SnapshotProblem } {
  // Editors on some systems save a byte-order mark; JSON.parse rejects it though the content is fine.
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text
  try {
    return { ok: true, value: JSON.parse(body) as unknown }
  } catch (error) {
    const offset = Math.max(0, jsonErrorOffset(body))
    const { line, column } = lineAndColumn(body, offset)
    const reason = error instanceof Error ? error.message.replace(/, ".*$/s, '').replace(/ in JSON at position \d+.*$/s, '') : String(error)
    return {
      ok: false,
      problem: { file, record: null, field: '', expected: 'valid JSON', received: `a syntax error at line ${line}, column ${column} (${reason})` },
    }
  }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset)
  const lines = before.split('\n')
  return { line: lines.length, column: (lines[lines.length - 1] ?? '').length + 1 }
}
