import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ApplicationWizard, type ApplicationWizardProps } from '../../../components/islands/ApplicationWizard'
import { navigation } from '../../../components/navigation'
import type { ProductCard } from '../../../domain/content/schemas'
import type { LandingStep } from '../../../domain/landings/landingSchema'
import { ok, stubFetch } from '../landing/fetchStub'
import { PORTAL_KEYS, PORTALS, renderInPortal, visit, type PortalKey } from '../portalHarness'
import { snapshotCards } from '../products/productData'

// The wizard page's island (docs/forms.md#the-application-wizard) on both portals: its steps from
// data/wizards, its products from data/products; texts from data/messages/parts and the lookup's
// address, shards of 128 (docs/data.md#the-wizards-product-lookup), from the docs.

const CONSENT = {
  version: 'test-consent-1',
  summary: 'I agree to the consent terms: the provider of the product I chose may call me about this request.',
  text: 'I agree that my details go to the provider of the product I chose, which will call me about it.',
}

const TEXT = {
  ecm: {
    applying: (name: string, provider: string) => `You are applying for ${name} from ${provider}.`,
    details: (name: string) => `Read about ${name}`,
    next: 'Next',
    required: 'This field is required.',
    unknown: 'We could not find the product in this link. It may no longer be offered.',
    callMe: 'Call me back',
    amount: 'How much do you want to borrow? (PHP)',
    term: 'Loan term',
    // A loan calculation of 150,000 pesos over 24 months: how the amount field writes it, and the term's option value (data/wizards/ecm.json).
    calculation: { amount: 150000, months: 24, shown: '150,000', term: '24 months' },
  },
  ckj: {
    applying: (name: string, provider: string) => `Anda mengajukan ${name} dari ${provider}.`,
    details: (name: string) => `Baca detail ${name}`,
    next: 'Lanjut',
    required: 'Kolom ini wajib diisi.',
    unknown: 'Produk pada tautan ini tidak ditemukan. Mungkin produk tersebut sudah tidak ditawarkan.',
    callMe: 'Minta ditelepon',
    amount: 'Jumlah pinjaman',
    term: 'Tenor',
    calculation: { amount: 50000000, months: 24, shown: '50.000.000', term: '24' },
  },
} as const

function props(key: PortalKey): ApplicationWizardProps {
  const file = JSON.parse(readFileSync(`data/wizards/${key}.json`, 'utf8')) as { verticals: Record<string, { submitLabel?: string; steps: LandingStep[] }> }
  return {
    wizards: Object.fromEntries(Object.entries(file.verticals).map(([vertical, wizard]) => [vertical, { ...wizard, consent: CONSENT }])),
    partnerConsents: {},
    renderedOn: '2026-06-15',
  }
}

/** Every card of the portal, as the lookup holds them: id, name, provider, providerCode, vertical key, slug, contract type. */
function entries(key: PortalKey, extra: (ProductCard & { vertical?: string })[] = []) {
  const all = PORTALS[key].portal.verticals.flatMap((vertical) => snapshotCards(key, vertical.key).map((card) => ({ card, vertical: vertical.key })))
  return [...all, ...extra.map((card) => ({ card, vertical: card.vertical ?? 'credit-cards' }))].map(({ card, vertical }) => ({
    id: card.id,
    name: card.name,
    provider: card.provider,
    ...(card.providerCode ? { providerCode: card.providerCode } : {}),
    vertical,
    slug: card.slug,
    contractType: card.contractType,
  }))
}

/** Answers the lookup's shards (/data/apply/{id % 128}.json) from the given entries; records every request. */
function serveLookup(key: PortalKey, extra: (ProductCard & { vertical?: string })[] = []) {
  const list = entries(key, extra)
  return stubFetch((path) => {
    const shard = /^\/data\/apply\/(\d+)\.json$/.exec(path)
    if (shard) return new Response(JSON.stringify(list.filter((entry) => entry.id % 128 === Number(shard[1]))), { status: 200 })
    if (path.startsWith('/api/')) return ok()
    return new Response('not found', { status: 404 })
  }, key)
}

const address = (key: PortalKey, card: { id: number; contractType: string }) =>
  `${PORTALS[key].portal.paths.wizard}?companyproductprefill=true&companyproductId=${card.id}&type=${card.contractType}&fromcompanyproductpage=True`

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  visit('/')
})

const SLOW = 30_000

describe.each(PORTAL_KEYS)('%s application wizard', (key) => {
  const t = TEXT[key]
  const portal = PORTALS[key].portal

  test('finds the product in one small request and shows it, with a link to its page, above the first step', async () => {
    const card = snapshotCards(key, 'credit-cards').find((c) => c.applyType === 'wizard')!
    const sent = serveLookup(key)
    visit(address(key, card))
    renderInPortal(key, <ApplicationWizard {...props(key)} />)
    expect(await screen.findByText(t.applying(card.name, card.provider))).toBeTruthy()
    expect(sent.map((request) => request.path)).toEqual([`/data/apply/${card.id % 128}.json`])
    expect(screen.getByRole('link', { name: t.details(card.name) }).getAttribute('href')).toBe(`${portal.paths.products}/${card.slug}`)
    // The step's title is the heading; its count is said to whoever lands on it, not shown twice, and no colon title (docs/glossary-id.md).
    const heading = screen.getByRole('heading', { level: 2 })
    expect(heading.textContent).toMatch(/ 1 .* 2, /)
    expect(heading.querySelector('.visually-hidden')?.textContent).toMatch(/ 1 .* 2, $/)
    expect(heading.textContent).not.toContain(':')
  })

  test(
    'Next stays on a step with an error, focus on the first bad field, the error linked to it; a valid step moves on',
    async () => {
      const card = snapshotCards(key, 'credit-cards').find((c) => c.applyType === 'wizard')!
      serveLookup(key)
      visit(address(key, card))
      const user = userEvent.setup()
      renderInPortal(key, <ApplicationWizard {...props(key)} />)
      await screen.findByText(t.applying(card.name, card.provider))
      const steps = props(key).wizards['credit-cards']!.steps
      const first = steps[0]!.fields[0]!
      await user.click(screen.getByRole('button', { name: t.next }))
      const field = document.getElementById(`landing-${first.name}`)!
      expect(document.activeElement).toBe(field)
      expect(field.getAttribute('aria-invalid')).toBe('true')
      expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(t.required)
      expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(steps[0]!.title)
      // Answer step 1 from its definition: the first option of each choice, an income.
      for (const item of steps[0]!.fields) {
        const control = document.getElementById(`landing-${item.name}`)!
        if (item.type === 'select') await user.selectOptions(control, item.options![0]!.value)
        else if (item.type === 'radio') await user.click(control)
        else await user.type(control, key === 'ecm' ? '45000' : '15000000')
      }
      await user.click(screen.getByRole('button', { name: t.next }))
      expect(document.activeElement?.textContent).toContain(steps[1]!.title)
      // The last step asks who the visitor is and the consent.
      expect(screen.getByLabelText(CONSENT.summary)).toBeTruthy()
    },
    SLOW,
  )

  test('starts from the loan calculator’s amount and term of this visit, for the vertical the calculator leads to only', async () => {
    const loan = snapshotCards(key, 'personal-loans').find((c) => c.applyType === 'wizard')!
    serveLookup(key)
    sessionStorage.setItem(`calculator-loan:${portal.code}`, JSON.stringify({ kind: 'personal', amount: t.calculation.amount, months: t.calculation.months }))
    visit(address(key, loan))
    const { unmount } = renderInPortal(key, <ApplicationWizard {...props(key)} />)
    await screen.findByText(t.applying(loan.name, loan.provider))
    expect((screen.getByLabelText(t.amount) as HTMLInputElement).value).toBe(t.calculation.shown)
    expect((screen.getByLabelText(t.term) as HTMLSelectElement).value).toBe(t.calculation.term)
    unmount()
    // A house-loan calculation says nothing about a personal loan: the fields start empty.
    sessionStorage.setItem(`calculator-loan:${portal.code}`, JSON.stringify({ kind: 'house', amount: 3000000, months: 240 }))
    renderInPortal(key, <ApplicationWizard {...props(key)} />)
    await screen.findByText(t.applying(loan.name, loan.provider))
    expect((screen.getByLabelText(t.amount) as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText(t.term) as HTMLSelectElement).value).toBe('')
  })

  test.each([
    ['an id no product has', '?companyproductprefill=true&companyproductId=999999999&type=loan&fromcompanyproductpage=True', true],
    ['letters for an id', '?companyproductId=abc&type=loan', false],
    ['a huge number', '?companyproductId=123456789012345678901234567890&type=loan', false],
    ['no type', '?companyproductId=PRODUCT', false],
  ])('%s: the clear "not found" view, with the lists and the call-back, never an exception', async (_what, query, loanLists) => {
    const known = snapshotCards(key, 'personal-loans')[0]!
    serveLookup(key)
    visit(`${portal.paths.wizard}${query.replace('PRODUCT', String(known.id))}`)
    renderInPortal(key, <ApplicationWizard {...props(key)} />)
    expect((await screen.findByRole('alert')).textContent).toBe(t.unknown)
    expect(screen.getByRole('link', { name: t.callMe }).getAttribute('href')).toBe('#call-schedule')
    const lists = within(screen.getByRole('list'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    // docs/requirements/catalogue.md#verticals: the loan verticals are 1, 6, 7 and 10.
    const loans = portal.verticals.filter((vertical) => [1, 6, 7, 10].includes(vertical.id)).map((vertical) => vertical.path)
    expect(lists).toEqual(loanLists ? loans : portal.verticals.map((vertical) => vertical.path))
    expect(screen.queryByRole('button', { name: t.next })).toBeNull()
  })

  test('a product name is text, never HTML', async () => {
    const base = snapshotCards(key, 'credit-cards')[0]!
    const hostile = { ...base, id: 777_777, name: '<img src=x onerror="window.hacked=1">Card', provider: '<b>Bank</b>' }
    serveLookup(key, [hostile])
    visit(address(key, hostile))
    const { container } = renderInPortal(key, <ApplicationWizard {...props(key)} />)
    expect(await screen.findByText(t.applying(hostile.name, hostile.provider))).toBeTruthy()
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
  })

  test(
    'the lead names the product and provider, and the visitor goes to the thank-you of that product',
    async () => {
      const card = snapshotCards(key, 'deposits')[0]!
      const sent = serveLookup(key)
      const go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
      visit(address(key, card))
      const user = userEvent.setup()
      renderInPortal(key, <ApplicationWizard {...props(key)} />)
      await screen.findByText(t.applying(card.name, card.provider))
      const steps = props(key).wizards.deposits!.steps
      for (const [index, step] of steps.entries()) {
        for (const item of step.fields) {
          const control = document.getElementById(`landing-${item.name}`)!
          if (item.type === 'select') await user.selectOptions(control, item.options![0]!.value)
          else if (item.type === 'consent') await user.click(control)
          else if (item.type === 'amount') await user.type(control, '100000')
          else if (item.type === 'birthday') {
            // The dropdowns in the portal's order: the first carries the field's id (month on ECM, day on CKJ).
            const first = key === 'ecm' ? 'month' : 'day'
            for (const [part, value] of [
              ['month', '05'],
              ['day', '7'],
              ['year', '1990'],
            ] as const) {
              await user.selectOptions(document.getElementById(part === first ? `landing-${item.name}` : `landing-${item.name}-${part}`)!, value)
            }
          } else {
            const values: Record<string, string> = {
              FirstName: 'Maria',
              LastName: 'Santos',
              Email: 'maria@example.com',
              MobilePhoneNumber: key === 'ecm' ? '09171234567' : '081234567890',
            }
            await user.type(control, values[item.name] ?? 'x')
          }
        }
        if (index < steps.length - 1) await user.click(screen.getByRole('button', { name: t.next }))
      }
      await user.click(screen.getByRole('button', { name: steps.length > 0 ? props(key).wizards.deposits!.submitLabel! : '' }))
      await vi.waitFor(() => expect(go).toHaveBeenCalled(), { timeout: 10_000 })
      const lead = sent.find((request) => request.path === '/api/CallSchedules/AddCallSchedule')!
      // docs/requirements/catalogue.md#verticals: time deposits are vertical 3.
      expect(lead.body.VerticalId).toBe('3')
      expect(JSON.parse(lead.body.Remarks!)).toMatchObject({
        Company: card.provider,
        Product: card.name,
        CompanyProductId: String(card.id),
        ContractType: 'deposit',
        // docs/requirements/wire-contract.md#remarks: ECM MM/DD/YYYY, CKJ DD/MM/YYYY.
        Birthdate: key === 'ecm' ? '05/07/1990' : '07/05/1990',
      })
      expect(go).toHaveBeenCalledWith(`${portal.paths.thankYou}?companyproductId=${card.id}&type=deposit`)
    },
    SLOW,
  )
})
