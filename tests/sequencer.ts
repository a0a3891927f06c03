// The order files are handed to the workers (docs/testing.md, "How the run is laid out"). The browser
// tests first, longest first, so the long ones do not start last and run alone at the end; then the
// unit and component files fill the workers around them. The browser tests stay together, so a worker
// that ends one gets the next and keeps its site, lead API and Chromium (vitest reuses a worker for the
// next file only when that file is of the same non-isolated project).
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Project order. */
const PROJECTS = ['e2e', 'unit-forks', 'unit', 'component']

/**
 * Browser test files known to be long (their own builds, or sweeps of every page), for a fresh clone
 * that has no timings yet: vitest would otherwise order the browser files by size alone.
 */
const LONG_FIRST = ['foundation', 'listPages', 'audit.a11y', 'regenerate', 'thirdPortal', 'dev', 'landing', 'site']

function hint(spec: TestSpecification): number {
  const index = LONG_FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}.test.ts`))
  return index === -1 ? LONG_FIRST.length : index
}

export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const known = (spec: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${spec.project.name}:${spec.moduleId.slice(this.ctx.config.root.length + 1)}`) !== undefined
    const rank = (spec: TestSpecification) => {
      const project = PROJECTS.indexOf(spec.project.name)
      return project === -1 ? PROJECTS.length : project
    }
    // Array.prototype.sort is stable: within a project, vitest's own order (timings of the last run, or
    // size) stands, but for browser files without timings, which go by the list above.
    return sorted.sort((a, b) => rank(a) - rank(b) || (a.project.name === 'e2e' && !known(a) && !known(b) ? hint(a) - hint(b) : 0))
  }
}
