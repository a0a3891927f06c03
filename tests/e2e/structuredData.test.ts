// Structured data (JSON-LD) of the built pages of both portals, checked against Google's required and
// recommended properties of each type: BreadcrumbList on every page, Organization and WebSite on home,
// the financial product of every product page (with the figures the page shows), FAQPage on the guides.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { ProductCard } from '../../domain/content/schemas'
import { htmlFiles, pageFile, pagePath } from '../../scripts/pipeline/sitePages'
import { PORTALS, type PortalKey } from './harness'

type Block = Record<string, unknown> & { '@type': string }

const config = (portal: PortalKey) =>
  JSON.parse(readFileSync(join('data', 'portals', `${portal}.json`), 'utf8')) as {
    brand: string
    siteOrigin: string
    currency: string
    paths: Record<string, string>
    verticals: { key: string; path: string }[]
  }

/** The JSON-LD blocks of a page; each must be plain JSON with no raw '<' (so nothing can close the script). */
function blocks(html: string): Block[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => {
    expect(m[1]).not.toMatch(/[<>]/)
    return JSON.parse(m[1]!) as Block
  })
}

function page(portal: PortalKey, path: string): { path: string; html: string; blocks: Block[] } {
  const html = readFileSync(pageFile(join('dist', portal), path), 'utf8')
  return { path, html, blocks: blocks(html) }
}

function allPages(portal: PortalKey) {
  const dir = join('dist', portal)
  return htmlFiles(dir).map((file) => page(portal, pagePath(dir, file)))
}

const ofType = (list: Block[], type: string) => list.filter((b) => b['@type'] === type)

describe.each(PORTALS)('%s: structured data', (portal) => {
  const { brand, siteOrigin, currency, paths, verticals } = config(portal)
  const pages = allPages(portal)

  test('every page but 404 has one BreadcrumbList: home first, numbered, absolute addresses, ending at the page', () => {
    for (const { path, blocks: found } of pages) {
      const lists = ofType(found, 'BreadcrumbList')
      if (path === '/404.html') {
        expect(lists, path).toEqual([])
        continue
      }
      expect(lists, path).toHaveLength(1)
      expect(lists[0]!['@context']).toBe('https://schema.org')
      const items = lists[0]!.itemListElement as { '@type': string; position: number; name: string; item: string }[]
      expect(items.length, path).toBeGreaterThanOrEqual(path === '/' ? 1 : 2)
      items.forEach((item, i) => {
        expect(item['@type']).toBe('ListItem')
        expect(item.position).toBe(i + 1)
        expect(item.name.trim(), path).not.toBe('')
        expect(item.item.startsWith(siteOrigin), path).toBe(true)
      })
      expect(items[0]!.item).toBe(`${siteOrigin}/`)
      expect(items.at(-1)!.item, path).toBe(`${siteOrigin}${path === '/' ? '/' : path}`)
    }
  })

  test('the home page has the Organization and the WebSite', () => {
    const home = page(portal, '/')
    const [org] = ofType(home.blocks, 'Organization')
    const [site] = ofType(home.blocks, 'WebSite')
    expect(org).toMatchObject({ '@context': 'https://schema.org', name: brand, url: `${siteOrigin}/` })
    expect(String(org!.logo)).toMatch(new RegExp(`^${siteOrigin}/`))
    expect(site).toMatchObject({ '@context': 'https://schema.org', name: brand, url: `${siteOrigin}/`, publisher: { '@id': org!['@id'] } })
    // Only the home page carries them.
    expect(pages.filter((p) => p.path !== '/' && ofType(p.blocks, 'Organization').length > 0)).toEqual([])
  })

  test('every product page describes its product with the figures it shows', () => {
    const products = Object.fromEntries(
      verticals.flatMap((v) =>
        (JSON.parse(readFileSync(join('data', 'products', portal, `${v.key}.json`), 'utf8')) as ProductCard[]).map((card) => [
          `${paths.products}/${card.slug}`,
          { card, vertical: v },
        ]),
      ),
    )
    const productPages = pages.filter((p) => p.path.startsWith(`${paths.products}/`))
    expect(productPages.length).toBe(Object.keys(products).length)
    const expectedType = { 'credit-card': 'CreditCard', loan: 'LoanOrCredit', deposit: 'DepositAccount', insurance: 'FinancialProduct' }
    const seen = new Set<string>()
    for (const { path, blocks: found } of productPages) {
      const { card, vertical } = products[path]!
      const product = found.find((b) => b['@type'] === expectedType[card.contractType])
      expect(product, path).toBeDefined()
      seen.add(product!['@type'])
      expect(product).toMatchObject({
        '@context': 'https://schema.org',
        name: card.name,
        url: `${siteOrigin}${path}`,
        description: card.description,
        provider: { '@type': 'Organization', name: card.provider },
        brand: { '@type': 'Brand', name: card.provider },
      })
      const offer = product!.offers as Record<string, unknown>
      expect(offer).toMatchObject({ '@type': 'Offer', url: `${siteOrigin}${path}`, priceCurrency: currency })
      switch (card.contractType) {
        case 'credit-card':
          expect(product!.interestRate).toMatchObject({ value: card.interestRatePct })
          expect(offer.price).toBe(card.annualFee)
          break
        case 'loan':
          expect(product!.interestRate).toMatchObject({ value: card.interestRatePct })
          expect(product!.amount).toEqual({ '@type': 'MonetaryAmount', currency, minValue: card.loanMin, maxValue: card.loanMax })
          expect(product!.loanTerm).toMatchObject({ minValue: card.tenorMonths.min, maxValue: card.tenorMonths.max, unitCode: 'MON' })
          break
        case 'deposit':
          expect(product!.interestRate).toMatchObject({ value: card.depositRatePct })
          expect(product!.amount).toEqual({ '@type': 'MonetaryAmount', currency, value: card.minDeposit })
          break
        case 'insurance':
          expect(offer.price).toBe(card.premium)
          expect(product!.amount).toEqual({ '@type': 'MonetaryAmount', currency, value: card.coverage })
          break
      }
      const trail = (ofType(found, 'BreadcrumbList')[0]!.itemListElement as { item: string }[]).map((i) => i.item)
      expect(trail).toEqual([`${siteOrigin}/`, `${siteOrigin}${vertical.path}`, `${siteOrigin}${path}`])
    }
    expect(seen.has('CreditCard') && seen.has('LoanOrCredit') && seen.has('FinancialProduct')).toBe(true)
  })

  test('the guides page has a FAQPage of its questions and answers', () => {
    const guides = page(portal, paths.guides!)
    const [faq] = ofType(guides.blocks, 'FAQPage')
    const content = JSON.parse(readFileSync(join('data', 'content', portal, 'guides.json'), 'utf8')) as {
      faq: { items: { question: string; answer: string[] }[] }
    }
    const entities = faq!.mainEntity as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[]
    expect(entities).toHaveLength(content.faq.items.length)
    entities.forEach((question, i) => {
      expect(question['@type']).toBe('Question')
      expect(question.name).toBe(content.faq.items[i]!.question)
      expect(question.acceptedAnswer['@type']).toBe('Answer')
      for (const paragraph of content.faq.items[i]!.answer) expect(question.acceptedAnswer.text).toContain(paragraph)
    })
  })
})
