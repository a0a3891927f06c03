// A loan list in the visitor's money (decision 057): with a loan calculation kept this visit, the
// filter island gives each loan card its instalment and total for that amount and term, and nothing to
// a card whose product cannot say; without one the list stays as prerendered.
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

const CARDS_URL = '/data/products/personal-loans.json'
const KEY = (portal: PortalKey) => `calculator-loan:${PORTALS[portal].portal.code}`

// Expected figures by the add-on formula, monthly = amount x (1/n + r), worked out by hand:
// ECM 1101 (1.2% a month): 250,000 x (1/24 + 0.012) = 13,416.67, total 322,000;
// CKJ 3101 (1% a month): 50,000,000 x (1/24 + 0.01) = 2,583,333.33, total 62,000,000.
const CASE = {
  ecm: {
    id: 1101,
    amount: 250_000,
    figure: '₱13,416.67 a month for ₱250,000 over 24 months, total ₱322,000.00',
    // 100,000 x (1/12 + 0.012) = 9,533.33, total 114,400.
    after: '₱9,533.33 a month for ₱100,000 over 12 months, total ₱114,400.00',
    amountLabel: 'Loan amount (₱)',
    termLabel: 'Loan term (months)',
    term: '12 months',
    show: 'Show my payments',
  },
  ckj: {
    id: 3101,
    amount: 50_000_000,
    figure: 'Cicilan Rp 2.583.333 per bulan untuk pinjaman Rp 50.000.000 selama 24 bulan, total pembayaran Rp 62.000.000',
    // 10,000,000 x (1/12 + 0.01) = 933,333.33, total 11,200,000.
    after: 'Cicilan Rp 933.333 per bulan untuk pinjaman Rp 10.000.000 selama 12 bulan, total pembayaran Rp 11.200.000',
    amountLabel: 'Jumlah pinjaman (Rp)',
    termLabel: 'Tenor (bulan)',
    term: '12 bulan',
    show: 'Tampilkan cicilan saya',
  },
}

/** The vertical's cards, with one whose terms stop short of 24 months and one whose data has no rate. */
function vertical(portal: PortalKey): { html: Card[]; json: Card[]; shortTerm: number; noRate: number } {
  const base = snapshotCards(portal, 'personal-loans')
  const short = { ...base[1]!, tenorMonths: { min: 6, max: 18 } } as Card
  const html = [base[0]!, short, ...base.slice(2)]
  const noRate = base[2]!.id
  // A product whose data arrives without a rate: its card cannot be priced.
  const json = html.map((card) => (card.id === noRate ? (Object.fromEntries(Object.entries(card).filter(([k]) => k !== 'interestRatePct')) as Card) : card))
  return { html, json, shortTerm: short.id, noRate }
}

function renderList(portal: PortalKey, cards: Card[]) {
  const { portal: config } = PORTALS[portal]
  const personal = config.verticals.find((item) => item.key === 'personal-loans')!
  const spec = listSpec('loan', cards.map(cardFacts))
  return renderInPortal(
    portal,
    <>
      <ProductFilters spec={spec} total={cards.length} listId="product-list" action={personal.path} cardsUrl={CARDS_URL} />
      <ul id="product-list">
        {cards.map((c) => (
          <ProductCard key={c.id} card={c} verticalKey="personal-loans" productsPath={config.paths.products} />
        ))}
      </ul>
      <div id="product-list-more" />
    </>,
  )
}

// Money is written with a no-break space after the currency sign (Rp 1.000): compared as a plain space.
const figureOf = (id: number) => document.querySelector(`#p${id} .card-loan-figure`)?.textContent?.replace(/\u00a0/g, ' ') ?? null

describe.each(PORTAL_KEYS)('a loan list in the visitor’s money (%s)', (portal) => {
  let fetchMock: ReturnType<typeof vi.fn>
  const { html, json, shortTerm, noRate } = vertical(portal)
  beforeEach(() => {
    sessionStorage.clear()
    fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify(url === CARDS_URL ? json : []), { status: url === CARDS_URL ? 200 : 404 }))
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    sessionStorage.clear()
  })

  it('shows each card’s instalment and total for the stored amount and term, and nothing on a card that cannot say', async () => {
    const { id, amount, figure } = CASE[portal]
    sessionStorage.setItem(KEY(portal), JSON.stringify({ kind: 'personal', amount, months: 24 }))
    renderList(portal, html)
    await waitFor(() => expect(figureOf(id)).toBe(figure))
    // Its place: after the card's figures, inside its article.
    expect(document.querySelector(`#p${id} .figures + .card-loan-figure`)).not.toBeNull()
    expect(figureOf(shortTerm)).toBeNull()
    expect(figureOf(noRate)).toBeNull()
    // Every other card lends 24 months and the amount: each has one figure.
    const priced = html.filter(
      (card) => card.id !== shortTerm && card.id !== noRate && card.contractType === 'loan' && card.loanMin <= amount && amount <= card.loanMax,
    )
    expect(document.querySelectorAll('.card-loan-figure')).toHaveLength(priced.length)
  })

  it('without a stored calculation the cards stay as prerendered and nothing is fetched for them', async () => {
    renderList(portal, html)
    const before = document.getElementById('product-list')!.innerHTML
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.querySelectorAll('.card-loan-figure')).toHaveLength(0)
    expect(document.getElementById('product-list')!.innerHTML).toBe(before)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('“Your loan” sets the amount and term by keyboard, keeps them for the visit and the cards follow', async () => {
    const { id, amount, after, amountLabel, termLabel, term, show } = CASE[portal]
    sessionStorage.setItem(KEY(portal), JSON.stringify({ kind: 'personal', amount, months: 24 }))
    const user = userEvent.setup()
    renderList(portal, html)
    await waitFor(() => expect(figureOf(id)).not.toBeNull())
    const field = screen.getByLabelText(amountLabel)
    await user.clear(field)
    await user.type(field, String(amount / 2.5 / (portal === 'ecm' ? 1 : 2)))
    await user.selectOptions(screen.getByLabelText(termLabel), term)
    expect(screen.getByRole('button', { name: show })).toBeInstanceOf(HTMLButtonElement)
    // Enter in the amount applies it (the filter form is not sent).
    field.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(figureOf(id)).toBe(after))
    expect(JSON.parse(sessionStorage.getItem(KEY(portal))!)).toEqual({ kind: 'personal', amount: amount / 2.5 / (portal === 'ecm' ? 1 : 2), months: 12 })
    // The short-term card lends 12 months: it is priced now.
    expect(figureOf(shortTerm)).not.toBeNull()
  })
})
