// The build renders product pages in its own loop (scripts/pipeline/productPages.ts) and lets vike prerender only
// one sample per vertical. This test has vike prerender every product page of each portal and checks the
// loop's pages in dist/ are byte-for-byte the same, page by page, and that there are no more and no fewer.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { combineSiteStylesheets } from '../../scripts/pipeline/pageStylesheets'
import { PORTALS } from './harness'

const runId = `test-product-pages-${process.pid}`
afterAll(() => rmSync(join('build', runId), { recursive: true, force: true }))

function productFolder(portal: string): string {
  const config = JSON.parse(readFileSync(join('data/portals', `${portal}.json`), 'utf8')) as { paths: { products: string } }
  return config.paths.products.replace(/^\//, '')
}

describe.each(PORTALS)('%s product pages', (portal) => {
  it('are what vike itself renders for every product, byte for byte', { timeout: 180_000 }, () => {
    const vike = spawnSync(process.execPath, ['node_modules/vike/bin.js', 'build'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORTAL: portal,
        BUILD_RUN_ID: runId,
        VIKE_ALL_PRODUCT_PAGES: 'true',
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      },
      encoding: 'utf8',
    })
    expect(vike.status, vike.stderr).toBe(0)
    // The build's step after vike's (decision 020): each page's stylesheet links become one.
    combineSiteStylesheets(join('build', runId, portal, 'client'))
    const folder = productFolder(portal)
    const vikeDir = join('build', runId, portal, 'client', folder)
    const loopDir = join('dist', portal, folder)
    // A page is a file named for its address (decision 046): {slug}.html in the products' folder.
    const vikePages = readdirSync(vikeDir)
      .filter((name) => name.endsWith('.html'))
      .sort()
    const loopPages = readdirSync(loopDir)
      .filter((name) => name.endsWith('.html'))
      .sort()
    // Every vertical has at least 15 products (the data checks enforce it), so this compares well over 100 pages.
    expect(vikePages.length).toBeGreaterThan(100)
    expect(loopPages).toEqual(vikePages)
    const differing = vikePages.filter((name) => readFileSync(join(vikeDir, name), 'utf8') !== readFileSync(join(loopDir, name), 'utf8'))
    const first = differing[0]
    if (first !== undefined) {
      const [a, b] = [readFileSync(join(vikeDir, first), 'utf8'), readFileSync(join(loopDir, first), 'utf8')]
      let i = 0
      while (a[i] === b[i]) i++
      expect.soft(b.slice(i - 60, i + 60), `${first}: the loop's page`).toBe(a.slice(i - 60, i + 60))
    }
    expect(differing).toEqual([])
  })
})
