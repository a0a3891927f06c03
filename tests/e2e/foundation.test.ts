import { describe, expect, test } from 'vitest'
import { openPage, PORTALS, reactChunkPaths, site, sweep, type PortalKey } from './harness'
import { browserSample, statuses, sweptPageFacts } from './foundationPages'
import { htmlcsErrors } from './htmlcs'
import { builtPages, templatePages } from './pages'
import { templateFindings } from './templateAudit'

const LEGAL = { ecm: ['/terms-conditions', '/privacy-policy'], ckj: ['/syarat-ketentuan', '/kebijakan-privasi'] }
const LANG = { ecm: 'en-PH', ckj: 'id' }

describe.each(PORTALS)('%s portal', (portal) => {
  test('every page loads with no console error and no failed request', { timeout: 900_000 }, async () => {
    const { origins, browser } = await site()
    // The error page is what every unknown path answers, always with 404 (scripts/servers/serve.ts, as the
    // CDN): it is checked on its own below, since a 404 document is logged as a console error.
    const pages = builtPages(portal).filter((path) => path !== '/404.html')
    expect(pages.length).toBeGreaterThanOrEqual(6)
    // Every page, in node (docs/decisions/037-page-sweep-by-shape.md): the facts of its HTML, read from
    // the built file with an HTML parser, and the answers of the portal server for the page and for
    // every same-origin resource it references.
    const facts = sweptPageFacts(portal, pages)
    expect(facts.map((page) => page.path).sort()).toEqual([...pages].sort())
    const wrong = facts.flatMap((page) => [
      ...(page.lang === LANG[portal] ? [] : [`${page.path}: lang ${page.lang}`]),
      ...(page.title === '' ? [`${page.path}: no title`] : []),
      ...(page.canonical === 1 ? [] : [`${page.path}: ${page.canonical} canonical links`]),
      ...(page.ogTitle === 1 ? [] : [`${page.path}: ${page.ogTitle} og:title`]),
      ...page.cspFindings.map((finding) => `${page.path}: ${finding}`),
    ])
    expect(wrong).toEqual([])
    const resources = [...new Set(facts.flatMap((page) => page.resources))]
    expect(resources.length).toBeGreaterThan(0)
    const answers = await statuses(origins[portal], [...pages, ...resources])
    const pageSet = new Set(pages)
    expect(answers.filter(([path, status]) => (pageSet.has(path) ? status !== 200 : status >= 400)).map(([path, status]) => `${path} ${status}`)).toEqual([])
    // In Chromium, what only a browser sees: one page of each shape (and of each template), with
    // everything it loads; a page's shape decides what its scripts do on load (decision 037).
    const sample = browserSample(portal, facts)
    expect(sample.length).toBeGreaterThanOrEqual(new Set(facts.map((page) => page.shape)).size)
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const visited: string[] = []
    const log = await sweep(context, sample, 4, async (page, path) => {
      const response = await page.goto(origins[portal] + path, { waitUntil: 'load' })
      expect(response?.status(), path).toBe(200)
      // One call into the page for the four facts, as the browser sees them after the scripts ran.
      const head = await page.evaluate(() => ({
        lang: document.documentElement.getAttribute('lang'),
        title: document.title,
        canonical: document.querySelectorAll('link[rel=canonical]').length,
        ogTitle: document.querySelectorAll('meta[property="og:title"]').length,
      }))
      expect(head.lang, path).toBe(LANG[portal])
      expect(head.title, path).not.toBe('')
      expect(head.canonical, path).toBe(1)
      expect(head.ogTitle, path).toBe(1)
      visited.push(path)
    })
    expect(visited.sort()).toEqual([...sample].sort())
    expect(log.consoleErrors).toEqual([])
    // The sweep moves on at each page's load event, so requests still in flight (lazy island chunks,
    // the login-state call) are cancelled by the next navigation: ERR_ABORTED is ours, not the site's.
    // Any HTTP error status or other network failure still fails the test.
    expect(log.failedRequests.filter((r) => !r.endsWith('net::ERR_ABORTED'))).toEqual([])
    const page = await context.newPage()
    // The footer's dark band reaches the window's bottom on a short page (less the room kept for the consent notice): no white band under it (issue 49).
    const bandEnd = () =>
      page.evaluate(
        () =>
          Math.max(...[...document.querySelectorAll('.site-footer, .site-tools')].map((el) => el.getBoundingClientRect().bottom)) -
          (window.innerHeight - parseFloat(getComputedStyle(document.body).paddingBottom)),
      )
    // A tall window (a desktop screen in portrait): these pages are shorter than it.
    await page.setViewportSize({ width: 1366, height: 1800 })
    for (const path of ['/404.html', '/no-such-page']) {
      const response = await page.goto(origins[portal] + path, { waitUntil: 'load' })
      expect(response?.status(), path).toBe(404)
      expect(await page.getAttribute('html', 'lang'), path).toBe(LANG[portal])
      expect(await bandEnd(), path).toBeGreaterThanOrEqual(-0.5)
    }
    await page.goto(origins[portal] + '/thank-you-promo', { waitUntil: 'load' })
    expect(await bandEnd()).toBeGreaterThanOrEqual(-0.5)
    await context.close()
  })

  test('axe reports no violation on any page template', { timeout: 300_000 }, async () => {
    // One visit a template page for both engines (templateAudit.ts); HTML_CodeSniffer's findings are
    // checked by its own test below.
    const { pages, axe } = await templateFindings(portal)
    expect(pages).toEqual(templatePages(portal))
    expect(axe).toEqual([])
  })

  test('the legal pages load no JavaScript at all', async () => {
    const { origins } = await site()
    const { page, context, log } = await openPage()
    for (const path of LEGAL[portal]) {
      await page.goto(origins[portal] + path, { waitUntil: 'networkidle' })
      expect(await page.locator('script:not([type="application/ld+json"])').count(), path).toBe(0)
    }
    expect(log.scripts).toEqual([])
    await context.close()
  })

  test('an unknown address answers 404 with the portal 404 page', async () => {
    const { origins } = await site()
    const res = await fetch(origins[portal] + '/no-such-page')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain(`lang="${LANG[portal]}"`)
  })

  test('Visitor opens and closes the menu drawer by keyboard', async () => {
    const { origins } = await site()
    const { page, context } = await openPage()
    await page.goto(origins[portal] + LEGAL[portal][0])
    const button = page.locator('.drawer-button')
    const drawer = page.locator('#site-drawer')
    await button.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => drawer.evaluate((d: HTMLDialogElement) => d.open)).toBe(true)
    // Focus is inside the drawer and Tab never reaches the page behind it (it is inert while the
    // modal dialog is open): focus cycles through the drawer and the browser's own UI only.
    const inside: boolean[] = []
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      const where = await page.evaluate(() =>
        document.activeElement === document.body || document.activeElement === null
          ? 'browser'
          : document.activeElement.closest('#site-drawer')
            ? 'drawer'
            : 'page',
      )
      expect(where).not.toBe('page')
      inside.push(where === 'drawer')
    }
    expect(inside.filter(Boolean).length).toBeGreaterThan(20)
    await page.keyboard.press('Escape')
    await expect.poll(() => drawer.evaluate((d: HTMLDialogElement) => d.open)).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('drawer-button')
    // The close button closes it too, and focus returns to the menu button.
    await page.keyboard.press('Enter')
    await expect.poll(() => drawer.evaluate((d: HTMLDialogElement) => d.open)).toBe(true)
    await page.locator('.drawer-close').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => drawer.evaluate((d: HTMLDialogElement) => d.open)).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('drawer-button')
    await context.close()
  })

  test('Visitor closes the drawer with a click on the backdrop', async () => {
    const { origins } = await site()
    const { page, context } = await openPage()
    await page.goto(origins[portal] + '/')
    await page.locator('.drawer-button').click()
    const drawer = page.locator('#site-drawer')
    await expect.poll(() => drawer.evaluate((d: HTMLDialogElement) => d.open)).toBe(true)
    await page.mouse.click(10, 400)
    await expect.poll(() => drawer.evaluate((d: HTMLDialogElement) => d.open)).toBe(false)
    await context.close()
  })

  test('Visitor logs out and both storages are cleared', async () => {
    const { origins } = await site()
    const { page, context, log } = await openPage()
    await page.goto(origins[portal] + '/')
    await page.evaluate(() => {
      localStorage.setItem('a', '1')
      sessionStorage.setItem('b', '2')
    })
    const before = log.requests.length
    await page.goto(origins[portal] + '/log-out', { waitUntil: 'networkidle' })
    // Only the visitor's press clears anything (docs/security.md, "Log-out").
    expect(await page.evaluate(() => [localStorage.length > 0, sessionStorage.length])).toEqual([true, 1])
    await page.locator('[data-log-out-button]').click()
    await expect.poll(() => page.locator('[role=status]').getAttribute('data-state')).toBe('cleared')
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0])
    // The sentence of data/messages/{en-PH,id-ID}.json logout.cleared, put there without React.
    expect(await page.locator('[role=status]').textContent()).toContain(portal === 'ecm' ? 'has been cleared' : 'telah dihapus')
    const react = new Set(reactChunkPaths(portal))
    expect(log.requests.slice(before).filter((url) => react.has(new URL(url).pathname))).toEqual([])
    await context.close()
  })
})

// Issue 17: HTML_CodeSniffer, the second engine, on every template (with JavaScript on, from the same
// visit as axe above).
describe.each(PORTALS)('%s: HTML_CodeSniffer, the second engine (issue 17)', (portal: PortalKey) => {
  test('the engine runs in the page and finds a planted error (so the sweep below can fail)', async () => {
    const { origins } = await site()
    const { page, context } = await openPage()
    await page.goto(origins[portal] + '/')
    expect(await htmlcsErrors(page)).toEqual([])
    // A search form like the glossary's before issue 17: a field without a label, no submit button.
    await page.evaluate(() => {
      const form = document.createElement('form')
      form.innerHTML = '<input type="search" name="q">'
      document.querySelector('main')!.append(form)
    })
    const errors = await htmlcsErrors(page)
    expect(errors.some((e) => e.includes('H32.2'))).toBe(true)
    expect(errors.some((e) => e.includes('InputSearch.Name'))).toBe(true)
    await context.close()
  })

  test('reports no WCAG 2.x AA error on any page template, with the cookie notice shown', async () => {
    // The page as axe saw it above: loaded, the site script started, the notice shown (templateAudit.ts).
    const { pages, htmlcs } = await templateFindings(portal)
    expect(pages).toEqual(templatePages(portal))
    expect(htmlcs).toEqual([])
  }, 300_000)

  test('reports no error with JavaScript off either', async () => {
    const { origins } = await site()
    const { page, context } = await openPage({ javaScriptEnabled: false })
    const found: string[] = []
    for (const path of templatePages(portal)) {
      await page.goto(origins[portal] + path)
      for (const error of await htmlcsErrors(page)) found.push(`${path}: ${error}`)
    }
    expect(found).toEqual([])
    await context.close()
  }, 300_000)
})
