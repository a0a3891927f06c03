// npm run build -- --portal CODE builds that portal alone (README, "Other scripts"; decision 027): the
// other portals' published sites are not in the build's list, so nothing of theirs is replaced.
import { describe, expect, test } from 'vitest'
import { loadPortals } from '../../../content/portals'
import { portalArgument, portalsToBuild } from '../../../scripts/build'

const registry = loadPortals('data')

describe('npm run build -- --portal CODE', () => {
  test('names one portal of the registry, by code or folder in any case; without it every portal is built', () => {
    const last = registry.at(-1)!
    expect(portalArgument(['node', 'build.ts', '--portal', last.code])).toBe(last.code)
    expect(portalsToBuild(registry, last.code).map((env) => env.code)).toEqual([last.code])
    expect(portalsToBuild(registry, last.folder.toUpperCase()).map((env) => env.code)).toEqual([last.code])
    expect(portalArgument(['node', 'build.ts', '--full'])).toBeUndefined()
    expect(portalsToBuild(registry, undefined)).toEqual(registry)
  })

  test('an unknown portal or a missing code is refused, naming the portals', () => {
    expect(() => portalsToBuild(registry, 'XYZ')).toThrow(`Unknown portal "XYZ": the portals are ${registry.map((env) => env.code).join(', ')}`)
    expect(() => portalArgument(['node', 'build.ts', '--portal'])).toThrow('--portal needs a portal code')
  })
})
