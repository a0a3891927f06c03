// The build's folder is marked as the top of a directory hierarchy (decision 047), wherever the file
// system can: each run's folder is then placed afresh, not beside the one just deleted.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { makeBuildFolder } from '../../../scripts/pipeline/buildFolder'

// Beside the project's own build/: on the file system the build writes to.
const work = mkdtempSync(join(process.cwd(), 'node_modules', '.cache-build-folder-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const attributes = (dir: string) => spawnSync('lsattr', ['-d', dir], { encoding: 'utf8' }).stdout.split(' ')[0] ?? ''

describe('makeBuildFolder (scripts/pipeline/buildFolder.ts)', () => {
  test('makes the folder, with its parents, and marks it T where chattr can; twice is the same as once', () => {
    const dir = join(work, 'a', 'build')
    makeBuildFolder(dir)
    makeBuildFolder(dir)
    expect(existsSync(dir)).toBe(true)
    // Whether this file system takes the attribute at all, asked of chattr on a folder of its own.
    const probe = join(work, 'probe')
    mkdirSync(probe)
    const supported = spawnSync('chattr', ['+T', probe]).status === 0
    expect(attributes(dir).includes('T')).toBe(supported)
  })

  test('without chattr (another system) the folder is still made, and nothing fails', () => {
    const dir = join(work, 'no-chattr', 'build')
    const path = process.env.PATH
    process.env.PATH = join(work, 'empty')
    try {
      expect(() => makeBuildFolder(dir)).not.toThrow()
    } finally {
      process.env.PATH = path
    }
    expect(existsSync(dir)).toBe(true)
    expect(attributes(dir)).not.toMatch(/T/)
  })
})
