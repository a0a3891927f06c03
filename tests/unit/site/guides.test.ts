import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import ckjGuides from '../../../data/content/ckj/guides.json'
import ecmGuides from '../../../data/content/ecm/guides.json'
import ckjJson from '../../../data/portals/ckj.json'
import ecmJson from '../../../data/portals/ecm.json'
import { GuidesContentSchema } from '../../../domain/content/guidesSchema'
import { PortalConfigSchema } from '../../../domain/portal'
import { matchesQuery } from '../../../renderer/site/listFilter'

// Issue 9 (this task's brief): a guides page per portal at '/guides' (ECM) and '/panduan' (CKJ),
// with tabs for credit cards, loans and insurance, FAQ panels, a glossary and a help dialog.
const PORTALS = [
  { code: 'ECM', raw: ecmGuides as unknown, portal: v.parse(PortalConfigSchema, ecmJson), path: '/guides', tabs: ['Credit cards', 'Loans', 'Insurance'] },
  { code: 'CKJ', raw: ckjGuides as unknown, portal: v.parse(PortalConfigSchema, ckjJson), path: '/panduan', tabs: ['Kartu kredit', 'Pinjaman', 'Asuransi'] },
] as const

describe.each(PORTALS)('$code guides', ({ raw, portal, path, tabs }) => {
  const content = v.parse(GuidesContentSchema, raw)

  test(`lives at ${path}, an address no other configured page uses`, () => {
    expect(portal.paths.guides).toBe(path)
    expect(Object.entries(portal.paths).filter(([key, value]) => key !== 'guides' && value === path)).toEqual([])
    expect(portal.verticals.map((vertical) => vertical.path)).not.toContain(path)
  })

  test('has the three product tabs', () => {
    expect(content.topics.items.map((topic) => topic.label)).toEqual(tabs)
  })

  test('links only to verticals the portal offers', () => {
    const keys = new Set(portal.verticals.map((vertical) => vertical.key))
    const links = [...content.topics.items.flatMap((topic) => topic.links), ...content.help.links]
    for (const link of links) expect(keys, link.vertical).toContain(link.vertical)
  })

  test('fits a search result: description at most 160 characters', () => {
    expect(content.description.length).toBeLessThanOrEqual(160)
  })
})

describe('guides schema', () => {
  const valid = v.parse(GuidesContentSchema, ecmGuides)
  test.each([
    ['markup in a text', { ...valid, heading: '<b>Guides</b>' }],
    ['a duplicate topic id', { ...valid, topics: { ...valid.topics, items: [valid.topics.items[0], valid.topics.items[0]] } }],
    ['a count template without {count}', { ...valid, glossary: { ...valid.glossary, statusOne: 'one term' } }],
    ['a single tab', { ...valid, topics: { ...valid.topics, items: [valid.topics.items[0]] } }],
  ])('refuses %s', (_name, content) => {
    expect(v.safeParse(GuidesContentSchema, content).success).toBe(false)
  })
})

describe('glossary filter', () => {
  test.each([
    ['Effective interest rate', 'interest', true],
    ['Effective interest rate', 'RATE eff', true],
    ['Risiko sendiri', 'risiko', true],
    ['Pelunasan dipercepat', 'pelunasan bunga', false],
    ['Sum insured', '', true],
    ['Café', 'cafe', true],
  ])('"%s" matches "%s": %s', (text, query, expected) => {
    expect(matchesQuery(text, query)).toBe(expected)
  })
})
