import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { builtPages, htmlFiles, pageFile, pageFiles, pagePath, siteFiles } from '../../../scripts/pipeline/sitePages'

// A small site folder as the build leaves it: a file a page named for its address (decision 046), the 404 page, assets, data files.
const siteDir = mkdtempSync(join(tmpdir(), 'site-pages-'))
const files = {
  'index.html': '<p>home</p>',
  '404.html': '<p>not found</p>',
  'credit-cards.html': '<p>list</p>',
  'credit-cards/page/2.html': '<p>list, page 2</p>',
  'apply-partner.html': '<div data-partner-redirect="https://partner.example"></div>',
  // No page: the assets folder is not entered for pages, and a file named .html there is not one.
  'assets/chunks/chunk-a.js': 'export {}',
  'assets/static/stray.html': '<p>not a page</p>',
  'data/products/credit-cards.json': '[]',
  'sitemap.xml': '<urlset/>',
}
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(siteDir, path, '..'), { recursive: true })
  writeFileSync(join(siteDir, path), text)
}
afterAll(() => rmSync(siteDir, { recursive: true, force: true }))

const relative = (paths: string[]) => paths.map((path) => path.slice(siteDir.length + 1)).sort()

describe('the site folder walkers (scripts/pipeline/sitePages.ts)', () => {
  test('siteFiles lists every file, assets included, unless told to skip them', () => {
    expect(relative(siteFiles(siteDir))).toEqual(Object.keys(files).sort())
    expect(relative(siteFiles(siteDir, () => true, { skipAssets: true }))).toEqual(
      Object.keys(files)
        .filter((path) => !path.startsWith('assets/'))
        .sort(),
    )
    expect(relative(siteFiles(siteDir, (name) => name.endsWith('.json')))).toEqual(['data/products/credit-cards.json'])
  })

  test('htmlFiles lists the pages and the 404 page, nothing under assets/', () => {
    expect(relative(htmlFiles(siteDir))).toEqual(['404.html', 'apply-partner.html', 'credit-cards.html', 'credit-cards/page/2.html', 'index.html'])
  })

  test('pageFiles lists the pages alone: not the 404 page', () => {
    expect(relative(pageFiles(siteDir))).toEqual(['apply-partner.html', 'credit-cards.html', 'credit-cards/page/2.html', 'index.html'])
  })

  test('pagePath gives the address of a page file', () => {
    expect(pagePath(siteDir, join(siteDir, 'index.html'))).toBe('/')
    expect(pagePath(siteDir, join(siteDir, 'credit-cards.html'))).toBe('/credit-cards')
    expect(pagePath(siteDir, join(siteDir, 'credit-cards', 'page', '2.html'))).toBe('/credit-cards/page/2')
    expect(pagePath(siteDir, join(siteDir, '404.html'))).toBe('/404.html')
  })

  test('pageFile gives the file of an address, and pagePath reads it back', () => {
    expect(pageFile(siteDir, '/')).toBe(join(siteDir, 'index.html'))
    expect(pageFile(siteDir, '/credit-cards')).toBe(join(siteDir, 'credit-cards.html'))
    expect(pageFile(siteDir, '/credit-cards/page/2')).toBe(join(siteDir, 'credit-cards', 'page', '2.html'))
    expect(pageFile(siteDir, '/404.html')).toBe(join(siteDir, '404.html'))
    for (const path of ['/', '/credit-cards', '/credit-cards/bdo', '/credit-cards/page/2', '/kartu-kredit/bca/page/12', '/404.html'])
      expect(pagePath(siteDir, pageFile(siteDir, path))).toBe(path)
    // Every file of the built fixture is found again from its address.
    for (const file of htmlFiles(siteDir)) expect(pageFile(siteDir, pagePath(siteDir, file))).toBe(file)
  })

  test('builtPages gives the addresses, sorted, leaving out pages that leave for a partner by themselves unless asked', () => {
    expect(builtPages(siteDir)).toEqual(['/', '/404.html', '/credit-cards', '/credit-cards/page/2'])
    expect(builtPages(siteDir, { includeRedirecting: true })).toEqual(['/', '/404.html', '/apply-partner', '/credit-cards', '/credit-cards/page/2'])
  })
})
