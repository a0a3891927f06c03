import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ProductCard } from '../../../../domain/content/schemas'
import { cardFacts } from '../../../../domain/products/cardFacts'
import { bandLimits, bandValue, listSpec, niceRound, parseBand } from '../../../../domain/products/listSpec'

function cards(portal: 'ecm' | 'ckj', vertical: string): ProductCard[] {
  return JSON.parse(readFileSync(`data/products/${portal}/${vertical}.json`, 'utf8')) as ProductCard[]
}

describe('niceRound', () => {
  it.each<[number, 'up' | 'down', number]>([
    [1550, 'up', 2000],
    [1500, 'up', 1500],
    [2500, 'up', 2500],
    [2501, 'up', 3000],
    [8001, 'up', 10000],
    [100000, 'up', 100000],
    [3600000, 'up', 4000000],
    [1550, 'down', 1500],
    [999, 'down', 800],
    [0.3, 'up', 0.3],
    [0, 'up', 0],
  ])('%d rounded %s is %d', (value, direction, expected) => {
    expect(niceRound(value, direction)).toBe(expected)
  })
})

describe('bandLimits', () => {
  it.each<[string, number[], 'atMost' | 'atLeast', boolean, number[]]>([
    // 19 ECM annual fees (data/products/ecm/credit-cards.json, sorted): the third is the 7th value,
    // 1,500; two thirds the 13th, 2,500; 0 comes first because two cards have no fee.
    [
      'ECM annual fees',
      [0, 0, 1200, 1500, 1500, 1500, 1500, 1550, 1550, 1800, 2000, 2500, 2500, 2500, 2950, 3000, 3500, 4000, 5000],
      'atMost',
      true,
      [0, 1500, 2500],
    ],
    // Few distinct values: each but the loosest; for "at least" every value but the smallest, largest first.
    ['house-loan terms in months', [240, 240, 300, 360, 180], 'atLeast', false, [360, 300, 240]],
    ['two distinct fees', [0, 0, 1000], 'atMost', true, [0]],
    ['one value gives no band', [5, 5, 5], 'atMost', true, []],
    ['nothing gives no band', [], 'atLeast', false, []],
    // Rates are not rounded: the card's own figures are the limits (sorted: 1,1,1,1.25,1.5,1.5,1.75,2,2.5,2.75 -> 3rd of 10 is index 3).
    ['deposit rates', [1, 1, 1, 1.25, 1.5, 1.5, 1.75, 2, 2.5, 2.75], 'atLeast', false, [1.75, 1.25]],
  ])('%s', (_name, values, test, round, expected) => {
    expect(bandLimits(values, test, round)).toEqual(expected)
  })
})

describe('band values', () => {
  it.each<['atMost' | 'atLeast', number, string]>([
    ['atMost', 0, 'max-0'],
    ['atMost', 2500, 'max-2500'],
    ['atLeast', 36, 'min-36'],
    ['atLeast', 1.75, 'min-1.75'],
  ])('%s %d is "%s" and reads back', (test, limit, value) => {
    expect(bandValue(test, limit)).toBe(value)
    expect(parseBand(value)).toEqual({ test, limit })
  })
  it.each(['', 'max-', 'max-abc', 'between-1-2', 'min--3'])('"%s" is no band', (value) => {
    expect(parseBand(value)).toBeNull()
  })
})

describe('listSpec', () => {
  it.each([
    ['ecm', 'credit-cards', 'credit-card', ['provider', 'feature', 'fee', 'income'], ['rank', 'rating', 'fee', 'rate', 'income']],
    ['ckj', 'credit-cards', 'credit-card', ['provider', 'feature', 'fee', 'income'], ['rank', 'rating', 'fee', 'rate', 'income']],
    ['ecm', 'personal-loans', 'loan', ['provider', 'feature', 'tenor', 'income'], ['rank', 'rating', 'rate', 'income', 'amount']],
    // Every CKJ business loan asks no minimum income (all 0), so there is no income slider.
    ['ckj', 'business-loans', 'loan', ['provider', 'feature', 'tenor'], ['rank', 'rating', 'rate', 'income', 'amount']],
    ['ecm', 'travel-insurance', 'insurance', ['provider', 'feature', 'premium', 'coverage'], ['rank', 'rating', 'premium', 'coverage']],
    ['ckj', 'deposits', 'deposit', ['provider', 'feature', 'rate', 'deposit'], ['rank', 'rating', 'rate', 'deposit']],
  ] as const)('%s %s has the groups and sorts of a %s list', (portal, vertical, contractType, groups, sorts) => {
    const spec = listSpec(contractType, cards(portal, vertical).map(cardFacts))
    expect(spec.groups.map((g) => g.id)).toEqual(groups)
    expect(spec.sorts.map((s) => s.id)).toEqual(sorts)
  })

  it('offers every provider once, in alphabetical order, and the tags most cards carry first', () => {
    const spec = listSpec('credit-card', [
      { id: 1, provider: 'Metrobank', tags: ['miles'], figures: {} },
      { id: 2, provider: 'BPI', tags: ['cashback', 'miles'], figures: {} },
      { id: 3, provider: 'BPI', tags: ['rewards', 'miles'], figures: {} },
    ])
    const [provider, feature] = spec.groups
    expect(provider).toMatchObject({ kind: 'select', options: ['BPI', 'Metrobank'] })
    // miles on 3 cards; cashback and rewards on 1 each, in PRODUCT_TAGS order (cashback before rewards).
    expect(feature).toMatchObject({ kind: 'checkbox', options: ['miles', 'cashback', 'rewards'], quick: ['miles', 'cashback', 'rewards'] })
  })

  it('sizes the ECM income slider from 0 to the highest minimum income, rounded up', () => {
    const spec = listSpec('credit-card', cards('ecm', 'credit-cards').map(cardFacts))
    // The highest minimum income of the ECM cards is 100,000; a hundredth of it is the step.
    expect(spec.groups.find((g) => g.id === 'income')).toMatchObject({ kind: 'range', test: 'atMost', min: 0, max: 100000, step: 1000 })
  })
})
