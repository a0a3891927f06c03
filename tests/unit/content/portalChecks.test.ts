// The checks that make a portal data (docs/data.md, "A portal's config"; decision 027): each mistake a
// new portal's author makes is refused by the input checks, naming file › field, before vike starts.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { checkPortalsAndMessages, checkRequiredMessages, formatProblems, type InputProblem } from '../../../content/checks'
import { writeMessageCatalogues } from '../../../content/messages'
import { loadPortals } from '../../../content/portals'

type Config = Record<string, unknown> & { paths: Record<string, string>; verticals: { path: string }[]; callWindows: { slots: { id: string }[] } }

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A data folder with every portal of the registry and the message parts, the first portal's config changed by `change`. */
function problemsAfter(change: (config: Config) => void, parts?: (dir: string) => void): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'portal-checks-'))
  dirs.push(dir)
  cpSync(join('data', 'portals'), join(dir, 'portals'), { recursive: true })
  cpSync(join('data', 'messages', 'parts'), join(dir, 'messages', 'parts'), { recursive: true })
  const file = join(dir, 'portals', `${loadPortals('data')[0]!.folder}.json`)
  const config = JSON.parse(readFileSync(file, 'utf8')) as Config
  change(config)
  writeFileSync(file, JSON.stringify(config))
  parts?.(dir)
  writeMessageCatalogues(dir)
  const found: InputProblem[] = []
  const portals = checkPortalsAndMessages(dir, found)
  found.push(...checkRequiredMessages(dir, portals, () => new Map()))
  return found.length === 0 ? [] : formatProblems(found).split('\n')
}

const first = loadPortals('data')[0]!
const file = `data/portals/${first.folder}.json`

describe('the input checks of a portal config', () => {
  test('the registry as it is passes', () => {
    expect(problemsAfter(() => undefined)).toEqual([])
  })

  test.each([
    [
      'a currency of the right shape that is no ISO 4217 code',
      (c: Config) => (c.currency = 'RMY'),
      `${file} › currency: an ISO 4217 currency code that Intl knows (such as PHP, IDR, MYR), got "RMY"`,
    ],
    ['a time zone Intl does not know', (c: Config) => (c.timeZone = 'Asia/Atlantis'), `${file} › timeZone: an IANA time zone`],
    ['a locale Intl does not format in', (c: Config) => (c.locale = 'zz-ZZ'), `${file} › locale: a locale that Intl formats numbers and dates in`],
    // docs/security.md "Share counts": a portal file is built into the pages, so a token there would be public.
    [
      'a share-count token in the portal file',
      (c: Config) => (c.share = { countAccessToken: 'app|secret' }),
      `${file} › share: no share block: the share-count token belongs in the lead API's environment (SHARE_COUNT_TOKEN, docs/security.md)`,
    ],
  ])('%s', (_, change, line) => {
    expect(problemsAfter(change).some((problem) => problem.startsWith(line))).toBe(true)
  })

  test('two pages at one address: the second is named with the first (privacy on the terms page)', () => {
    expect(problemsAfter((c) => (c.paths.privacy = c.paths.terms!))).toContain(
      `${file} › paths.privacy: an address of its own: "${first.config.paths.terms}" is also ${file} › paths.terms`,
    )
  })

  test("the guides at a vertical's address, and a page inside a vertical's list and facet pages", () => {
    const vertical = first.config.verticals[0]!
    expect(problemsAfter((c) => (c.paths.guides = vertical.path))).toContain(
      `${file} › verticals.0.path (${vertical.key}): an address of its own: "${vertical.path}" is also ${file} › paths.guides`,
    )
    expect(problemsAfter((c) => (c.paths.compare = `${vertical.path}/compare`))).toContain(
      `${file} › verticals.0.path (${vertical.key}): an address of its own: "${vertical.path}/compare" (${file} › paths.compare) is inside "${vertical.path}", whose list and facet pages live there`,
    )
  })

  test('a call-window slot without its message names the slot and the part file the message goes in', () => {
    const locale = first.locale
    const problems = problemsAfter((c) => c.callWindows.slots.push({ ...c.callWindows.slots[0]!, id: 'lunch' }))
    expect(problems).toContain(
      `${file} › callWindows.slots.${first.config.callWindows.slots.length}.id: its message callWindow.lunch in ${locale}: add it to data/messages/parts/callWindows.${locale}.json`,
    )
  })

  test('a message one locale lacks is named by its part file, with the part that has it', () => {
    const locales = [...new Set(loadPortals('data').map((portal) => portal.locale))]
    expect(locales.length, 'two locales to compare').toBeGreaterThan(1)
    const [a, b] = locales as [string, string]
    const problems = problemsAfter(
      () => undefined,
      (dir) => {
        const part = join(dir, 'messages', 'parts', `callWindows.${b}.json`)
        const messages = JSON.parse(readFileSync(part, 'utf8')) as Record<string, string>
        const [key] = Object.keys(messages)
        delete messages[key!]
        writeFileSync(part, JSON.stringify(messages))
      },
    )
    expect(
      problems.some(
        (line) =>
          line.startsWith(`data/messages/parts/callWindows.${b}.json › callWindow.`) &&
          line.endsWith(`: the message that data/messages/parts/callWindows.${a}.json has`),
      ),
    ).toBe(true)
  })

  test('the tax calculator computes Philippine tax: a portal of another country may not offer it', () => {
    const problems = problemsAfter((c) => {
      c.locale = 'ms-MY'
      c.paths.taxCalculator = '/income-tax-calculator'
    })
    expect(problems.some((line) => line.startsWith(`${file} › paths.taxCalculator: no such page: the calculator computes Philippine income tax`))).toBe(true)
  })
})
