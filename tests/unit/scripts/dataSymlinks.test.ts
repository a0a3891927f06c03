// A symbolic link planted in the data folder is never followed out of it (issue 50, docs/security.md):
// the build's first check names it and reads nothing else; the pull refuses before it asks the API.
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { symlinksUnder } from '../../../content/symlinks'
import { earlyPortalProblems } from '../../../scripts/pipeline/checkAll'
import { pullData } from '../../../scripts/pipeline/pullData'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A copy of the sample data, and a folder outside it holding a file the link points at. */
function copies(): { data: string; outside: string } {
  const data = mkdtempSync(join(tmpdir(), 'data-links-'))
  const outside = mkdtempSync(join(tmpdir(), 'outside-'))
  made.push(data, outside)
  cpSync('data', data, { recursive: true })
  writeFileSync(join(outside, 'secret.json'), '{"not":"data"}')
  return { data, outside }
}

test('an untouched copy has no link and no early problem', () => {
  const { data } = copies()
  expect(symlinksUnder(data)).toEqual([])
  expect(earlyPortalProblems(data)).toEqual([])
})

test('a linked file and a linked folder are each named, file by file, and nothing else is read', () => {
  const { data, outside } = copies()
  rmSync(join(data, 'portals', 'ecm.json'))
  symlinkSync(join(outside, 'secret.json'), join(data, 'portals', 'ecm.json'))
  symlinkSync(outside, join(data, 'guides-elsewhere'))
  expect(earlyPortalProblems(data)).toEqual([
    'data/guides-elsewhere: a symbolic link; the build reads only files inside data/, never through a link (put the file itself there)',
    'data/portals/ecm.json: a symbolic link; the build reads only files inside data/, never through a link (put the file itself there)',
  ])
})

test('the pull refuses a data folder with a link before it asks the API', async () => {
  const { data, outside } = copies()
  symlinkSync(join(outside, 'secret.json'), join(data, 'lookups-link.json'))
  await expect(pullData({ dataDir: data, api: 'http://127.0.0.1:9', log: () => undefined })).rejects.toThrow(
    `${data}/lookups-link.json is a symbolic link: the pull reads and writes only files inside ${data}/. The snapshot in ${data}/ was left unchanged.`,
  )
})
