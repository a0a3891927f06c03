// Summaries of the interaction benchmark's runs (scripts/bench/benchInteraction.ts): medians and worst
// times, and the Markdown tables it prints.
import type { PressOutcome, RunResult, Takeover } from './run'
import type { Scenario } from './scenarios'
import { markdownTable as table } from '../markdown'
import { median as middle } from '../stats'

/** The median of some times (scripts/bench/stats.ts); null for none, shown as a dash. */
const median = (values: number[]): number | null => (values.length === 0 ? null : middle(values))

export const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)}`)

interface TypingRow {
  kind: string
  portal: string
  path: string
  delay: number
  runs: number
  changed: number
  failed: number
  takeover: Record<Takeover, number>
  examples: string[]
}

interface PressRow {
  kind: string
  portal: string
  path: string
  first: { n: number; median: number | null; worst: number | null; missing: number; focused?: string }
  later: { n: number; median: number | null; worst: number | null; missing: number; focused?: string }
}

/** A page's key in the tables: its kind, portal and path. */
const pageKey = (page: { kind: string; portal: string; path: string }) => `${page.kind}|${page.portal}|${page.path}`

export function typingRows(runs: RunResult[], list: readonly Scenario[]): TypingRow[] {
  const rows = new Map<string, TypingRow>()
  for (const run of runs) {
    const key = `${pageKey(run)}|${run.delay}`
    let row = rows.get(key)
    if (!row) {
      row = {
        kind: run.kind,
        portal: run.portal,
        path: run.path,
        delay: run.delay,
        runs: 0,
        changed: 0,
        failed: 0,
        takeover: { 'before typing': 0, 'during typing': 0, 'after typing': 0, 'woken after typing': 0, never: 0 },
        examples: [],
      }
      rows.set(key, row)
    }
    row.runs++
    if (run.error && run.fields.every((f) => f.final === null)) {
      row.failed++
      if (row.examples.length < 3) row.examples.push(`failed: ${run.error}`)
      continue
    }
    row.takeover[run.takeover]++
    if (run.changed) {
      row.changed++
      for (const f of run.fields.filter((x) => !x.ok)) {
        if (row.examples.length < 3)
          row.examples.push(`${f.selector} typed "${f.typed}", final ${f.final === null ? 'missing' : `"${f.final}"`} (takeover ${run.takeover})`)
      }
    }
  }
  // Page by page in the order of the scenarios, then by typing speed.
  const order = list.map(pageKey)
  const rank = (row: TypingRow) => order.indexOf(pageKey(row))
  return [...rows.values()].sort((a, b) => rank(a) - rank(b) || a.delay - b.delay)
}

export function pressRows(runs: RunResult[]): PressRow[] {
  const rows = new Map<string, { kind: string; portal: string; path: string; first: RunResult['first'][]; later: RunResult['later'][] }>()
  for (const run of runs) {
    if (!run.first && !run.later) continue
    const key = pageKey(run)
    let row = rows.get(key)
    if (!row) rows.set(key, (row = { kind: run.kind, portal: run.portal, path: run.path, first: [], later: [] }))
    row.first.push(run.first)
    row.later.push(run.later)
  }
  return [...rows.values()].map((row) => ({ kind: row.kind, portal: row.portal, path: row.path, first: pressStats(row.first), later: pressStats(row.later) }))
}

/** Runs, median, worst and missing results of a set of presses (and how often step 2's heading had focus). */
function pressStats(list: (PressOutcome | undefined)[]): PressRow['first'] {
  const times = list.filter((p): p is PressOutcome => p !== undefined && p.ms !== null).map((p) => p.ms!)
  const withFocus = list.filter((p): p is PressOutcome => p?.focused !== undefined)
  return {
    n: times.length,
    median: median(times),
    worst: times.length ? Math.max(...times) : null,
    missing: list.length - times.length,
    ...(withFocus.length ? { focused: `${withFocus.filter((p) => p.focused).length}/${withFocus.length}` } : {}),
  }
}

/** The calculators' and the landing forms' presses, typing speed by typing speed (the issue's target is set at 150 ms a key). */
interface SpeedRow {
  group: 'calculators' | 'landing forms'
  delay: number
  first: PressRow['first']
  later: PressRow['later']
}

export function pressBySpeed(runs: RunResult[]): SpeedRow[] {
  const rows: SpeedRow[] = []
  const groups = [
    ['calculators', (r: RunResult) => r.kind.endsWith('calculator')],
    ['landing forms', (r: RunResult) => r.kind.startsWith('landing form')],
  ] as const
  const delays = [...new Set(runs.map((r) => r.delay))].sort((a, b) => a - b)
  for (const [group, member] of groups) {
    for (const delay of delays) {
      const mine = runs.filter((r) => member(r) && r.delay === delay && (r.first || r.later))
      if (mine.length === 0) continue
      rows.push({ group, delay, first: pressStats(mine.map((r) => r.first)), later: pressStats(mine.map((r) => r.later)) })
    }
  }
  return rows
}

/** A Markdown table (scripts/bench/markdown.ts) from `[title, align]` pairs ('l' or 'r') and one row per entry, as lines. */
function markdownTable(columns: [string, 'l' | 'r'][], rows: (string | number)[][]): string[] {
  return table(
    columns.map(([title]) => title),
    rows.map((row) => row.map(String)),
    columns.map(([, align]) => align),
  ).split('\n')
}

/** The columns of a first and a later press: runs, median, worst. */
const PRESS_COLUMNS: [string, 'l' | 'r'][] = [
  ['first press: runs', 'r'],
  ['median ms', 'r'],
  ['worst ms', 'r'],
  ['later press: runs', 'r'],
  ['median ms', 'r'],
  ['worst ms', 'r'],
  ['no result (first / later)', 'l'],
]

const pressCells = (first: PressRow['first'], later: PressRow['later']) => [
  first.n,
  ms(first.median),
  ms(first.worst),
  later.n,
  ms(later.median),
  ms(later.worst),
  `${first.missing} / ${later.missing}`,
]

export function speedTable(rows: SpeedRow[]): string[] {
  return markdownTable(
    [['pages', 'l'], ['ms/key', 'r'], ...PRESS_COLUMNS],
    rows.map((r) => [r.group, r.delay, ...pressCells(r.first, r.later)]),
  )
}

export function typingTable(rows: TypingRow[]): string[] {
  return markdownTable(
    [
      ['page kind', 'l'],
      ['portal', 'l'],
      ['path', 'l'],
      ['ms/key', 'r'],
      ['runs', 'r'],
      ['runs with a changed field', 'r'],
      ['failed runs', 'r'],
      ['island took over: before / during / after typing / woken after / never', 'l'],
      ['examples of differences', 'l'],
    ],
    rows.map((r) => {
      const t = r.takeover
      return [
        r.kind,
        r.portal.toUpperCase(),
        r.path,
        r.delay,
        r.runs,
        r.changed,
        r.failed,
        `${t['before typing']} / ${t['during typing']} / ${t['after typing']} / ${t['woken after typing']} / ${t.never}`,
        r.examples.join('; ').replace(/\|/g, '\\|') || '–',
      ]
    }),
  )
}

export function pressTable(rows: PressRow[]): string[] {
  return markdownTable(
    [['page kind', 'l'], ['portal', 'l'], ['path', 'l'], ...PRESS_COLUMNS, ['step 2 heading focused (first / later)', 'l']],
    rows.map((r) => [
      r.kind,
      r.portal.toUpperCase(),
      r.path,
      ...pressCells(r.first, r.later),
      r.first.focused || r.later.focused ? `${r.first.focused ?? '–'} / ${r.later.focused ?? '–'}` : '–',
    ]),
  )
}
