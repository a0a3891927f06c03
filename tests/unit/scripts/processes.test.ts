// Whether a process runs (scripts/pipeline/processes.ts): the build and a publish
// finish what a process that has ended left halfway, and leave alone what a running one is doing.
import { spawnSync } from 'node:child_process'
import { describe, expect, test } from 'vitest'
import { isRunning } from '../../../scripts/pipeline/processes'

describe('isRunning', () => {
  test('this process runs; one that has ended does not', () => {
    expect(isRunning(process.pid)).toBe(true)
    const ended = spawnSync(process.execPath, ['-e', '0'])
    expect(isRunning(ended.pid!)).toBe(false)
  })

  test('no pid in a name (NaN), 0 (which would signal our own process group) or a negative one: not running', () => {
    for (const pid of [Number.NaN, 0, -1, 1.5]) expect(isRunning(pid)).toBe(false)
  })
})
