// npm run build -- --portal CODE builds that portal alone (README, "Other scripts"; decision 027): the
// other portals' published sites are not in the build's list, so nothing of theirs is replaced.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { loadPortals } from '../../../content/portals'
import { portalArgument, portalsToBuild } from '../../../scripts/pipeline/build'

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

describe("a new portal's mistakes stop npm run build before vike (decision 027)", () => {
  test('a bad currency, two pages at one address, the guides on a vertical, a slot without its message, guides.json without faq: all named, file › field', () => {
    const work = mkdtempSync(join(tmpdir(), 'build-mistakes-'))
    try {
      const data = join(work, 'data')
      cpSync(join('tests', 'fixtures', 'portals', 'xth'), data, { recursive: true })
      // The fixture portal's texts are the site's English ones under its locale (as tests/e2e/thirdPortal.test.ts does).
      mkdirSync(join(data, 'messages', 'parts'), { recursive: true })
      for (const name of readdirSync(join('data', 'messages', 'parts')).filter((file) => file.endsWith('.en-PH.json')))
        cpSync(join('data', 'messages', 'parts', name), join(data, 'messages', 'parts', name.replace('.en-PH.json', '.en-TH.json')))
      const configFile = join(data, 'portals', 'xth.json')
      const config = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, unknown> & {
        paths: Record<string, string>
        verticals: { path: string }[]
        callWindows: { slots: { id: string }[] }
      }
      config.currency = 'RMY'
      config.paths.privacy = config.paths.terms!
      config.paths.guides = config.verticals[0]!.path
      config.callWindows.slots.push({ ...config.callWindows.slots[0]!, id: 'lunch' })
      writeFileSync(configFile, JSON.stringify(config))
      const guidesFile = join(data, 'content', 'xth', 'guides.json')
      const guides = JSON.parse(readFileSync(guidesFile, 'utf8')) as Record<string, unknown>
      delete guides.faq
      writeFileSync(guidesFile, JSON.stringify(guides))
      const run = spawnSync(process.execPath, ['--import', 'tsx', join('scripts', 'pipeline', 'build.ts')], {
        env: { ...process.env, DATA_DIR: data, DIST_DIR: join(work, 'dist') },
        encoding: 'utf8',
      })
      expect(run.status).toBe(1)
      const lines = run.stderr.split('\n')
      expect(lines).toEqual(
        expect.arrayContaining([
          'data/portals/xth.json › currency: an ISO 4217 currency code that Intl knows (such as PHP, IDR, MYR), got "RMY"',
          `data/portals/xth.json › paths.privacy: an address of its own: "${config.paths.terms}" is also data/portals/xth.json › paths.terms`,
          `data/portals/xth.json › verticals.0.path (credit-cards): an address of its own: "${config.verticals[0]!.path}" is also data/portals/xth.json › paths.guides`,
          'data/content/xth/guides.json › faq: this field, got nothing (the field is missing)',
          'data/portals/xth.json › callWindows.slots.4.id: its message callWindow.lunch in en-TH: add it to data/messages/parts/callWindows.en-TH.json',
        ]),
      )
      // Nothing reached vike: no build output, no dist folder.
      expect(run.stdout + run.stderr).not.toMatch(/vike|vite/i)
      expect(existsSync(join(work, 'dist'))).toBe(false)
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  }, 60_000)
})
