import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { openPage, PORTALS, site, type PortalKey } from './harness'
import { E2E_SHARE_TOKEN } from './shareCountDouble'

// docs/security.md "Share counts": the share-count token is the lead API's alone. It is configured
// for this run (the API's, and the build's environment: tests/e2e/globalSetup.ts), and no built file
// of either portal may carry it, nor ask the Graph API itself; the guides page asks the lead API on
// its own origin and shows the count it answers.

const GUIDES: Record<PortalKey, { path: string; live: string }> = {
  ecm: { path: '/guides', live: 'https://www.ecomparemo.com/guides' },
  ckj: { path: '/panduan', live: 'https://www.cekaja.com/panduan' },
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

describe.each(PORTALS)('%s share counts', (portal) => {
  test('no built page, script or header file holds the token, a token attribute or the Graph API', () => {
    const built = files(join('dist', portal)).filter((path) => /\.(html|js|json|txt|xml)$|_headers$/.test(path))
    expect(built.filter((path) => path.endsWith('.html')).length).toBeGreaterThan(10)
    const leaks = built.filter((path) => {
      const text = readFileSync(path, 'utf8')
      return text.includes(E2E_SHARE_TOKEN) || text.includes('share-token') || text.includes('data-count-token') || text.includes('graph.facebook.com')
    })
    expect(leaks).toEqual([])
  })

  test('the guides page asks the lead API on its own origin and shows its count; no request carries the token', async () => {
    const { origins } = await site()
    const { page, context } = await openPage()
    const urls: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/share-count')
    await page.goto(origins[portal] + GUIDES[portal].path)
    const request = await asked
    const url = new URL(request.url())
    expect(url.origin).toBe(origins[portal])
    expect(Object.fromEntries(url.searchParams)).toEqual({ url: GUIDES[portal].live })
    const response = await request.response()
    expect(response?.status()).toBe(200)
    expect(await response?.json()).toEqual({ count: 4321 })
    await expect.poll(() => page.locator('[data-share-count="facebook"]').textContent(), { timeout: 5000 }).toBe('4.3k')
    expect(urls.filter((address) => address.includes('share-token') || address.includes('graph.facebook.com'))).toEqual([])
    expect(await page.content()).not.toContain(E2E_SHARE_TOKEN)
    await context.close()
  })
})
