// Facet pages with JavaScript off, in Chromium on the built site (docs/decisions/013-facet-pages.md):
// the list's filter form with one provider chosen leads to that provider's facet page, with only its
// cards; a combination stays on the list, where a notice outside the filter panel says why.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { FacetList } from '../../domain/products/facets'
import { checkboxField, facetSlug } from '../../domain/products/formFields'
import { openPage, PORTALS, site, sweep } from './harness'

const NOTICE = { ecm: 'To combine filters, turn on JavaScript', ckj: 'Untuk menggabungkan beberapa filter, aktifkan JavaScript' }

describe.each(PORTALS)('%s: facet pages without JavaScript', (portal) => {
  const lists = JSON.parse(readFileSync(join('dist', portal, '_facets.json'), 'utf8')) as FacetList[]
  const siteOrigin = (JSON.parse(readFileSync(join('data', 'portals', `${portal}.json`), 'utf8')) as { siteOrigin: string }).siteOrigin

  test('choosing one provider in the filter form leads to its facet page with only its cards', async () => {
    const { origins } = await site()
    const { page, context } = await openPage({ javaScriptEnabled: false })
    const list = lists[0]!
    const facet = list.facets.filter((f) => f.name === 'provider')[1]!
    await page.goto(origins[portal] + list.path, { waitUntil: 'load' })
    const everyCard = await page.locator('#product-list > li').count()
    // The notice is outside the filter panel, which starts closed.
    const notice = page.locator('.facet-notice')
    await expect.poll(() => notice.isVisible()).toBe(true)
    expect(await notice.textContent()).toContain(NOTICE[portal])
    expect(await page.locator('details.filter-panel .facet-notice').count()).toBe(0)
    await page.locator('details.filter-panel > summary').click()
    await page.selectOption('#filter-provider', facet.value)
    await Promise.all([page.waitForURL((url) => url.pathname === facet.path), page.locator('details.filter-panel button[type=submit]').click()])
    expect(new URL(page.url()).search).toBe('')
    const providers = await page.locator('#product-list > li').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-provider')))
    expect(providers.length).toBeGreaterThan(0)
    expect(providers.length).toBeLessThan(everyCard)
    expect(new Set(providers)).toEqual(new Set([facet.value]))
    expect(await page.locator('h1').textContent()).toContain(facet.value)
    expect(await page.getAttribute('link[rel=canonical]', 'href')).toBe(`${siteOrigin}${facet.path}`)
    expect(await page.locator('nav.breadcrumbs a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/', list.path])
    // The facet page's own form starts with the provider chosen (its option sends the slug:
    // domain/products/formFields.ts) and goes back to the whole list.
    expect(await page.inputValue('#filter-provider')).toBe(facetSlug(facet.value))
    await context.close()
  })

  test('one feature leads to its facet page; a provider and a feature together stay on the list', async () => {
    const { origins } = await site()
    const { page, context } = await openPage({ javaScriptEnabled: false })
    const list = lists.find((l) => l.facets.some((f) => f.name === 'feature'))!
    const feature = list.facets.find((f) => f.name === 'feature')!
    await page.goto(origins[portal] + list.path, { waitUntil: 'load' })
    await page.locator('details.filter-panel > summary').click()
    await page.locator(`input[name="${checkboxField('feature', feature.value)}"]`).check()
    await Promise.all([page.waitForURL((url) => url.pathname === feature.path), page.locator('details.filter-panel button[type=submit]').click()])
    const tags = await page.locator('#product-list > li').evaluateAll((cards) => cards.map((card) => (card.getAttribute('data-tags') ?? '').split(' ')))
    expect(tags.length).toBeGreaterThan(0)
    for (const cardTags of tags) expect(cardTags).toContain(feature.value)

    const provider = list.facets.find((f) => f.name === 'provider')!
    await page.goto(origins[portal] + list.path, { waitUntil: 'load' })
    await page.locator('details.filter-panel > summary').click()
    await page.selectOption('#filter-provider', provider.value)
    await page.locator(`input[name="${checkboxField('feature', feature.value)}"]`).check()
    await Promise.all([page.waitForURL((url) => url.search !== ''), page.locator('details.filter-panel button[type=submit]').click()])
    expect(new URL(page.url()).pathname).toBe(list.path)
    expect(await page.locator('.facet-notice').isVisible()).toBe(true)
    await context.close()
  })

  test('the list links to its facet pages, which work without any script', async () => {
    const { origins } = await site()
    const { page, context, log } = await openPage({ javaScriptEnabled: false })
    const list = lists[0]!
    await page.goto(origins[portal] + list.path, { waitUntil: 'load' })
    const hrefs = await page.locator('.facet-links a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(new Set(hrefs)).toEqual(new Set(list.facets.map((f) => f.path)))
    const response = await page.goto(origins[portal] + list.facets.at(-1)!.path, { waitUntil: 'load' })
    expect(response?.status()).toBe(200)
    expect(log.failedRequests).toEqual([])
    await context.close()
  })

  test('links of the same name lead to the same place on every list (WCAG 2.4.4, 3.2.4): a quick filter is its facet page', async () => {
    const { origins } = await site()
    const { context } = await openPage({ javaScriptEnabled: false })
    // A quick filter "For OFW" and the facet link "For OFW" are both the facet page.
    const quick: string[] = []
    // Every list, four tabs at a time (sweep() in the harness): the same checks on each.
    await sweep(
      context,
      lists.map((l) => l.path),
      4,
      async (page, path) => {
        await page.goto(origins[portal] + path, { waitUntil: 'load' })
        // The accessible name: aria-label, aria-labelledby, else the text; and the quick filters' targets, in one round trip.
        const { links, quickFilters } = await page.evaluate(() => ({
          links: [...document.querySelectorAll('main a[href]')].map((a) => {
            const labelledBy = (a.getAttribute('aria-labelledby') ?? '')
              .split(/\s+/)
              .filter(Boolean)
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
            return [(a.getAttribute('aria-label') || labelledBy || a.textContent || '').replace(/\s+/g, ' ').trim(), a.getAttribute('href') ?? '']
          }),
          quickFilters: [...document.querySelectorAll('.quick-filters a')].map((a) => a.getAttribute('href') ?? ''),
        }))
        const targets = new Map<string, Set<string>>()
        for (const [name, href] of links) targets.set(name!, (targets.get(name!) ?? new Set()).add(href!.split('#')[0]!))
        const ambiguous = [...targets].filter(([, hrefs]) => hrefs.size > 1).map(([name, hrefs]) => `${name}: ${[...hrefs].join(' | ')}`)
        expect(ambiguous, path).toEqual([])
        quick.push(...quickFilters)
      },
    )
    expect(quick.length).toBeGreaterThan(0)
    const facetPaths = new Set(lists.flatMap((l) => l.facets.map((f) => f.path)))
    expect(quick.filter((href) => !facetPaths.has(href))).toEqual([])
    await context.close()
  })
})
