import type { TestSpecification, Vitest } from 'vitest/node'
import { describe, expect, test } from 'vitest'
import LongFirstSequencer from '../../sequencer'

// docs/testing.md, "How the run is laid out": browser files first and together, the long ones first.
const ROOT = '/repo'

function spec(project: string, file: string, isolate = project !== 'e2e'): TestSpecification {
  return { project: { name: project, config: { sequence: { groupOrder: 0 }, isolate } }, moduleId: `${ROOT}/${file}` } as unknown as TestSpecification
}

function sequencer(durations: Record<string, number> = {}): LongFirstSequencer {
  const ctx = {
    config: { root: ROOT },
    cache: {
      getFileTestResults: (key: string) => (key in durations ? { duration: durations[key], failed: false } : undefined),
      getFileStats: (key: string) => ({ size: key.length }),
    },
  }
  return new LongFirstSequencer(ctx as unknown as Vitest)
}

const files = [
  spec('unit', 'tests/unit/a.test.ts'),
  spec('component', 'tests/component/b.test.tsx'),
  spec('e2e', 'tests/e2e/seo.test.ts'),
  spec('e2e', 'tests/e2e/foundation.test.ts'),
  spec('unit', 'tests/unit/c.test.ts'),
  spec('e2e', 'tests/e2e/listPages.test.ts'),
]

describe('the order files reach the workers', () => {
  test('on a fresh clone: browser files first, the known long ones in front, then unit, then component', async () => {
    const order = (await sequencer().sort(files)).map((s) => `${s.project.name}:${s.moduleId.slice(ROOT.length + 1)}`)
    expect(order.slice(0, 3)).toEqual(['e2e:tests/e2e/foundation.test.ts', 'e2e:tests/e2e/listPages.test.ts', 'e2e:tests/e2e/seo.test.ts'])
    expect(order.slice(3).map((name) => name.split(':')[0])).toEqual(['unit', 'unit', 'component'])
  })

  test('with the timings of an earlier run, the longest browser file goes first', async () => {
    const timed = sequencer({ 'e2e:tests/e2e/seo.test.ts': 90_000, 'e2e:tests/e2e/foundation.test.ts': 30_000, 'e2e:tests/e2e/listPages.test.ts': 60_000 })
    const order = (await timed.sort(files)).filter((s) => s.project.name === 'e2e').map((s) => s.moduleId.slice(ROOT.length + 1))
    expect(order).toEqual(['tests/e2e/seo.test.ts', 'tests/e2e/listPages.test.ts', 'tests/e2e/foundation.test.ts'])
  })
})
