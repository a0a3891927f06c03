import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { combineSiteStylesheets, withOneStylesheet } from '../../../scripts/pipeline/pageStylesheets'

// A page as vike writes it: its stylesheet links right after <head>, then the page's own head.
const link = (href: string) => `<link rel="stylesheet" type="text/css" href="${href}">`
const page = (links: string) =>
  `<!DOCTYPE html>\n<html lang="en-PH">\n<head>${links}<meta charset="utf-8"><link rel="canonical" href="https://www.example.com/a"><title>A</title>\n</head>\n<body><main>A</main></body>\n</html>`

describe('one stylesheet per page', () => {
  it('replaces the links with one, where the first was; the canonical link stays', () => {
    const seen: string[][] = []
    const html = withOneStylesheet(page(link('/assets/static/a.css') + link('/assets/static/b.css')), (hrefs) => {
      seen.push(hrefs)
      return '/assets/static/page.x.css'
    })
    expect(html).toBe(page(link('/assets/static/page.x.css')))
    expect(seen).toEqual([['/assets/static/a.css', '/assets/static/b.css']])
  })

  it('leaves a page with one stylesheet or none as it is', () => {
    const fail = () => {
      throw new Error('not asked')
    }
    expect(withOneStylesheet(page(''), fail)).toBe(page(''))
    expect(withOneStylesheet(page(link('/assets/static/a.css')), fail)).toBe(page(link('/assets/static/a.css')))
  })

  it('writes one file per distinct set of links, the CSS in link order, named by its content', () => {
    const site = mkdtempSync(join(tmpdir(), 'stylesheets-'))
    mkdirSync(join(site, 'assets', 'static'), { recursive: true })
    writeFileSync(join(site, 'assets', 'static', 'global.css'), 'body{margin:0}\n')
    writeFileSync(join(site, 'assets', 'static', 'cards.css'), '.card{padding:8px}\n')
    const both = link('/assets/static/global.css') + link('/assets/static/cards.css')
    writeFileSync(join(site, 'credit-cards.html'), page(both))
    writeFileSync(join(site, 'personal-loans.html'), page(both))
    // The opposite order is another cascade: another file.
    writeFileSync(join(site, 'index.html'), page(link('/assets/static/cards.css') + link('/assets/static/global.css')))
    writeFileSync(join(site, 'assets', 'static', 'stray.html'), page(both))

    const summary = combineSiteStylesheets(site)
    expect(summary.combined).toBe(3)
    expect(summary.files.map((f) => [f.bytes, f.from])).toEqual([
      [34, 2],
      [34, 2],
    ])
    const href = (file: string) => /href="(\/assets\/static\/page\.[\w-]+\.css)"/.exec(readFileSync(join(site, file), 'utf8'))![1]!
    expect(href('credit-cards.html')).toBe(href('personal-loans.html'))
    expect(readFileSync(join(site, href('credit-cards.html')), 'utf8')).toBe('body{margin:0}\n.card{padding:8px}\n')
    expect(readFileSync(join(site, href('index.html')), 'utf8')).toBe('.card{padding:8px}\nbody{margin:0}\n')
    expect(readFileSync(join(site, 'assets', 'static', 'stray.html'), 'utf8')).toBe(page(both))
    expect(readdirSync(join(site, 'assets', 'static')).filter((f) => f.startsWith('page.'))).toHaveLength(2)
  })
})
