// SEO rules over every built page of both portals (dist/, rebuilt by globalSetup when sources are newer):
// title and description lengths, the brand, the noindex pages, the sitemap, canonical addresses, facet
// pages, and the 404 status of the static server.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { FacetList } from '../../domain/products/facets'
import { htmlFiles, pageFile, pagePath } from '../../scripts/pipeline/sitePages'
import { PORTALS, site, type PortalKey } from './harness'
import { bannedPhrases, phrasePattern } from '../glossary'

interface BuiltPage {
  path: string
  title: string
  description: string
  robots: string
  canonical: string
  partnerRedirect: boolean
}

const config = (portal: PortalKey) =>
  JSON.parse(readFileSync(join('data', 'portals', `${portal}.json`), 'utf8')) as {
    brand: string
    siteOrigin: string
    paths: Record<string, string>
    verticals: { path: string }[]
  }

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#039;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

function builtPages(portal: PortalKey): BuiltPage[] {
  const dir = join('dist', portal)
  return htmlFiles(dir).map((file) => {
    const html = readFileSync(file, 'utf8')
    const head = html.slice(0, html.indexOf('</head>'))
    const pick = (re: RegExp) => decode(re.exec(head)?.[1] ?? '')
    return {
      path: pagePath(dir, file),
      title: pick(/<title>([^<]*)<\/title>/),
      description: pick(/<meta name="description" content="([^"]*)"/),
      robots: pick(/<meta name="robots" content="([^"]*)"/),
      canonical: pick(/<link rel="canonical" href="([^"]*)"/),
      partnerRedirect: html.includes('data-partner-redirect='),
    }
  })
}

function sitemap(portal: PortalKey): string[] {
  const xml = readFileSync(join('dist', portal, 'sitemap.xml'), 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
}

const facetLists = (portal: PortalKey) => JSON.parse(readFileSync(join('dist', portal, '_facets.json'), 'utf8')) as FacetList[]

describe.each(PORTALS)('%s: SEO of every built page', (portal) => {
  const { brand, siteOrigin, paths, verticals } = config(portal)
  const pages = builtPages(portal)
  const noindexPaths = new Set(['/404.html', paths.thankYou, paths.logout, paths.compare, paths.wizard])

  test('the site has its pages, product pages and facet pages', () => {
    expect(pages.length).toBeGreaterThan(100)
    expect(pages.filter((p) => p.path.startsWith(`${paths.products}/`)).length).toBeGreaterThan(50)
    expect(facetLists(portal).flatMap((l) => l.facets).length).toBeGreaterThan(verticals.length)
  })

  test('every title has at most 60 characters and ends with the brand', () => {
    const bad = pages.filter((p) => p.title.length > 60 || !p.title.endsWith(` | ${brand}`)).map((p) => `${p.path}: "${p.title}" (${p.title.length})`)
    expect(bad).toEqual([])
  })

  test('every description has 70 to 155 characters', () => {
    const bad = pages.filter((p) => p.description.length < 70 || p.description.length > 155).map((p) => `${p.path}: ${p.description.length} "${p.description}"`)
    expect(bad).toEqual([])
  })

  test('titles and descriptions are unique among indexable pages', () => {
    const indexable = pages.filter((p) => p.robots !== 'noindex')
    const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i)
    expect(dupes(indexable.map((p) => p.title))).toEqual([])
    expect(dupes(indexable.map((p) => p.description))).toEqual([])
  })

  test('thank-you, log-out, compare, apply, 404 and the partner pass-through pages are noindex, and only they', () => {
    for (const path of noindexPaths) expect(pages.find((p) => p.path === path)?.robots, path).toBe('noindex')
    const unexpected = pages.filter((p) => p.robots === 'noindex' && !noindexPaths.has(p.path) && !p.partnerRedirect).map((p) => p.path)
    expect(unexpected).toEqual([])
    expect(pages.filter((p) => p.robots !== 'noindex').every((p) => p.robots === 'index,follow')).toBe(true)
  })

  test('every indexable page has its own canonical address', () => {
    for (const page of pages.filter((p) => p.robots !== 'noindex'))
      expect(page.canonical, page.path).toBe(`${siteOrigin}${page.path}`.replace(/\/$/, page.path === '/' ? '/' : ''))
  })

  test('the sitemap lists every indexable page, the facet pages among them, and no noindex page', () => {
    const listed = sitemap(portal)
    const indexable = pages.filter((p) => p.robots !== 'noindex').map((p) => `${siteOrigin}${p.path === '/' ? '/' : p.path}`)
    expect([...listed].sort()).toEqual([...indexable].sort())
    for (const path of noindexPaths) expect(listed, path).not.toContain(`${siteOrigin}${path}`)
    for (const facet of facetLists(portal).flatMap((l) => l.facets)) expect(listed, facet.path).toContain(`${siteOrigin}${facet.path}`)
    expect(listed.some((url) => url.includes('?'))).toBe(false)
  })

  test('every facet has a built page, narrowed to its cards', () => {
    for (const list of facetLists(portal)) {
      for (const facet of list.facets) {
        expect(facet.path, list.path).toMatch(new RegExp(`^${list.path}/[a-z0-9]+(-[a-z0-9]+)*$`))
        const html = readFileSync(pageFile(join('dist', portal), facet.path), 'utf8')
        const cards = [...html.matchAll(/<li[^>]*class="product-card[^"]*"[^>]*>/g)].map((m) => m[0])
        expect(cards.length, facet.path).toBeGreaterThan(0)
        const attribute = facet.name === 'provider' ? /data-provider="([^"]*)"/ : /data-tags="([^"]*)"/
        for (const card of cards) {
          const value = decode(attribute.exec(card)?.[1] ?? '')
          if (facet.name === 'provider') expect(value, facet.path).toBe(facet.value)
          else expect(value.split(' '), facet.path).toContain(facet.value)
        }
      }
    }
  })

  test('the static server answers 404 for unknown addresses and 302 from a one-facet form to its page', async () => {
    const { origins } = await site()
    for (const path of ['/no-such-page', `${verticals[0]!.path}/no-such-facet`, '/_redirects', '/_facets.json']) {
      const response = await fetch(origins[portal] + path, { redirect: 'manual' })
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain('name="robots" content="noindex"')
    }
    const list = facetLists(portal)[0]!
    const facet = list.facets[0]!
    const one = await fetch(`${origins[portal]}${list.path}?sort=${list.sort}&${facet.name}=${encodeURIComponent(facet.value)}`, { redirect: 'manual' })
    expect(one.status).toBe(302)
    expect(one.headers.get('location')).toBe(facet.path)
    const other = list.facets.find((f) => f.name !== facet.name)!
    const two = await fetch(
      `${origins[portal]}${list.path}?${facet.name}=${encodeURIComponent(facet.value)}&${other.name}=${encodeURIComponent(other.value)}`,
      { redirect: 'manual' },
    )
    expect(two.status).toBe(200)
  })
})

// docs/glossary-id.md on what a CKJ visitor reads: the messages with the values the code puts in them
// ("Penghasilan kotor per bulan ({currency})" once read "(IDR)" beside the field's "Rp").
describe("CKJ: the built pages use the glossary's terms", () => {
  test('no page has a phrase of the "do not use" column in its visible text', () => {
    const dir = join('dist', 'ckj')
    const phrases = bannedPhrases()
    const found = htmlFiles(dir).flatMap((file) => {
      const text = decode(
        readFileSync(file, 'utf8')
          .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
          .replace(/<[^>]+>/g, ' '),
      )
      return phrases.filter((phrase) => phrasePattern(phrase).test(text)).map((phrase) => `${pagePath(dir, file)}: ${phrase}`)
    })
    expect(phrases.length).toBeGreaterThan(5)
    expect(found).toEqual([])
  })
})

// The trust layer (decision 067), over the built HTML of both portals: facts expected from the trust
// file and the product files, never from the code that renders them.
describe.each(PORTALS)('%s: the trust pages are linked and their facts shown', (portal) => {
  const { paths, verticals } = config(portal)
  const dir = join('dist', portal)
  const trust = JSON.parse(readFileSync(join('data', 'content', portal, 'trust.json'), 'utf8')) as {
    licences: Record<string, { text: string }>
    people: { id: string; name: string }[]
    bylines: Record<string, { author: string; published: string; updated: string }>
  }
  const html = (path: string) => readFileSync(pageFile(dir, path), 'utf8')
  const ISO = /\d{4}-\d{2}-\d{2}/
  const checkedPhrase = portal === 'ecm' ? /Figures checked on (\d{1,2} [A-Z][a-z]+ \d{4})/ : /Angka diperiksa pada (\d{1,2} [A-Z][a-z]+ \d{4})/

  test('the three trust pages exist and say that their facts are sample data', () => {
    for (const key of ['about', 'howWeMakeMoney', 'howWeRate']) {
      expect(paths[key], key).toBeDefined()
      expect(html(paths[key]!)).toContain(portal === 'ecm' ? 'Sample data' : 'Data contoh')
    }
  })

  test("every list page (verticals and facets) links to How we make money and to its vertical's section of How we rate", () => {
    const keyOf = new Map(
      (JSON.parse(readFileSync(join('data', 'portals', `${portal}.json`), 'utf8')) as { verticals: { path: string; key: string }[] }).verticals.map((v) => [
        v.path,
        v.key,
      ]),
    )
    const lists = [
      ...[...keyOf].map(([path, key]) => ({ path, key })),
      ...facetLists(portal).flatMap((list) => list.facets.map((facet) => ({ path: facet.path, key: keyOf.get(list.path)! }))),
    ]
    expect(lists.length).toBeGreaterThan(verticals.length)
    const bad = lists.filter(({ path, key }) => {
      const page = html(path)
      return !page.includes(`href="${paths.howWeMakeMoney}"`) || !page.includes(`href="${paths.howWeRate}#${key}"`)
    })
    expect(bad.map((l) => l.path)).toEqual([])
  })

  test("every page's footer links to About and How we make money", () => {
    const bad = htmlFiles(dir).filter((file) => {
      const page = readFileSync(file, 'utf8')
      if (!page.includes('class="site-footer"')) return false
      const footer = page.slice(page.indexOf('class="site-footer"'))
      return !footer.includes(`href="${paths.about}"`) || !footer.includes(`href="${paths.howWeMakeMoney}"`)
    })
    expect(bad.map((file) => pagePath(dir, file))).toEqual([])
  })

  test("every product page shows its provider's licence and the date its figures were checked, written out", () => {
    const productsDir = join('data', 'products', portal)
    let count = 0
    const bad: string[] = []
    for (const file of htmlFiles(join(dir, paths.products!.slice(1)))) {
      const page = readFileSync(file, 'utf8')
      const line = /<p class="product-trust">([^<]*)<\/p>/.exec(page)?.[1] ?? ''
      count++
      const date = checkedPhrase.exec(line)?.[1]
      if (date === undefined || ISO.test(line)) bad.push(`${pagePath(dir, file)}: no written-out checked date in "${line}"`)
      if (!Object.values(trust.licences).some((licence) => line.startsWith(licence.text))) bad.push(`${pagePath(dir, file)}: no licence in "${line}"`)
    }
    // And the licence is the provider's own: one product per provider file, from the product data.
    const [first] = JSON.parse(readFileSync(join(productsDir, 'deposits.json'), 'utf8')) as { slug: string; provider: string }[]
    expect(html(`${paths.products}/${first!.slug}`)).toContain(`<p class="product-trust">${trust.licences[first!.provider]!.text} · `)
    expect(count).toBeGreaterThan(50)
    expect(bad).toEqual([])
  })

  test('the guides page and each calculator carry their author and dates in JSON-LD, and show the byline', () => {
    const person = (id: string) => trust.people.find((p) => p.id === id)!.name
    for (const [key, byline] of Object.entries(trust.bylines)) {
      const page = html(paths[key]!)
      const blocks = [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      const ld = blocks.find((block) => block['@type'] === (key === 'guides' ? 'Article' : 'WebApplication'))
      expect(ld, key).toMatchObject({
        author: { '@type': 'Person', name: person(byline.author) },
        datePublished: byline.published,
        dateModified: byline.updated,
      })
      expect(page, key).toContain(portal === 'ecm' ? `By ${person(byline.author)} · Reviewed by` : `Oleh ${person(byline.author)} · Ditinjau oleh`)
    }
  })
})
