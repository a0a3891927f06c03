import { describe, expect, test } from 'vitest'
import { facetList, facetRedirect, facetSlug, redirectsFile, verticalFacets } from '../../../../domain/products/facets'
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
  const lists = [facetList('/credit-cards', spec)]
  const go = (query: string, path = '/credit-cards') => facetRedirect(lists, path, query)

  test('exactly one provider, the other fields at their defaults, goes to its facet page', () => {
    expect(go('?sort=rank&provider=BDO&fee=&income=100%2C000')).toBe('/credit-cards/bdo')
    expect(go('?provider=BPI%2FMS+Insurance')).toBe('/credit-cards/bpi-ms-insurance')
    expect(go('?feature=ofw&provider=&fee=')).toBe('/credit-cards/ofw')
  })

  test('a sort other than the default is carried along', () => {
    expect(go('?provider=BDO&sort=fee')).toBe('/credit-cards/bdo?sort=fee')
  })

  test('combinations, no choice, unknown values and other paths stay where they are', () => {
    expect(go('?provider=BDO&feature=ofw')).toBeNull()
    expect(go('?feature=ofw&feature=no-annual-fee')).toBeNull()
    expect(go('?provider=BDO&fee=max-0')).toBeNull()
    expect(go('?provider=BDO&income=50000')).toBeNull()
    expect(go('?sort=fee&fee=')).toBeNull()
    expect(go('?provider=Nobody')).toBeNull()
    expect(go('')).toBeNull()
    expect(go('?provider=BDO', '/personal-loans')).toBeNull()
  })

  test('the _redirects file lists one rule per facet for the CDN', () => {
    const text = redirectsFile(lists)
    expect(text).toContain('/credit-cards provider=BDO /credit-cards/bdo 302')
    expect(text).toContain('/credit-cards provider=BPI%2FMS%20Insurance /credit-cards/bpi-ms-insurance 302')
    expect(text).toContain('/credit-cards feature=ofw /credit-cards/ofw 302')
    expect(text.trim().split('\n')).toHaveLength(1 + 5)
  })
})
