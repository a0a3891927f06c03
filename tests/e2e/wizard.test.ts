import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { axeViolations, hydrated, openPage, PORTALS, site, type PortalKey, type VisitLog } from './harness'

// Issue 47 item 1, the application wizard, against the production build the harness serves and the
// real lead API. What is expected comes from the data (data/products, data/wizards, data/portals) and
// from docs/requirements/pages-and-portals.md#wizard-links and wire-contract.md#wizard-leads, never
// from the code under test.

interface Card {
  id: number
  slug: string
  name: string
  provider: string
  providerCode?: string
  verticalId: number
  contractType: string
  applyType: 'wizard' | 'partner-wizard' | 'contact'
}
interface Field {
  name: string
  type: string
  label?: string
  rules: string
  options?: { value: string; label: string }[]
}
interface Portal {
  code: string
  brand: string
  timeZone: string
  paths: { wizard: string; thankYou: string; products: string }
  verticals: { id: number; key: string; path: string }[]
  partners: { code: string; name: string; affiliateGuid?: string; wizardHost?: string; wizardQaHost?: string }[]
}

const json = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T
const config = (portal: PortalKey) => json<Portal>(`data/portals/${portal}.json`)
const cardsOf = (portal: PortalKey, key: string) => json<Card[]>(`data/products/${portal}/${key}.json`)
const wizardsOf = (portal: PortalKey) =>
  json<{ verticals: Record<string, { submitLabel?: string; steps: { title: string; fields: Field[] }[] }> }>(`data/wizards/${portal}.json`)

// The texts a visitor reads (data/messages/parts/{products,seo}.*.json), and answers each portal accepts (docs/forms.md).
const TEXT = {
  ecm: {
    next: 'Next',
    applying: (name: string, provider: string) => `You are applying for ${name} from ${provider}.`,
    unknown: 'We could not find the product in this link.',
    willCall: (provider: string) => `${provider} will call you`,
    mobile: '0917 123 4567',
    amounts: { LoanAmount: '150000', MonthlyIncome: '45000', Downpayment: '100000' } as Record<string, string>,
    placeholder: /not open yet/i,
  },
  ckj: {
    next: 'Lanjut',
    applying: (name: string, provider: string) => `Anda mengajukan ${name} dari ${provider}.`,
    unknown: 'Produk pada tautan ini tidak ditemukan.',
    willCall: (provider: string) => `${provider} akan menghubungi Anda`,
    mobile: '0812 3456 7890',
    amounts: { LoanAmount: '50000000', MonthlyIncome: '15000000', Downpayment: '25000000' } as Record<string, string>,
    placeholder: /belum tersedia/i,
  },
} as const

const wizardAddress = (portal: PortalKey, card: Pick<Card, 'id' | 'contractType'>) =>
  `${config(portal).paths.wizard}?companyproductprefill=true&companyproductId=${card.id}&type=${card.contractType}&fromcompanyproductpage=True`

function todayIn(zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
}
function plusDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

async function declineCookies(page: Page): Promise<void> {
  const decline = page.locator('[data-consent-choice="denied"]')
  if (await decline.isVisible()) await decline.click()
}

/** Opens a wizard address and waits for the product's form (or the not-found view). */
async function openWizard(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await hydrated(page, 'ApplicationWizard')
  await declineCookies(page)
  await page.locator('.apply-wizard form, .apply-intent [role="alert"], .apply-intent h2').first().waitFor()
}

/** Answers one field as a visitor would, from its definition. */
async function answer(page: Page, portal: PortalKey, field: Field, email: string): Promise<void> {
  const id = `#landing-${field.name}`
  const today = todayIn(config(portal).timeZone)
  const amounts: Record<string, string> = TEXT[portal].amounts
  if (field.type === 'consent' || field.type === 'checkbox') return page.locator(id).check()
  if (field.type === 'radio') return page.locator(id).check()
  if (field.type === 'select') {
    await page.locator(id).selectOption(field.options![0]!.value)
    return
  }
  if (field.type === 'amount') return page.locator(id).pressSequentially(amounts[field.name] ?? '100000')
  if (field.type === 'birthday') {
    // Three dropdowns in the portal's order (month, day, year on ECM; day, month, year on CKJ): the first carries the field's id.
    const first = portal === 'ecm' ? 'month' : 'day'
    const part = (which: string) => (which === first ? id : `${id}-${which}`)
    await page.locator(part('month')).selectOption('05')
    await page.locator(part('day')).selectOption('7')
    await page.locator(part('year')).selectOption('1990')
    return
  }
  const byName: Record<string, string> = {
    FirstName: 'Maria',
    LastName: 'Santos',
    Birthdate: '1990-05-07',
    Email: email,
    MobilePhoneNumber: TEXT[portal].mobile,
    ManufacturingYear: '2021',
    ProspectiveCar: 'Toyota Vios',
    Destination: 'Japan',
    StartDateOfTravel: plusDays(today, 10),
    EndDateOfTravel: plusDays(today, 17),
  }
  await page.locator(id).fill(byName[field.name] ?? 'Test')
}

function decode(html: string): string {
  return html
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
}

let seq = 0
const uniqueEmail = (portal: PortalKey, key: string) => `wizard-${key}-${portal}-${Date.now()}-${(seq += 1)}@example.com`

function noErrors(log: VisitLog): void {
  expect(log.consoleErrors).toEqual([])
}

describe.each(PORTALS)('%s application wizard', (portal) => {
  const c = config(portal)
  const wizards = wizardsOf(portal)

  test('every product’s Apply ends on a real wizard that finds it, or on the partner’s live host: no placeholder, no qa- host, no 404', async () => {
    const { origins } = await site()
    const origin = origins[portal]
    const wizardPage = await fetch(origin + c.paths.wizard)
    expect(wizardPage.status).toBe(200)
    const wizardHtml = await wizardPage.text()
    expect(wizardHtml).not.toMatch(TEXT[portal].placeholder)
    const shards = new Map<string, { id: number; vertical: string; contractType: string; name: string; provider: string }[]>()
    let checked = 0
    for (const vertical of c.verticals) {
      for (const card of cardsOf(portal, vertical.key)) {
        const response = await fetch(`${origin}${c.paths.products}/${card.slug}`)
        expect(response.status, card.slug).toBe(200)
        const html = await response.text()
        // The page's apply links that name this product (a page may show other products' cards too).
        const own = new RegExp(`(?:companyproductId|companyProduct)=${card.id}(?:&|$)`)
        const links = [...html.matchAll(/<a class="button apply-button[^"]*" href="([^"]+)"/g)].map((m) => decode(m[1]!)).filter((href) => own.test(href))
        if (card.applyType === 'contact') {
          // Applied for by call-back: the Contact-Me opener, no apply link.
          expect(links, card.slug).toEqual([])
          continue
        }
        expect(links.length, card.slug).toBeGreaterThan(0)
        const href = links[0]!
        expect(href).not.toContain('qa-')
        const partner = c.partners.find((p) => p.code === card.providerCode)
        if (card.applyType === 'partner-wizard' && partner?.wizardHost) {
          // docs/requirements/pages-and-portals.md#wizard-links: the partner's live host in a production build.
          expect(href).toBe(`https://${partner.wizardHost}/CreditCardDA/WizardPrefill?companyProduct=${card.id}`)
        } else {
          expect(href).toBe(wizardAddress(portal, card))
          // The wizard finds the product in its lookup file, and its vertical has a wizard.
          const shard = `/data/apply/${card.id % 128}.json`
          if (!shards.has(shard)) {
            const got = await fetch(origin + shard)
            expect(got.status, shard).toBe(200)
            shards.set(shard, (await got.json()) as never)
          }
          expect(
            shards.get(shard)!.find((entry) => entry.id === card.id),
            card.slug,
          ).toMatchObject({
            vertical: vertical.key,
            contractType: card.contractType,
            name: card.name,
            provider: card.provider,
          })
          expect(Object.keys(wizards.verticals)).toContain(vertical.key)
        }
        checked++
      }
    }
    expect(checked).toBeGreaterThan(0)
  })

  test.each(config(portal).verticals.map((vertical) => [vertical.key]))(
    'a lead from the %s wizard is stored with its product and provider, and the thank-you names the provider',
    async (key) => {
      const { origins } = await site()
      const vertical = c.verticals.find((item) => item.key === key)!
      const cards = cardsOf(portal, key)
      // A partner's product when the vertical has one with an affiliate (its AffiliateGuid travels), else the first.
      const card =
        cards.find((item) => c.partners.some((p) => p.code === item.providerCode && p.affiliateGuid && item.applyType !== 'partner-wizard')) ?? cards[0]!
      const partner = c.partners.find((p) => p.code === card.providerCode)
      const { page, context, log } = await openPage()
      // On a phone: what most visitors use.
      await page.setViewportSize({ width: 390, height: 844 })
      await openWizard(page, origins[portal] + wizardAddress(portal, card))
      expect(await page.locator('.apply-product').textContent()).toContain(TEXT[portal].applying(card.name, card.provider))
      expect(await page.locator('.apply-product a').getAttribute('href')).toBe(`${c.paths.products}/${card.slug}`)
      const email = uniqueEmail(portal, key)
      const steps = wizards.verticals[key]!.steps
      for (const [index, step] of steps.entries()) {
        // Every answer's text stays inside its box (two long answers side by side overflowed theirs at 390 px).
        const overflowing = await page
          .locator('.landing-step:not(.is-waiting) .radio-group label')
          .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent))
        expect(overflowing, `${portal} ${key} step ${index + 1}`).toEqual([])
        for (const field of step.fields) await answer(page, portal, field, email)
        if (index < steps.length - 1) {
          await page.getByRole('button', { name: TEXT[portal].next }).click()
          await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`landing-step-${index + 2}`)
        }
      }
      await page.locator('button[type="submit"]').click()
      await page.waitForURL((url) => url.pathname === c.paths.thankYou)
      await hydrated(page, 'ThankYouProvider')
      await expect.poll(() => page.locator('.thank-you-next').textContent()).toContain(TEXT[portal].willCall(card.provider))

      const api = await (await site()).api()
      const [lead] = await api.query<{ vertical_id: number; payload: Record<string, string> }>('SELECT vertical_id, payload FROM leads WHERE email = $1', [
        email,
      ] as never)
      expect(lead, `${portal} ${key}`).toBeDefined()
      expect(lead!.vertical_id).toBe(vertical.id)
      const remarks = JSON.parse(lead!.payload.Remarks ?? '{}') as Record<string, unknown>
      expect(remarks).toMatchObject({ Company: card.provider, Product: card.name, CompanyProductId: String(card.id), ContractType: card.contractType })
      // docs/requirements/wire-contract.md#remarks: ECM MM/DD/YYYY, CKJ DD/MM/YYYY.
      expect(remarks.Birthdate).toBe(portal === 'ecm' ? '05/07/1990' : '07/05/1990')
      expect(lead!.payload.AffiliateGuid).toBe(partner?.affiliateGuid ?? '')
      noErrors(log)
      await context.close()
    },
  )

  test('a wizard address whose product is unknown or malformed says so, and offers the lists of its kind and the call-back', async () => {
    const { origins } = await site()
    const { page, context, log } = await openPage()
    const loanLists = c.verticals.filter((v) => [1, 6, 7, 10].includes(v.id)).map((v) => v.path)
    for (const query of [
      '?companyproductId=999999999&type=loan',
      '?companyproductId=abc&type=loan',
      '?companyproductId=99999999999999999999',
      '?companyproductId=5',
    ]) {
      await openWizard(page, `${origins[portal]}${c.paths.wizard}${query}`)
      expect(await page.locator('.apply-intent [role="alert"]').textContent(), query).toContain(TEXT[portal].unknown)
      expect(await page.locator('.apply-intent a[href="#call-schedule"]').count()).toBe(1)
      if (query.includes('type=loan') && !query.includes('abc')) {
        expect((await page.locator('.apply-lists a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).sort()).toEqual(loanLists.sort())
      }
    }
    // The call-back of a known contract type is the Contact-Me modal of its first vertical.
    await openWizard(page, `${origins[portal]}${c.paths.wizard}?companyproductId=999999999&type=loan`)
    await page.locator('.apply-intent a[href="#call-schedule"]').click()
    const dialog = page.locator('#contact-modal')
    await dialog.locator('form').waitFor()
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open && d.matches(':modal'))).toBe(true)
    noErrors(log)
    await context.close()
  })

  test('axe reports nothing on the wizard at 390 px and 1366 px, with the form and with its errors shown', async () => {
    const { origins } = await site()
    const card = cardsOf(portal, 'credit-cards').find((item) => item.applyType === 'wizard')!
    for (const size of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      const { page, context, log } = await openPage()
      await page.setViewportSize(size)
      await openWizard(page, origins[portal] + wizardAddress(portal, card))
      expect(await axeViolations(page), `${size.width} px`).toEqual([])
      // Next on an empty step: it stays, the errors are linked and focus is on the first.
      await page.getByRole('button', { name: TEXT[portal].next }).click()
      const first = wizards.verticals['credit-cards']!.steps[0]!.fields[0]!.name
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`landing-${first}`)
      expect(await page.locator(`#landing-${first}`).getAttribute('aria-describedby')).toContain(`landing-${first}-error`)
      expect(await axeViolations(page), `${size.width} px, errors shown`).toEqual([])
      noErrors(log)
      await context.close()
    }
  })
})
