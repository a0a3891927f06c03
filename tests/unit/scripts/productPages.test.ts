import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { assetTagsOf, readPrevious, withAssetTags } from '../../../scripts/pipeline/productPages'

// A bare document as renderer/documentHtml.tsx writes it, and the same page as vike writes it: vike puts
// stylesheet links right after <head> and the page's script right before </body> (see any page in dist/).
const bare = '<!DOCTYPE html>\n<html lang="en-PH">\n<head>\n<meta charset="utf-8">\n<title>Card</title>\n</head>\n<body><main>Card</main></body>\n</html>'
const head = '<link rel="stylesheet" type="text/css" href="/assets/static/global.css">'
const body = '<script src="/assets/entries/pages_product_client.js" type="module" async></script>'
const vike = bare.replace('<head>', `<head>${head}`).replace('</body>', `${body}</body>`)

describe('the product-page loop', () => {
  it('learns the asset tags vike added to a sample page', () => {
    expect(assetTagsOf(vike, bare)).toEqual({ head, body })
  })

  it('adds them where vike puts them', () => {
    expect(withAssetTags(bare, { head, body })).toBe(vike)
  })

  it("learns what the render put before </head> (a list page's island preloads, renderer/islandPreloads.ts) and puts it back there", () => {
    const preloads = '<script type="application/json" id="island-modules">["/assets/chunks/a.js"]</script><script>wake()</script>'
    const preloaded = vike.replace('</head>', `${preloads}</head>`)
    expect(assetTagsOf(preloaded, bare)).toEqual({ head, body, preloads })
    expect(withAssetTags(bare, { head, body, preloads })).toBe(preloaded)
    expect(assetTagsOf(preloaded, bare.replace('<title>Card</title>', '<title>Other</title>'))).toContain('differ')
  })

  it('learns empty tags from a page without assets', () => {
    expect(assetTagsOf(bare, bare)).toEqual({ head: '', body: '' })
  })

  it.each([
    ['a different head', bare.replace('<title>Card</title>', '<title>Other</title>'), 'differ'],
    ['a different body', bare.replace('<main>Card</main>', '<main>Other</main>'), 'differ'],
    ['a different language', bare.replace('en-PH', 'id-ID'), 'differ before <head>'],
  ])('reports a sample whose HTML has %s than vike rendered', (_what, drifted, message) => {
    const result = assetTagsOf(vike, drifted)
    expect(typeof result).toBe('string')
    expect(result).toContain(message)
  })

  it('refuses a document without a head', () => {
    expect(() => withAssetTags('<p>no document</p>', { head, body })).toThrow(/no <head>/)
  })
})

describe("an incremental build's last build (readPrevious)", () => {
  const root = mkdtempSync(join(tmpdir(), 'previous-'))
  const site = join(root, 'ecm')
  const manifest = join(root, '.ecm-pages.json')

  it('says why every page is rendered: --full, no published site, no manifest, an unreadable or foreign manifest', () => {
    expect(readPrevious(undefined, undefined)).toMatch(/--full/)
    expect(readPrevious(site, manifest)).toBe(`there is no published site at ${site} (the first build)`)
    mkdirSync(site)
    writeFileSync(join(site, 'index.html'), '<!doctype html>')
    expect(readPrevious(site, manifest)).toMatch(/^the published site has no page manifest at .*\.ecm-pages\.json/)
    writeFileSync(manifest, '{"pages": {"/a": "x"')
    expect(readPrevious(site, manifest)).toMatch(/could not be read \(.*JSON/)
    writeFileSync(manifest, '{"pages": ["/a"]}')
    expect(readPrevious(site, manifest)).toMatch(/is not a page manifest/)
    writeFileSync(manifest, '{"pages": {"/a": 3}}')
    expect(readPrevious(site, manifest)).toMatch(/is not a page manifest/)
  })

  it('reads a good manifest', () => {
    writeFileSync(manifest, '{"pages": {"/products/a": "hash-a"}}')
    expect(readPrevious(site, manifest)).toEqual({ site, manifest: { pages: { '/products/a': 'hash-a' } } })
  })
})
