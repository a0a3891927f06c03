// Each page links one stylesheet (decision 020): one render-blocking request on a phone's slow round
// trips, not two to six, and none when an island wakes later. Both portals, every page the build wrote
// (vike's and the page loop's), and in Chromium: the page and its modal are styled.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { PORTALS, openPage, site } from './harness'
import { builtPageHtml } from './pages'

describe.each(PORTALS)('%s styles', (portal) => {
  const siteDir = join('dist', portal)

  test('every built page links exactly one stylesheet, in its head, holding the site-wide CSS', () => {
    const pages = builtPageHtml(portal)
    expect(pages.length).toBeGreaterThan(30)
    const stylesheets = new Set<string>()
    for (const { path, html } of pages) {
      const links = [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((m) => m[1]!)
      expect(links, path).toHaveLength(1)
      expect(html.indexOf(links[0]!), path).toBeLessThan(html.indexOf('</head>'))
      stylesheets.add(links[0]!)
    }
    // global.css (scroll-padding-bottom, a declaration the minifier keeps) is in each of them.
    for (const href of stylesheets) expect(readFileSync(join(siteDir, href), 'utf8'), href).toContain('scroll-padding-bottom:')
    // One file for the whole site (components/styles.ts): cached from the first page for every other.
    expect(stylesheets.size).toBe(1)
  })

  test("no script of the site refers to a stylesheet (an island's code would fetch it when it wakes)", () => {
    const scripts = readdirSync(join(siteDir, 'assets'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(10)
    // The built stylesheets are all in assets/static/ (vite's preload helper names '.css' on its own).
    for (const file of scripts) expect(readFileSync(join(siteDir, 'assets', file), 'utf8'), file).not.toMatch(/static\/[^"'`]+\.css/)
  })

  test('a visitor on the home page gets a styled page and a styled modal with one stylesheet request', async () => {
    const { origins } = await site()
    const { page, context, log } = await openPage()
    await page.goto(origins[portal] + '/', { waitUntil: 'networkidle' })
    // global.css: the body's margin and font size.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px')
    // A vertical's call-back link (a#call-credit-cards ...), not the #call-schedule section it leads to.
    const opener = page.locator('a[id^="call-"]').first()
    await opener.click()
    const dialog = page.locator('#contact-modal')
    await dialog.locator('form').waitFor()
    // contact.css, part of the island's code: rounded corners and a shadow.
    expect(await dialog.evaluate((d) => getComputedStyle(d).borderTopLeftRadius)).toBe('12px')
    expect(await dialog.evaluate((d) => getComputedStyle(d).boxShadow)).not.toBe('none')
    // The page's one stylesheet, and no other when the modal's island woke.
    const stylesheets = log.requests.filter((url) => new URL(url).pathname.endsWith('.css'))
    expect(stylesheets).toHaveLength(1)
    expect(log.consoleErrors).toEqual([])
    await context.close()
  })
})
