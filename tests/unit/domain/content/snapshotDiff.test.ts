// The comparison behind `npm run regenerate` (domain/content/snapshotDiff.ts) and its report
// (domain/content/changeReport.ts), on the committed snapshot of both portals.
import { beforeAll, describe, expect, test } from 'vitest'
import { changeReportHtml, changeReportMarkdown, escapeMarkdown } from '../../../../domain/content/changeReport'
import { diffSnapshots } from '../../../../domain/content/snapshotDiff'
import { loadSnapshot, type PortalFolder, type Snapshot } from '../../../../content/snapshot'

const PORTALS: PortalFolder[] = ['ecm', 'ckj']
let published: Snapshot

beforeAll(async () => {
  published = await loadSnapshot('data')
})

const meta = { api: 'http://127.0.0.1:4300', pulledAt: '2026-11-25T19:00:00.000Z', dryRun: true }

describe('diffSnapshots', () => {
  test('the same snapshot on both sides has no change', () => {
    const diff = diffSnapshots(published, structuredClone(published))
    expect(diff.same).toBe(true)
    expect(diff.portals.map((p) => p.portal)).toEqual(['ecm', 'ckj'])
    for (const portal of diff.portals) {
      expect(portal.products).toMatchObject({ added: [], removed: [], changed: [] })
      expect(portal.products.unchanged).toBe(Object.values(published[portal.portal as PortalFolder]!.products).flat().length)
      expect(portal.lookups).toEqual([])
    }
    expect(changeReportMarkdown(diff, meta)).toContain('No changes')
  })

  test.each(PORTALS)('%s: products added, removed and changed, with each changed field and its old and new value', (portal) => {
    const pulled = structuredClone(published)
    const loans = pulled[portal]!.products['personal-loans']!
    const cards = pulled[portal]!.products['credit-cards']!
    const first = loans[0]!
    const oldMax = first.contractType === 'loan' ? first.tenorMonths.max : 0
    const oldRate = first.contractType === 'loan' ? first.interestRatePct : 0
    if (first.contractType !== 'loan') throw new Error('expected a loan')
    first.interestRatePct = oldRate + 0.25
    first.tenorMonths = { ...first.tenorMonths, max: oldMax + 12 }
    first.perks = [...first.perks, 'New perk']
    const removed = cards.pop()!
    const added = { ...structuredClone(cards[0]!), id: 9999, slug: 'new-card', name: 'New Card' }
    cards.push(added)

    const diff = diffSnapshots(published, pulled)
    expect(diff.same).toBe(false)
    const other = diff.portals.find((p) => p.portal !== portal)!
    expect(other.products.changed).toEqual([])
    const mine = diff.portals.find((p) => p.portal === portal)!
    expect(mine.products.added).toEqual([{ id: 9999, slug: 'new-card', provider: added.provider, name: 'New Card', vertical: 'credit-cards' }])
    expect(mine.products.removed).toEqual([{ id: removed.id, slug: removed.slug, provider: removed.provider, name: removed.name, vertical: 'credit-cards' }])
    expect(mine.products.changed).toHaveLength(1)
    expect(mine.products.changed[0]).toMatchObject({ id: first.id, vertical: 'personal-loans' })
    expect(mine.products.changed[0]!.fields).toEqual([
      { field: 'interestRatePct', before: oldRate, after: oldRate + 0.25 },
      { field: 'tenorMonths.max', before: oldMax, after: oldMax + 12 },
      { field: 'perks', before: published[portal]!.products['personal-loans']![0]!.perks, after: first.perks },
    ])

    const markdown = changeReportMarkdown(diff, meta)
    expect(markdown).toContain(`interestRatePct: ${oldRate} → ${oldRate + 0.25}`)
    expect(markdown).toContain(`tenorMonths.max: ${oldMax} → ${oldMax + 12}`)
    const html = changeReportHtml(diff, meta)
    expect(html).toContain(`<td>tenorMonths.max</td><td>${oldMax}</td><td>${oldMax + 12}</td>`)
    expect(html).toContain('New Card (id 9999, credit-cards)')
  })

  test.each(PORTALS)('%s: lookup entries added, removed and renamed, per lookup', (portal) => {
    const pulled = structuredClone(published)
    const lookups = pulled[portal]!.lookups
    const province = lookups.provinces[0]!
    const oldName = province.DisplayedName
    province.DisplayedName = `${oldName} (renamed)`
    const regions = lookups.regions[province.ProvinceId]!
    regions.push({ RegionId: `${regions[0]!.RegionId}9`.slice(0, 12), DisplayedName: 'New Town' })
    const model = lookups.vehicles.models['1:2026']!.shift()!
    lookups.employmentTypes['1'] = lookups.employmentTypes['1'].map((item, i) => (i === 0 ? { ...item, DisplayedName: 'Renamed type' } : item))

    const diff = diffSnapshots(published, pulled)
    const mine = diff.portals.find((p) => p.portal === portal)!
    expect(diff.portals.find((p) => p.portal !== portal)!.lookups).toEqual([])
    const byName = Object.fromEntries(mine.lookups.map((l) => [l.lookup, l]))
    expect(Object.keys(byName).sort()).toEqual(['employment types', 'provinces', 'regions', 'vehicle models'])
    expect(byName.provinces!.changed).toEqual([{ key: province.ProvinceId, before: oldName, after: `${oldName} (renamed)` }])
    expect(byName.regions!.added).toEqual([{ key: regions.at(-1)!.RegionId, name: `New Town (in ${oldName} (renamed))` }])
    // The other regions of the renamed province changed too: their province's name is part of them.
    expect(byName.regions!.changed).toHaveLength(regions.length - 1)
    expect(byName['vehicle models']!.removed).toEqual([{ key: `Toyota (1) › 2026 › ${model.VehicleTypeModelId}`, name: model.DisplayedName }])
    expect(byName['employment types']!.changed).toEqual([
      {
        key: `list 1 › ${published[portal]!.lookups.employmentTypes['1'][0]!.EmploymentTypeId}`,
        before: published[portal]!.lookups.employmentTypes['1'][0]!.DisplayedName,
        after: 'Renamed type',
      },
    ])
  })
})

describe('the change report', () => {
  test.each(PORTALS)('%s: an untrusted product name is escaped in the HTML and the Markdown', (portal) => {
    const pulled = structuredClone(published)
    const card = pulled[portal]!.products['credit-cards']![0]!
    card.name = '<script>alert(1)</script> [x](javascript:alert(1)) & "q"'
    card.provider = '<img src=x onerror=alert(2)>'
    const diff = diffSnapshots(published, pulled)
    const html = changeReportHtml(diff, meta)
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&quot;q&quot;')
    const markdown = changeReportMarkdown(diff, meta)
    expect(markdown).not.toContain('<script')
    // Every bracket escaped: no link.
    expect(markdown).not.toMatch(/[^\\]\]\(javascript/)
    expect(markdown).toContain('\\[x\\](javascript:alert(1))')
    expect(markdown).toContain('&lt;img src=x onerror=alert(2)&gt;')
  })

  test('Markdown escaping keeps a name on one line and inert', () => {
    expect(escapeMarkdown('a|b\n*bold* `code` <b> & _x_')).toBe('a\\|b \\*bold\\* \\`code\\` &lt;b&gt; &amp; \\_x\\_')
  })
})
