import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { readPortals } from '../../../content/portals'
import { siteStage, withStage } from '../../../content/siteStage'

// docs/requirements/operations.md#production-and-staging-builds: which partner hosts a build links
// is a setting of the build, never of a portal file.
describe('the build stage', () => {
  test('production unless the build says staging; anything else is refused', () => {
    expect(siteStage({})).toBe('production')
    expect(siteStage({ SITE_STAGE: '' })).toBe('production')
    expect(siteStage({ SITE_STAGE: 'staging' })).toBe('staging')
    expect(() => siteStage({ SITE_STAGE: 'live' })).toThrow(/expected production or staging/)
  })

  test('the stage gives the config its live flag', () => {
    expect(withStage({ code: 'ECM' }, 'production')).toEqual({ code: 'ECM', live: true })
    expect(withStage({ code: 'ECM' }, 'staging')).toEqual({ code: 'ECM', live: false })
  })

  test('a portal file that says live is refused, naming file and field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stage-'))
    try {
      cpSync('data/portals', join(dir, 'portals'), { recursive: true })
      const file = join(dir, 'portals', 'ecm.json')
      writeFileSync(file, JSON.stringify({ ...(JSON.parse(readFileSync(file, 'utf8')) as object), live: true }))
      const { problems } = readPortals(dir)
      expect(
        problems.some((problem) => /portals\/ecm\.json › live: set by the build, not by the portal file/.test(problem)),
        problems.join('\n'),
      ).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
