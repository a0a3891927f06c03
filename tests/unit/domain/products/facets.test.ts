import { describe, expect, test } from 'vitest'
import { facetList, facetRedirect, facetSlug, verticalFacets } from '../../../../domain/products/facets'
import type { ListSpec } from '../../../../domain/products/listSpec'

const spec: ListSpec = {
  groups: [
    { id: 'provider', kind: 'select', field: 'provider', options: ['BDO', 'BPI/MS Insurance', 'Bank Négara (Persero)'] },
    { id: 'feature', kind: 'checkbox', field: 'tags', options: ['ofw', 'no-annual-fee'], quick: ['ofw'] },
    { id: 'fee', kind: 'radio', figure: 'annualFee', unit: 'money', options: ['max-0', 'max-1500'] },
    { id: 'income', kind: 'range', figure: 'minIncome', unit: 'money', test: 'atMost', min: 0, max: 100000, step: 1000 },
  ],
  sorts: [
    { id: 'rank', figure: 'rank', direction: 'desc' },
    { id: 'fee', figure: 'annualFee', direction: 'asc' },
  ],
}

describe('facet slugs and pages', () => {
  test('slugs are lowercase ASCII words joined by single hyphens', () => {
    expect(facetSlug('BPI/MS Insurance')).toBe('bpi-ms-insurance')
    expect(facetSlug('Bank Négara (Persero)')).toBe('bank-negara-persero')
    expect(facetSlug('AT&T  Bank')).toBe('at-and-t-bank')
    for (const name of ['  x  ', 'A--B', 'Ümlaut Über', '東京 Bank 1']) expect(facetSlug(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  test('one facet per provider and per feature of the list, under the list path', () => {
    expect(verticalFacets('/credit-cards', spec).map((f) => f.path)).toEqual([
      '/credit-cards/bdo',
      '/credit-cards/bpi-ms-insurance',
      '/credit-cards/bank-negara-persero',
      '/credit-cards/ofw',
      '/credit-cards/no-annual-fee',
    ])
  })

  test('two options that would share an address fail loudly', () => {
    const clash: ListSpec = { ...spec, groups: [{ id: 'provider', kind: 'select', field: 'provider', options: ['BPI MS', 'BPI/MS'] }] }
    expect(() => verticalFacets('/x', clash)).toThrow(/share the facet address/)
  })
})

describe('the filter form without JavaScript', () => {
  const lists = [facetList('/credit-cards', spec, (digits) => Number(digits).toLocaleString('en-PH'))]
  const go = (query: string, path = '/credit-cards') => facetRedirect(lists, path, query)

  test('exactly one provider, the other fields at their defaults, goes to its facet page', () => {
    // As the no-JavaScript form sends it: the option's slug, each checkbox its own field.
    expect(go('?sort=rank&provider=bdo&fee=&income=100%2C000')).toBe('/credit-cards/bdo')
    expect(go('?provider=bpi-ms-insurance&fee=&income=100%2C000')).toBe('/credit-cards/bpi-ms-insurance')
    expect(go('?provider=&feature.ofw=1&fee=&income=100%2C000')).toBe('/credit-cards/ofw')
    // As the island writes its address: the option itself.
    expect(go('?provider=BPI%2FMS+Insurance')).toBe('/credit-cards/bpi-ms-insurance')
    expect(go('?provider=Bank+N%C3%A9gara+%28Persero%29')).toBe('/credit-cards/bank-negara-persero')
    expect(go('?feature=ofw&provider=&fee=')).toBe('/credit-cards/ofw')
    expect(go('?feature=ofw&feature.ofw=1')).toBe('/credit-cards/ofw')
  })

  test('a sort other than the default is carried along', () => {
    expect(go('?provider=bdo&sort=fee')).toBe('/credit-cards/bdo?sort=fee')
  })

  test('combinations, no choice, unknown values and other paths stay where they are', () => {
    expect(go('?provider=bdo&feature.ofw=1')).toBeNull()
    expect(go('?provider=BDO&feature=ofw')).toBeNull()
    expect(go('?feature.ofw=1&feature.no-annual-fee=1')).toBeNull()
    expect(go('?feature=ofw&feature=no-annual-fee')).toBeNull()
    expect(go('?provider=bdo&fee=max-0')).toBeNull()
    expect(go('?provider=bdo&income=50%2C000')).toBeNull()
    expect(go('?sort=fee&fee=')).toBeNull()
    expect(go('?provider=nobody')).toBeNull()
    expect(go('')).toBeNull()
    expect(go('?provider=bdo', '/personal-loans')).toBeNull()
  })

  test('the list records the form as it is sent untouched, for rules that match literally', () => {
    expect(lists[0]!.form).toEqual({
      select: 'provider',
      checkboxes: ['feature.ofw', 'feature.no-annual-fee'],
      radios: ['fee'],
      ranges: { income: '100,000' },
    })
  })
})
