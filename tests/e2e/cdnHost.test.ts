import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { NOT_SERVED } from '../../cdn/worker'
import type { FacetList } from '../../domain/products/facets'
import { headersFor, parseHeadersFile, PLATFORM_CACHE_CONTROL } from '../../scripts/pipeline/siteFiles'
import { pageFile, pageFiles } from '../../scripts/pipeline/sitePages'
import { loadPortals } from '../../content/portals'
import { HOST, openPage, PORTALS, site, type PortalKey } from './harness'

// docs/requirements/operations.md#deploying: dist/<portal> served unchanged. This file runs twice: in
// the e2e project on npm start's server, and in e2e-cdn on Cloudflare Pages' runtime (wrangler pages
// dev, tests/e2e/wranglerHost.ts); every answer below must be the same on both. The lead journeys
// themselves (call-back, landing, log-in and log-out, the no-JS facets) are contact, landing, logOut
// and facets, which run on wrangler only (e2e-cdn).

const facetLists = (portal: PortalKey) => JSON.parse(readFileSync(join('dist', portal, '_facets.json'), 'utf8')) as FacetList[]

function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
}

/** A spread sample of the sitemap's addresses (every n-th), as paths. */
function sitemapSample(portal: PortalKey, count: number): string[] {
  const xml = readFileSync(join('dist', portal, 'sitemap.xml'), 'utf8')
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  const step = Math.max(1, Math.floor(paths.length / count))
  return paths.filter((_, i) => i % step === 0)
}

const get = (url: string) => fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000) })

describe.each(PORTALS)(`%s served by ${HOST}`, (portal) => {
  test('a sample of the sitemap: every page answers 200 with the title its file has', async () => {
    const { origins } = await site()
    const paths = sitemapSample(portal, 40)
    expect(paths.length).toBeGreaterThan(30)
    for (const path of paths) {
      const response = await get(`${origins[portal]}${path}`)
      expect(response.status, path).toBe(200)
      expect(titleOf(await response.text()), path).toBe(titleOf(readFileSync(pageFile(join('dist', portal), path), 'utf8')))
    }
  })

  test("the headers of _headers, the platforms' Cache-Control for pages, and no open CORS", async () => {
    const { origins } = await site()
    const rules = parseHeadersFile(readFileSync(join('dist', portal, '_headers'), 'utf8'))
    const asset = readFileSync(join('dist', portal, 'index.html'), 'utf8').match(/\/assets\/[^"]+\.js/)![0]
    const lists = facetLists(portal)
    for (const path of ['/', lists[0]!.path, `${lists[0]!.path}?sort=${lists[0]!.sort}`, asset, '/lookups/provinces.json']) {
      const response = await get(`${origins[portal]}${path}`)
      expect(response.status, path).toBe(200)
      const expected = headersFor(rules, path.split('?')[0]!)
      for (const [name, [, value]] of expected) expect(response.headers.get(name), `${path} ${name}`).toBe(value)
      if (!expected.has('cache-control')) expect(response.headers.get('cache-control'), path).toBe(PLATFORM_CACHE_CONTROL)
      // Cloudflare adds `Access-Control-Allow-Origin: *` to every static file unless _headers takes it away.
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull()
    }
  })

  test('the files that are not pages and the 404 page itself answer 404 with the 404 page', async () => {
    const { origins } = await site()
    const notFoundTitle = titleOf(readFileSync(join('dist', portal, '404.html'), 'utf8'))
    for (const path of [...NOT_SERVED, ...NOT_SERVED.map((file) => `${file}/`), '/no-such-page', `${facetLists(portal)[0]!.path}/no-such-facet`]) {
      const response = await get(`${origins[portal]}${path}`)
      expect(response.status, path).toBe(404)
      expect(titleOf(await response.text()), path).toBe(notFoundTitle)
    }
  })

  test('the filter form without JavaScript, as Chromium sends it: each provider and feature alone reaches its facet page', async () => {
    const { origins } = await site()
    const { page, context } = await openPage({ javaScriptEnabled: false })
    let checked = 0
    for (const list of facetLists(portal).filter((item) => item.facets.length > 0)) {
      await page.goto(`${origins[portal]}${list.path}`)
      // The browser's own serialisation of the prerendered form, one choice at a time.
      const queries = await page.evaluate((facets) => {
        const form = document.querySelector<HTMLFormElement>('form.filters')!
        return facets.map((facet) => {
          form.reset()
          const select = form.querySelector<HTMLSelectElement>(`select[name="${facet.name}"]`)
          if (select) {
            const option = [...select.options].find((item) => item.textContent?.trim() === facet.value)!
            select.value = option.value
          } else {
            // Its own field, named for its facet's slug (domain/products/formFields.ts).
            form.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${facet.name}.${facet.path.split('/').pop()}"]`)!.checked = true
          }
          return new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString()
        })
      }, list.facets)
      for (const [i, facet] of list.facets.entries()) {
        const response = await get(`${origins[portal]}${list.path}?${queries[i]}`)
        expect(response.status, `${list.path}?${queries[i]}`).toBe(302)
        expect(new URL(response.headers.get('location')!, origins[portal]).pathname, `${list.path}?${queries[i]}`).toBe(facet.path)
        checked += 1
      }
    }
    expect(checked).toBeGreaterThan(100)
    await context.close()
  })

  test('submitted in Chromium without JavaScript: a provider whose name has a space lands on its page, a combination on the list', async () => {
    const { origins } = await site()
    const { page, context } = await openPage({ javaScriptEnabled: false })
    const list = facetLists(portal).find((item) => item.facets.some((facet) => facet.name === 'provider' && facet.value.includes(' ')))!
    const spaced = list.facets.find((facet) => facet.name === 'provider' && facet.value.includes(' '))!
    const feature = list.facets.find((facet) => facet.name === 'feature')!
    await page.goto(`${origins[portal]}${list.path}`)
    const form = page.locator('form.filters')
    // The filter panel starts closed on a phone.
    await page.locator('details.filter-panel > summary').click()
    await form.locator('select[name="provider"]').selectOption({ label: spaced.value })
    await Promise.all([page.waitForURL((url) => url.pathname === spaced.path), form.locator('[type=submit]').first().click()])
    expect(new URL(page.url()).pathname).toBe(spaced.path)
    // A provider and a feature: the list itself, with the choice in its address for its island.
    await page.goto(`${origins[portal]}${list.path}`)
    await page.locator('details.filter-panel > summary').click()
    await form.locator('select[name="provider"]').selectOption({ label: spaced.value })
    await form.locator(`input[name="feature.${feature.path.split('/').pop()}"]`).check()
    await Promise.all([page.waitForURL((url) => url.search !== ''), form.locator('[type=submit]').first().click()])
    expect(new URL(page.url()).pathname).toBe(list.path)
    await context.close()
  })

  test("a production build (npm run build) links no partner's test host, and links their live ones", () => {
    const config = loadPortals().find((env) => env.folder === portal)!.config
    const testHosts = config.partners.flatMap((partner) => (partner.wizardQaHost === undefined ? [] : [partner.wizardQaHost]))
    const liveHosts = config.partners.flatMap((partner) => (partner.wizardHost === undefined ? [] : [partner.wizardHost]))
    expect(testHosts.length).toBeGreaterThan(0)
    let live = 0
    for (const file of pageFiles(join('dist', portal))) {
      const html = readFileSync(file, 'utf8')
      for (const host of testHosts) expect(html.includes(`//${host}/`), `${file} links ${host}`).toBe(false)
      live += liveHosts.filter((host) => html.includes(`//${host}/`)).length
    }
    expect(live).toBeGreaterThan(0)
  })

  test("the lead API answers in the portal's language and allow-list through the proxy", async () => {
    const { origins } = await site()
    const login = await get(`${origins[portal]}/Account/Login`)
    expect(login.status).toBe(200)
    expect(await login.text()).toContain(portal === 'ckj' ? 'lang="id"' : 'lang="en')
    const bank = portal === 'ckj' ? 'https://apply.bankmega.com/kartu' : 'https://apply.aub.com.ph/cards'
    const redirect = await get(`${origins[portal]}/externalredirect?url=${encodeURIComponent(bank)}`)
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe(bank)
    // The other portal's bank is not on this portal's list.
    const other = portal === 'ckj' ? 'https://apply.aub.com.ph/cards' : 'https://apply.bankmega.com/kartu'
    expect((await get(`${origins[portal]}/externalredirect?url=${encodeURIComponent(other)}`)).status).toBe(400)
    // The static lookups are the site's files, not the API's.
    expect((await get(`${origins[portal]}/lookups/provinces.json`)).headers.get('content-type')).toMatch(/json/)
  })
})
