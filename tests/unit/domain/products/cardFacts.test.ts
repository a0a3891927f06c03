import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ProductCard } from '../../../../domain/content/schemas'
import { cardFacts, factAttributes, factsFromDataset } from '../../../../domain/products/cardFacts'

const ecmCards = JSON.parse(readFileSync('data/products/ecm/credit-cards.json', 'utf8')) as ProductCard[]
const ckjDeposits = JSON.parse(readFileSync('data/products/ckj/deposits.json', 'utf8')) as ProductCard[]

describe('card facts', () => {
  it('takes the compared figures of a credit card', () => {
    // The first card of data/products/ecm/credit-cards.json: BPI Amore Cashback, fee 1,550, 3% a month, income 30,000.
    expect(cardFacts(ecmCards[0]!)).toEqual({
      id: 1201,
      provider: 'BPI',
      tags: ['cashback', 'groceries', 'dining'],
      figures: { rank: 96, rating: 4.6, annualFee: 1550, rate: 3, minIncome: 30000 },
    })
  })

  it('writes them as data attributes the browser reads back from the dataset', () => {
    const facts = cardFacts(ecmCards[0]!)
    expect(factAttributes(facts)).toEqual({
      'data-id': '1201',
      'data-provider': 'BPI',
      'data-tags': 'cashback groceries dining',
      'data-rank': '96',
      'data-rating': '4.6',
      'data-annual-fee': '1550',
      'data-rate': '3',
      'data-min-income': '30000',
    })
    // HTML's dataset turns data-annual-fee into annualFee.
    const dataset = {
      id: '1201',
      provider: 'BPI',
      tags: 'cashback groceries dining',
      rank: '96',
      rating: '4.6',
      annualFee: '1550',
      rate: '3',
      minIncome: '30000',
    }
    expect(factsFromDataset(dataset)).toEqual(facts)
  })

  it('reads every card of a file back unchanged', () => {
    for (const card of [...ecmCards, ...ckjDeposits]) {
      const facts = cardFacts(card)
      const dataset = Object.fromEntries(
        Object.entries(factAttributes(facts)).map(([name, value]) => [name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), value]),
      )
      expect(factsFromDataset(dataset)).toEqual(facts)
    }
  })

  it.each([{}, { id: 'x' }, { id: '0' }, { id: '-4' }])('a card without a usable id (%j) is skipped', (dataset) => {
    expect(factsFromDataset(dataset)).toBeNull()
  })

  it('leaves out a figure it cannot read', () => {
    expect(factsFromDataset({ id: '3', provider: 'P', tags: '', rank: 'high', rating: '4' })).toEqual({
      id: 3,
      provider: 'P',
      tags: [],
      figures: { rating: 4 },
    })
  })
})
