import { describe, expect, test } from 'vitest'
import { openPage, PORTALS, site } from './harness'

// Issue 15 item 10: the footer's "Log out" (/log-out) ends the server session, checked through
// GET /Account/GetLoggedInClaims, on both portals, against the built site and the real lead API.
// Issue 29 item 6 (docs/security.md, "Log-out"): only on the visitor's press of the page's button,
// never on arrival, and never erasing a lead still in the outbox.
const LOG_OUT = { ecm: '/log-out', ckj: '/log-out' } as const

describe.each(PORTALS)('%s /log-out', (portal) => {
  test('arriving ends nothing; the button ends the session (GetLoggedInClaims says IsLoggedIn false) and keeps the unsent leads', async () => {
    const { origins, api } = await site()
    const email = `log-out-${portal}@example.com`
    await (await api()).createUser(email, 'correct-horse-battery-9')
    const { page, context } = await openPage()
    const origin = origins[portal]
    // Sign in as the login form does (a form post from the portal's own origin).
    const login = await page.request.post(`${origin}/Account/Login`, {
      form: { email, password: 'correct-horse-battery-9', returnUrl: '/', portal: portal.toUpperCase() },
      headers: { origin },
      maxRedirects: 0,
    })
    expect(login.status()).toBe(303)
    const claims = async () => (await page.request.get(`${origin}/Account/GetLoggedInClaims`)).json() as Promise<{ IsLoggedIn: boolean; Email: string }>
    expect(await claims()).toMatchObject({ IsLoggedIn: true, Email: email })
    await page.goto(`${origin}${LOG_OUT[portal]}`, { waitUntil: 'networkidle' })
    // As a link from any other site would bring the visitor: still logged in.
    expect(await claims()).toMatchObject({ IsLoggedIn: true })
    // A lead whose post failed, due again in an hour (components/outbox/outbox.ts), put there after
    // the page's own outbox run: it waits in the outbox.
    const outbox = await page.evaluate(() => {
      const now = Date.now()
      const entry = {
        key: 'unsent-lead',
        url: '/api/CallSchedules/AddCallSchedule',
        body: { FirstName: 'Maria' },
        queuedAt: now,
        attempts: 1,
        nextAt: now + 3_600_000,
      }
      localStorage.setItem('outbox:leads', JSON.stringify([entry]))
      return localStorage.getItem('outbox:leads')
    })
    const loggedOff = page.waitForResponse((response) => response.url().endsWith('/Account/LogOff'))
    await page.locator('[data-log-out-button]').click()
    await loggedOff
    await page.locator('[role=status][data-state=cleared]').waitFor()
    expect(await claims()).toMatchObject({ IsLoggedIn: false })
    expect(await page.evaluate(() => localStorage.getItem('outbox:leads'))).toBe(outbox)
    await context.close()
  })
})
