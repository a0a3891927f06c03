// The site's two inline scripts, which the Content-Security-Policy allows by their hashes. The islands'
// wake script (decision 025): a visitor who touches a form or calculator before the islands runtime
// has arrived gets its code requested at once. The consent notice's (decision 045): the notice shows
// before the site's script arrives. Real Chromium over the built site and its _headers.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { CONSENT_SHOW_SCRIPT, ISLAND_WAKE_SCRIPT } from '../../domain/inlineScripts'
import { scriptHashSource } from '../../scripts/pipeline/siteFiles'
import { PORTALS, openPage, site, type PortalKey } from './harness'
import { builtPageHtml } from './pages'

const PAGES: Record<PortalKey, string[]> = {
  ecm: ['/income-tax-calculator', '/personal-loan-promo'],
  ckj: ['/kalkulator-kta', '/promo-kta'],
}

describe.each(PORTALS)('%s islands wake script', (portal) => {
  test('the only inline scripts are the wake script, on every page with a form or calculator, and the notice script, on every page with the notice; the CSP allows both by their hashes', () => {
    const headers = readFileSync(join('dist', portal, '_headers'), 'utf8')
    expect(headers).toContain(`script-src 'self' ${scriptHashSource(ISLAND_WAKE_SCRIPT)} ${scriptHashSource(CONSENT_SHOW_SCRIPT)}`)
    let withWake = 0
    let withNotice = 0
    for (const { path, html } of builtPageHtml(portal)) {
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1])
      const wake = html.includes('data-prefetch="true"')
      const notice = html.includes('data-consent=""')
      expect(inline, path).toEqual([...(wake ? [ISLAND_WAKE_SCRIPT] : []), ...(notice ? [CONSENT_SHOW_SCRIPT] : [])])
      // Right after the notice, so it runs as soon as the notice is parsed.
      if (notice) expect(html, path).toMatch(/<\/section><script>[^<]*<\/script>/)
      withWake += Number(wake)
      withNotice += Number(notice)
    }
    expect(withWake).toBeGreaterThanOrEqual(PAGES[portal].length)
    // Every page but the script-free ones (terms, privacy and the trust pages of decision 067) carries the notice.
    const paths = (JSON.parse(readFileSync(join('data', 'portals', `${portal}.json`), 'utf8')) as { paths: Record<string, string> }).paths
    const scriptFree = ['terms', 'privacy', 'about', 'howWeMakeMoney', 'howWeRate'].filter((key) => paths[key] !== undefined)
    expect(scriptFree).toHaveLength(5)
    expect(withNotice).toBe(builtPageHtml(portal).length - scriptFree.length)
  })

  test('the consent notice shows before any script of the site has arrived, allowed by the CSP; an answer tapped then is kept; an answered visitor never sees it', async () => {
    const { origins } = await site()
    const { page, context, log } = await openPage()
    // Every script file of the site held back, as a slow network would.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
      async (route) => {
        await held
        // The first page's held scripts were cancelled when the visit moved on.
        await route.continue().catch(() => undefined)
      },
    )
    const path = PAGES[portal][1]!
    const response = await page.goto(origins[portal] + path, { waitUntil: 'domcontentloaded' })
    expect(response?.headers()['content-security-policy']).toContain(scriptHashSource(CONSENT_SHOW_SCRIPT))
    const notice = page.locator('#consent')
    expect(await notice.isVisible(), path).toBe(true)
    expect(await page.locator('[data-hydrated="true"]').count(), path).toBe(0)
    // The end of the page has room for it already: the body's bottom padding is the notice's height.
    const room = await page.evaluate(() => ({
      notice: document.getElementById('consent')!.getBoundingClientRect().height,
      padding: parseFloat(getComputedStyle(document.body).paddingBottom),
    }))
    expect(room.notice, path).toBeGreaterThan(80)
    expect(Math.abs(room.padding - room.notice), path).toBeLessThan(1)
    // Declined before any script has arrived: hidden at once, and stored once the site's script runs.
    await notice.getByRole('button').nth(1).click()
    expect(await notice.isVisible(), path).toBe(false)
    expect(
      (await context.cookies()).some((c) => c.name === 'consent'),
      path,
    ).toBe(false)
    release()
    await page.waitForLoadState('load')
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'consent')?.value, { message: path }).toBe('denied')
    expect(await notice.isVisible(), path).toBe(false)
    // The answer is remembered: on the next page the notice stays hidden from the start.
    await page.goto(origins[portal] + PAGES[portal][0]!, { waitUntil: 'domcontentloaded' })
    expect(await notice.isVisible(), path).toBe(false)
    expect(await notice.count(), path).toBe(1)
    await page.waitForLoadState('load')
    expect(await notice.isVisible(), path).toBe(false)
    // A refused inline script would be reported here ("Refused to execute inline script ...").
    expect(log.consoleErrors, path).toEqual([])
    await context.close()
  })

  test.each(PAGES[portal])(
    '%s: a key in the form before the runtime has arrived requests the listed code at once, each chunk once; the island then takes over',
    async (path) => {
      const { origins } = await site()
      const { page, context, log } = await openPage()
      // The page's entry (and so the islands runtime) is held back, as a slow network would.
      let releaseEntry = () => {}
      const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve))
      await page.route(
        (url) => url.pathname.startsWith('/assets/entries/'),
        async (route) => {
          await entryHeld
          await route.continue()
        },
      )
      const response = await page.goto(origins[portal] + path, { waitUntil: 'domcontentloaded' })
      // The browser enforces the policy that names the script's hash.
      expect(response?.headers()['content-security-policy']).toContain(scriptHashSource(ISLAND_WAKE_SCRIPT))
      const listed = JSON.parse((await page.locator('#island-modules').textContent()) ?? '[]') as string[]
      expect(listed.length, path).toBeGreaterThan(3)
      const requested = () => log.requests.map((url) => new URL(url).pathname).filter((p) => listed.includes(p))
      // Nothing of it before the visitor touches the form (the runtime's idle preload is held too).
      await page.waitForTimeout(500)
      expect(requested(), path).toEqual([])

      const field = page.locator('[data-prefetch="true"] input[type="text"]').first()
      await field.focus()
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type('12', { delay: 50 })
      await expect.poll(() => new Set(requested()).size, { message: path }).toBe(listed.length)
      expect(await page.locator('[data-hydrated="true"]').count(), path).toBe(0)

      releaseEntry()
      await page.locator('[data-prefetch="true"][data-hydrated="true"]').waitFor({ state: 'attached' })
      await page.keyboard.press('End')
      await page.keyboard.type('3', { delay: 50 })
      expect((await field.inputValue()).replace(/\D/g, ''), path).toMatch(/123$/)
      // Preloaded once: the runtime found the list done and the imports found the modules.
      expect(requested().sort(), path).toEqual([...listed].sort())
      expect(await page.locator('link[rel="modulepreload"]').count(), path).toBe(listed.length)
      // A refused inline script would be reported here ("Refused to execute inline script ...").
      expect(log.consoleErrors, path).toEqual([])
      await context.close()
    },
  )
})
