import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fullProductName, providerPrefix } from '../../../../domain/products/fullName'

describe('fullProductName (issue 17: every card control names its provider)', () => {
  it.each([
    ['BPI', 'Personal Loan', 'BPI Personal Loan', 'BPI'],
    ['BCA', 'Platinum', 'BCA Platinum', 'BCA'],
    ['Zurich', 'Zurich Health', 'Zurich Health', ''],
    ['Jasindo', 'Oto Jasindo', 'Oto Jasindo', ''],
    ['blu by BCA Digital', 'bluDeposito', 'blu by BCA Digital bluDeposito', 'blu by BCA Digital'],
    ['Pru Life UK', 'PRUHealth', 'Pru Life UK PRUHealth', 'Pru Life UK'],
  ])('%s + %s = %s', (provider, name, full, prefix) => {
    expect(fullProductName({ provider, name })).toBe(full)
    expect(providerPrefix({ provider, name })).toBe(prefix)
  })

  // The snapshot's cards share names across providers; with the provider each is unique in its list.
  it.each(['ecm', 'ckj'])('%s: every vertical’s full names are unique and contain the provider', (portal) => {
    const dir = join('data', 'products', portal)
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const cards = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { provider: string; name: string }[]
      const names = cards.map(fullProductName)
      expect(new Set(names).size, file).toBe(names.length)
      cards.forEach((card, i) => expect(names[i]!.toLowerCase()).toContain(card.provider.toLowerCase()))
    }
  })
})
