// A list of credit cards that says, card by card, whether the visitor is likely to get it (decision 060):
// the profile (income, age, work) is kept in the tab's session storage, each card gets a line in words,
// and "Only what I can get" keeps the cards the visitor is not known to miss, outside the address.
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ProductFilters } from '../../../components/islands/ProductFilters'
import { ProductCard } from '../../../components/products/ProductCard'
import type { ProductCard as Card } from '../../../domain/content/schemas'
import { cardFacts } from '../../../domain/products/cardFacts'
import { listSpec } from '../../../domain/products/listSpec'
import { PORTAL_KEYS, PORTALS, renderInPortal, type PortalKey } from '../portalHarness'
import { snapshotCards } from './productData'

const CARDS_URL = '/data/products/credit-cards.json'
const KEY = (portal: PortalKey) => `visitor-profile:${PORTALS[portal].portal.code}`

// The lines expected for a stored profile, read off the cards' data by hand (data/products/*/credit-cards.json):
// ECM 1201 asks 30,000 a month, ages 21-65, all three kinds of work; 1203 asks 65,000; 1213 asks 80,000
// and ages 21-60; 1218 asks 15,000, ages 21-60, employees only.
// CKJ 3205 asks Rp 5,000,000, ages 21-65, all kinds of work; 3203 asks Rp 15,000,000; 3208 asks
// Rp 3,000,000, ages 21-60, employees only.
const CASE = {
  ecm: {
    profile: { monthlyIncome: 30_000, age: 62, employment: 'self-employed' },
    lines: {
      1201: 'Likely eligible',
      1203: 'Not eligible: needs ₱65,000 a month',
      1213: 'Not eligible: needs ₱80,000 a month; for ages 21 to 60',
      1218: 'Not eligible: for ages 21 to 60; not for the self-employed',
    },
    income: 'Or type the amount (PHP)',
    age: 'Your age (years)',
    work: 'Your work',
    selfEmployed: 'Self-employed or professional',
    only: 'Only what I can get',
    floor: 0,
    count: (n: number) => (n === 1 ? '1 product' : `${n} products`),
  },
  ckj: {
    profile: { monthlyIncome: 5_000_000, age: 62, employment: 'self-employed' },
    lines: {
      3205: 'Kemungkinan memenuhi syarat',
      3203: 'Tidak memenuhi syarat: perlu penghasilan Rp 15.000.000 per bulan',
      3208: 'Tidak memenuhi syarat: untuk usia 21 sampai 60 tahun; tidak untuk profesional atau pekerja lepas',
    },
    income: 'Atau ketik jumlahnya (Rp)',
    age: 'Usia Anda (tahun)',
    work: 'Pekerjaan Anda',
    selfEmployed: 'Profesional atau pekerja lepas',
    only: 'Hanya yang bisa saya ajukan',
    // Bank Indonesia: a cardholder earns at least Rp 3,000,000 a month (docs/requirements/eligibility.md).
    floor: 3_000_000,
    count: (n: number) => `${n} produk`,
  },
} as const

function renderList(portal: PortalKey, cards: Card[]) {
  const { portal: config } = PORTALS[portal]
  const vertical = config.verticals.find((item) => item.key === 'credit-cards')!
  const spec = listSpec('credit-card', cards.map(cardFacts))
  return renderInPortal(
    portal,
    <>
      <ProductFilters spec={spec} total={cards.length} listId="product-list" action={vertical.path} cardsUrl={CARDS_URL} />
      <ul id="product-list">
        {cards.map((c) => (
          <ProductCard key={c.id} card={c} verticalKey="credit-cards" productsPath={config.paths.products} />
        ))}
      </ul>
      <div id="product-list-more" />
    </>,
  )
}

// Money is written with a no-break space after the currency sign (Rp 1.000): compared as a plain space.
const lineOf = (id: number) => document.querySelector(`#p${id} .card-eligibility`)?.textContent?.replace(/\u00a0/g, ' ') ?? null
const shownIds = () => [...document.querySelectorAll<HTMLElement>('#product-list > li')].map((li) => Number(li.dataset.id))

describe.each(PORTAL_KEYS)('a credit-card list with the visitor’s profile (%s)', (portal) => {
  const cards = snapshotCards(portal, 'credit-cards')
  let fetchMock: ReturnType<typeof vi.fn>
  let json: Card[] = cards
  beforeEach(() => {
    window.history.replaceState(null, '', '/list')
    sessionStorage.clear()
    json = cards
    fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify(url === CARDS_URL ? json : []), { status: url === CARDS_URL ? 200 : 404 }))
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    sessionStorage.clear()
  })

  it('with a stored profile each card says likely or not and why, in words, after its figures', async () => {
    sessionStorage.setItem(KEY(portal), JSON.stringify(CASE[portal].profile))
    renderList(portal, cards)
    for (const [id, line] of Object.entries(CASE[portal].lines)) await waitFor(() => expect(lineOf(Number(id))).toBe(line))
    const likely = portal === 'ecm' ? 1201 : 3205
    expect(document.querySelector(`#p${likely} .figures + .card-eligibility.is-likely`)).not.toBeNull()
    // Every card has the data (age, work, income): each has one line, and the list is not thinned out.
    expect(document.querySelectorAll('.card-eligibility')).toHaveLength(cards.length)
    expect(shownIds()).toHaveLength(cards.length)
  })

  it('without a profile no card has a line and nothing is fetched for them', async () => {
    renderList(portal, cards)
    await screen.findByLabelText(CASE[portal].age)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.querySelectorAll('.card-eligibility')).toHaveLength(0)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('a profile that does not give what a card asks makes no claim: income alone says nothing of cards that name ages and work', async () => {
    sessionStorage.setItem(KEY(portal), JSON.stringify({ monthlyIncome: CASE[portal].profile.monthlyIncome }))
    renderList(portal, cards)
    // Cards asking more than the income are "not"; the others, whose age and work are not known, have no line.
    const over = cards.filter((c) => c.contractType === 'credit-card' && Math.max(c.minIncomeMonthly, CASE[portal].floor) > CASE[portal].profile.monthlyIncome)
    expect(over.length).toBeGreaterThan(0)
    await waitFor(() => expect(document.querySelectorAll('.card-eligibility')).toHaveLength(over.length))
    expect(document.querySelectorAll('.card-eligibility.is-likely')).toHaveLength(0)
  })

  it('Visitor gives income, age and work by keyboard; “Only what I can get” keeps the cards they meet, outside the address', async () => {
    const { profile, only } = CASE[portal]
    const user = userEvent.setup({ delay: null })
    renderList(portal, cards)
    const income = screen.getByLabelText(CASE[portal].income)
    await user.clear(income)
    await user.type(income, String(profile.monthlyIncome))
    await user.type(await screen.findByLabelText(CASE[portal].age), String(profile.age))
    await user.selectOptions(screen.getByLabelText(CASE[portal].work), CASE[portal].selfEmployed)
    // The income filter of today: the cards asking more are out, the address says so.
    const byIncome = cards.filter((c) => c.contractType === 'credit-card' && c.minIncomeMonthly <= profile.monthlyIncome)
    await waitFor(() => expect(shownIds().sort()).toEqual(byIncome.map((c) => c.id).sort()))
    expect(window.location.search).toBe(`?income=${profile.monthlyIncome}`)
    expect(JSON.parse(sessionStorage.getItem(KEY(portal))!)).toEqual(profile)
    // Worked out here from the data: income at least the card's (and the regulator's) minimum, the age within its range, the work named.
    const meets = (c: Card) =>
      c.contractType === 'credit-card' &&
      Math.max(c.minIncomeMonthly, CASE[portal].floor) <= profile.monthlyIncome &&
      c.minAge! <= profile.age &&
      profile.age <= c.maxAge! &&
      c.employmentTypes!.includes(profile.employment)
    const expected = cards.filter(meets).map((c) => c.id)
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(byIncome.length)
    await user.click(screen.getByLabelText(only))
    await waitFor(() => expect(shownIds().sort()).toEqual([...expected].sort()))
    expect(screen.getByRole('status').textContent).toBe(CASE[portal].count(expected.length))
    for (const id of expected) expect(document.querySelector(`#p${id} .card-eligibility.is-likely`)).not.toBeNull()
    // Not in the address: a shared link filters as before.
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(window.location.search).toBe(`?income=${profile.monthlyIncome}`)
    await user.click(screen.getByLabelText(only))
    await waitFor(() => expect(shownIds()).toHaveLength(byIncome.length))
  })

  it('an age outside 18 to 99 is an error once the field is left, and gives no age', async () => {
    const user = userEvent.setup({ delay: null })
    renderList(portal, cards)
    const age = await screen.findByLabelText(CASE[portal].age)
    await user.type(age, '12')
    await user.tab()
    expect(age.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe(portal === 'ecm' ? 'Enter an age from 18 to 99.' : 'Masukkan usia 18 sampai 99 tahun.')
    expect(sessionStorage.getItem(KEY(portal))).toBeNull()
  })
})

it('CKJ: a card asking less than Bank Indonesia’s Rp 3,000,000 still needs it, and its line names the rule', async () => {
  // 3201 as if it asked Rp 1,000,000; the visitor earns Rp 2,000,000, is 30 and employed.
  const cards = snapshotCards('ckj', 'credit-cards').map((c) => (c.id === 3201 && c.contractType === 'credit-card' ? { ...c, minIncomeMonthly: 1_000_000 } : c))
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(cards), { status: 200 })),
  )
  sessionStorage.setItem(KEY('ckj'), JSON.stringify({ monthlyIncome: 2_000_000, age: 30, employment: 'employed' }))
  try {
    renderList('ckj', cards)
    await waitFor(() => expect(lineOf(3201)).toBe('Tidak memenuhi syarat: Bank Indonesia mensyaratkan penghasilan minimal Rp 3.000.000 per bulan'))
  } finally {
    cleanup()
    vi.unstubAllGlobals()
    sessionStorage.clear()
  }
})
