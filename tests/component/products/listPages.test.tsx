// Issue 18, item 4: a list page carries one page of cards; the rest of the list is on crawlable pages
// /{list}/page/2 ..., for a vertical's list and for each facet's list, in both portals.
import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { ListPagination } from '../../../components/facets/ListPagination'
import { createTranslator } from '../../../components/translator'
import type { ProductCard } from '../../../domain/content/schemas'
import { LIST_PAGE_SIZE, listPagePath, pageCount, pageLinks, parsePageSegment } from '../../../domain/products/listPaging'
import { cardFacts } from '../../../domain/products/cardFacts'
import { inFacet, verticalFacets } from '../../../domain/products/facets'
import { sortCards } from '../../../domain/products/filterCards'
import { facetData, verticalData, verticalListPages, verticalSpec } from '../../../pages/vertical/verticalData'
import { inPortal, PORTAL_KEYS, PORTALS } from '../portalHarness'

/** The vertical's real cards cloned (new ids, slugs and names) to `count`, as a large catalogue would hold them. */
function cloned(folder: string, verticalKey: string, count: number): ProductCard[] {
  const cards = JSON.parse(readFileSync(`data/products/${folder}/${verticalKey}.json`, 'utf8')) as ProductCard[]
  return Array.from({ length: count }, (_, i) => {
    const base = cards[i % cards.length]!
    return i < cards.length ? base : { ...base, id: 9_000_000 + i, slug: `${base.slug}-${i}`, name: `${base.name} ${i}` }
  })
}

describe('listPaging', () => {
  test('pages of a list: 24 cards a page, the first at the list path, further ones under /page/N', () => {
    expect(LIST_PAGE_SIZE).toBe(24)
    expect([0, 1, 24, 25, 48, 49].map((n) => pageCount(n))).toEqual([1, 1, 1, 2, 2, 3])
    expect(listPagePath('/credit-cards', 1)).toBe('/credit-cards')
    expect(listPagePath('/credit-cards/bdo', 3)).toBe('/credit-cards/bdo/page/3')
  })

  test('a page segment is a whole number from 2, without leading zeros or anything else', () => {
    expect(['2', '10', '231'].map(parsePageSegment)).toEqual([2, 10, 231])
    for (const bad of ['1', '0', '02', '-2', '2.0', '2a', '', ' 2', '1e3', '9999999']) expect(parsePageSegment(bad), bad).toBeNull()
  })

  test('the bar links the first, the last and two pages either side of the current one, with gaps', () => {
    expect(pageLinks(1, 1)).toEqual([1])
    expect(pageLinks(1, 3)).toEqual([1, 2, 3])
    expect(pageLinks(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20])
    expect(pageLinks(20, 20)).toEqual([1, 'gap', 18, 19, 20])
  })
})

describe.each(PORTAL_KEYS)('%s list pages', (key) => {
  const { portal, messages } = PORTALS[key]
  const t = createTranslator(portal.locale, messages)
  const vertical = portal.verticals.find((item) => item.key === 'credit-cards')!
  const cards = cloned(key, vertical.key, 60)
  const pages = [...verticalListPages(portal, t, vertical, cards)]

  test('every card of the list is on exactly one of its pages, 24 to a page, in one order', () => {
    const own = pages.filter((page) => page.data.facet === null)
    expect(own.map((page) => page.url)).toEqual([vertical.path, `${vertical.path}/page/2`, `${vertical.path}/page/3`])
    expect(own.map((page) => page.data.cards.length)).toEqual([24, 24, 12])
    const ids = own.flatMap((page) => page.data.cards.map((card) => card.id))
    expect(new Set(ids).size).toBe(60)
    expect(ids.sort()).toEqual(cards.map((card) => card.id).sort())
    for (const page of own) expect(page.data.paging).toMatchObject({ base: vertical.path, pages: 3, total: 60 })
  })

  test('each facet list is paged the same way, and only a facet with more than 24 cards has further pages', () => {
    const facets = new Map<string, number>()
    for (const page of pages) if (page.data.facet) facets.set(page.data.facet.path, (facets.get(page.data.facet.path) ?? 0) + page.data.cards.length)
    expect(facets.size).toBeGreaterThan(5)
    for (const [path, count] of facets) {
      const own = pages.filter((page) => page.data.facet?.path === path)
      expect(own.map((page) => page.url)).toEqual(own.map((_, i) => (i === 0 ? path : `${path}/page/${i + 1}`)))
      expect(own.length).toBe(pageCount(count))
    }
    expect([...facets.values()].some((count) => count > LIST_PAGE_SIZE)).toBe(true)
  })

  test("each facet's cards are the list's cards of that facet, in the order its sort gives them on their own", () => {
    // The order, worked out here from the sort itself (domain/products/filterCards.ts) on the facet's
    // cards alone, shuffled so that their place in the file is not the sort's order.
    const shuffled = cards
      .map((card, i) => ({ card, key: (i * 37) % cards.length }))
      .sort((a, b) => a.key - b.key)
      .map(({ card }) => card)
    const spec = verticalSpec(shuffled)
    const facetPages = [...verticalListPages(portal, t, vertical, shuffled)].filter((page) => page.data.facet !== null)
    const byFacet = new Map<string, number[]>()
    for (const page of facetPages)
      byFacet.set(page.data.facet!.path, [...(byFacet.get(page.data.facet!.path) ?? []), ...page.data.cards.map((card) => card.id)])
    expect(byFacet.size).toBe(verticalFacets(vertical.path, spec).length)
    for (const facet of verticalFacets(vertical.path, spec)) {
      const own = shuffled.filter((card) => inFacet(cardFacts(card), facet))
      const expected = sortCards(own.map(cardFacts), spec, spec.sorts[0]!.id).map((i) => own[i]!.id)
      expect(byFacet.get(facet.path), facet.path).toEqual(expected)
    }
  })

  test('every page has its own title of at most 60 characters with the brand, and a trail ending on itself', () => {
    const titles = pages.map((page) => page.data.head.title)
    expect(new Set(titles).size).toBe(titles.length)
    for (const page of pages) {
      expect(page.data.head.title.length, page.data.head.title).toBeLessThanOrEqual(60)
      expect(page.data.head.title, page.url).toContain(portal.brand)
      expect(page.data.head.breadcrumbs.at(-1)?.path, page.url).toBe(page.url)
    }
    const second = pages.find((page) => page.url === `${vertical.path}/page/2`)!
    expect(second.data.head.title).toContain(key === 'ecm' ? 'page 2' : 'halaman 2')
    expect(second.data.head.description).toContain(key === 'ecm' ? 'offers 25 to 48 of 60' : 'penawaran 25 sampai 48 dari 60')
  })

  test('the address of a page past the last is no page (the dev server answers 404 for it)', () => {
    expect(verticalData(portal, t, vertical, cards, 3)?.cards.length).toBe(12)
    expect(verticalData(portal, t, vertical, cards, 4)).toBeNull()
    const facet = pages.find((page) => page.data.facet)!.data.facet!
    expect(facetData(portal, t, vertical, cards, facet.path, 1)?.facet?.path).toBe(facet.path)
    expect(facetData(portal, t, vertical, cards, `${vertical.path}/no-such-facet`, 1)).toBeNull()
  })

  test('the pagination bar: plain links, the current page marked, previous and next named in the portal language', () => {
    const html = renderToStaticMarkup(inPortal(key, <ListPagination id="product-list-pages" paging={{ base: vertical.path, page: 2, pages: 3, total: 60 }} />))
    expect(html).toContain(`aria-label="${t('products.list.pages')}"`)
    expect(html).toContain(`<a href="${vertical.path}" rel="prev">${t('products.list.previous')}</a>`)
    expect(html).toContain(`<a href="${vertical.path}/page/3" rel="next">${t('products.list.next')}</a>`)
    expect(html).toContain(`<a href="${vertical.path}/page/2" aria-current="page" aria-label="${t('products.list.page', { page: 2 })}">2</a>`)
    // A list that fits on one page has no bar at all.
    expect(renderToStaticMarkup(inPortal(key, <ListPagination id="x" paging={{ base: vertical.path, page: 1, pages: 1, total: 16 }} />))).toBe('')
  })
})
