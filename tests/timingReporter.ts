// The closing lines of `npm test` (docs/testing.md, "What a run prints"): how long each project took
// from its first file's start to its last file's end, the five slowest files, and the plain count of
// tests passed and failed.
import { relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

interface Span {
  start: number
  end: number
}

/** Seconds with one decimal. */
function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}

export interface ModuleTime {
  project: string
  file: string
  /** Wall-clock start and end of the file's run, in ms since the epoch. */
  start: number
  end: number
  /** Time spent in the file's tests, hooks and imports, in ms (vitest's own figure). */
  duration: number
}

/** The summary lines for a finished run: one per project in the order given, then the five slowest files. */
export function timingLines(modules: readonly ModuleTime[], runStart: number, runEnd: number, projectOrder: readonly string[]): string[] {
  const byProject = new Map<string, Span>()
  for (const m of modules) {
    const span = byProject.get(m.project)
    if (span) {
      span.start = Math.min(span.start, m.start)
      span.end = Math.max(span.end, m.end)
    } else byProject.set(m.project, { start: m.start, end: m.end })
  }
  const names = [...projectOrder.filter((p) => byProject.has(p)), ...[...byProject.keys()].filter((p) => !projectOrder.includes(p)).sort()]
  const projects = names.map((name) => {
    const span = byProject.get(name)!
    return `${name} ${seconds(span.end - span.start)}`
  })
  const slowest = [...modules]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5)
    .map((m) => `${m.file} ${seconds(m.duration)}`)
  return [
    `time: whole run ${seconds(runEnd - runStart)}; by project (first file's start to last file's end): ${projects.join(', ')}`,
    `slowest files: ${slowest.join('; ')}`,
  ]
}

/** Counts the tests of the finished files by outcome. */
function counts(modules: readonly TestModule[]): { passed: number; failed: number; skipped: number } {
  const out = { passed: 0, failed: 0, skipped: 0 }
  for (const module of modules) {
    for (const test of module.children.allTests()) {
      const state = test.result().state
      if (state === 'passed') out.passed++
      else if (state === 'failed') out.failed++
      else out.skipped++
    }
  }
  return out
}

export default class TimingReporter implements Reporter {
  private runStart = Date.now()
  private starts = new Map<string, number>()
  private times: ModuleTime[] = []
  private root = process.cwd()

  onTestRunStart(): void {
    this.runStart = Date.now()
    this.starts.clear()
    this.times = []
  }

  onTestModuleStart(module: TestModule): void {
    this.starts.set(module.id, Date.now())
  }

  onTestModuleEnd(module: TestModule): void {
    const end = Date.now()
    this.times.push({
      project: module.project.name,
      file: relative(this.root, module.moduleId),
      start: this.starts.get(module.id) ?? end,
      end,
      duration: module.diagnostic().duration,
    })
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const lines = timingLines(this.times, this.runStart, Date.now(), ['unit', 'unit-forks', 'component', 'e2e'])
    const { passed, failed, skipped } = counts(modules)
    // The plain closing line, readable by any tool: "tests: N passed, N failed".
    const total = skipped ? `, ${skipped} skipped` : ''
    process.stdout.write(`\n${lines.join('\n')}\ntests: ${passed} passed, ${failed} failed${total}\n`)
  }
}
