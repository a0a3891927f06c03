import { describe, expect, test } from 'vitest'
import { ISLAND_WAKE_SCRIPT } from '../../../domain/inlineScripts'
import { preloadsFor, withIslandPreloads, type IslandChunks } from '../../../renderer/islandPreloads'

const CHUNKS: IslandChunks = {
  runtime: ['/assets/entries/hydrate.js', '/assets/chunks/react.js'],
  islands: { LoanCalculator: ['/assets/chunks/loan.js', '/assets/chunks/react.js'], ProductFilters: ['/assets/chunks/filters.js'] },
}
const page = (islands: string) => `<html><head><title>t</title></head><body>${islands}</body></html>`

describe('module preloads of the islands a page wants ready (renderer/islandPreloads.ts)', () => {
  test('a prefetch island gets the runtime and its own chunks, each once, in a data block before </head> (no link: no download without JavaScript)', () => {
    const html = withIslandPreloads(page('<div class="island" data-island="LoanCalculator" data-when="interaction" data-prefetch="true"></div>'), CHUNKS)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toMatch(/<link[^>]*modulepreload/)
    const block = head.match(/<script type="application\/json" id="island-modules">(.*?)<\/script>/)
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(['/assets/entries/hydrate.js', '/assets/chunks/react.js', '/assets/chunks/loan.js'])
    // Followed by the wake script (decision 025), the same text on every page: the CSP allows its hash.
    expect(head).toContain(`</script><script>${ISLAND_WAKE_SCRIPT}</script>`)
    expect(ISLAND_WAKE_SCRIPT).not.toMatch(/<\/script|[\r\n]/)
  })

  test("a page whose prefetch islands all ask for a download only while idle (a list's filters) says so on its block", () => {
    const filters = '<div class="island" data-island="ProductFilters" data-when="interaction" data-prefetch="true" data-prefetch-idle="download"></div>'
    const block = (html: string) => html.match(/<script type="application\/json" id="island-modules"[^>]*>/)?.[0]
    expect(block(withIslandPreloads(page(filters), CHUNKS))).toBe('<script type="application/json" id="island-modules" data-idle="download">')
    // Beside a form that wants its code compiled ahead, the page preloads it all as modules.
    const form = '<div class="island" data-island="LoanCalculator" data-when="interaction" data-prefetch="true"></div>'
    expect(block(withIslandPreloads(page(filters + form), CHUNKS))).toBe('<script type="application/json" id="island-modules">')
  })

  test('islands loaded only on interaction (filters) and pages without islands get no preload', () => {
    expect(withIslandPreloads(page('<div class="island" data-island="ProductFilters" data-when="interaction"></div>'), CHUNKS)).not.toContain('island-modules')
    expect(withIslandPreloads(page('<p>terms</p>'), CHUNKS)).toBe(page('<p>terms</p>'))
  })

  test('outside a build (no chunk list) the page is unchanged; an island the build does not know is an error', () => {
    const html = page('<div data-island="LoanCalculator" data-prefetch="true"></div>')
    expect(withIslandPreloads(html, null)).toBe(html)
    expect(() => preloadsFor(page('<div data-island="Unknown" data-prefetch="true"></div>'), CHUNKS)).toThrow(/Unknown/)
  })
})
