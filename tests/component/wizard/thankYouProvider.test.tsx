import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ThankYouProvider } from '../../../components/islands/ThankYouProvider'
import { SUBSCRIBED_QUERY } from '../../../domain/leads/thankYouQuery'
import { stubFetch } from '../landing/fetchStub'
import { PORTAL_KEYS, PORTALS, renderInPortal, visit } from '../portalHarness'
import { snapshotCards } from '../products/productData'

// The thank-you after the application wizard (docs/requirements/pages-and-portals.md#thank-you-page): it names the
// provider read from the lookup (/data/apply/{id % 128}.json, docs/data.md#the-wizards-product-lookup), never from the address.
// Without a product in the address no provider was chosen (a landing of the portal's own, the income
// form): the portal's advisers call (decision 055); with one still unread or not found, "the provider of
// the product you chose".
const TEXT = {
  ecm: {
    willCall: (provider: string) => `${provider} will call you`,
    general: 'An adviser from eCompareMo will call you',
    subscribed: 'You are on the eCompareMo mailing list',
    chosen: 'has passed your request to the provider of the product you chose',
  },
  ckj: {
    willCall: (provider: string) => `${provider} akan menghubungi Anda`,
    general: 'Konsultan CekAja akan menelepon Anda',
    subscribed: 'Anda sudah terdaftar untuk menerima email dari CekAja',
    chosen: 'telah meneruskan permintaan Anda kepada penyedia produk yang Anda pilih',
  },
} as const

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  visit('/')
})

describe.each(PORTAL_KEYS)('%s thank-you after the wizard', (key) => {
  const t = TEXT[key]
  const card = snapshotCards(key, 'credit-cards')[0]!
  const serve = () =>
    stubFetch((path) =>
      path === `/data/apply/${card.id % 128}.json`
        ? new Response(
            JSON.stringify([
              { id: card.id, name: card.name, provider: card.provider, vertical: 'credit-cards', slug: card.slug, contractType: card.contractType },
            ]),
          )
        : new Response('[]'),
    )

  test('names the provider of the product in the address, read from the lookup', async () => {
    serve()
    visit(`${PORTALS[key].portal.paths.thankYou}?companyproductId=${card.id}&type=credit-card&provider=Evil%20Bank`)
    renderInPortal(key, <ThankYouProvider />)
    expect((await screen.findByText(new RegExp(t.willCall(card.provider)))).textContent).toContain(card.name)
    expect(document.body.textContent).not.toContain('Evil Bank')
  })

  test('without a product it reads, the general text stays (a malformed id is no request)', async () => {
    const sent = serve()
    visit(`${PORTALS[key].portal.paths.thankYou}?companyproductId=abc&type=credit-card`)
    renderInPortal(key, <ThankYouProvider />)
    expect(screen.getByText(new RegExp(t.general))).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sent).toEqual([])
    expect(screen.getByText(new RegExp(t.general))).toBeTruthy()
  })

  test("without a product, the portal's advisers call: no provider is said to be chosen", () => {
    serve()
    visit(PORTALS[key].portal.paths.thankYou)
    renderInPortal(key, <ThankYouProvider />)
    expect(screen.getByText(new RegExp(t.general))).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/provider you chose|penyedia yang Anda pilih/)
  })

  test('a product in the address that the lookup does not know: the provider of the product chosen, unnamed', async () => {
    serve()
    visit(`${PORTALS[key].portal.paths.thankYou}?companyproductId=999999&type=credit-card`)
    renderInPortal(key, <ThankYouProvider />)
    expect(await screen.findByText(new RegExp(t.chosen))).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByText(new RegExp(t.chosen))).toBeTruthy()
    expect(document.body.textContent).not.toContain(t.general)
  })

  test('after a newsletter sign-up (the birthday form): what comes by e-mail, and nobody is said to call', async () => {
    serve()
    visit(`${PORTALS[key].portal.paths.thankYou}?${SUBSCRIBED_QUERY}`)
    renderInPortal(key, <ThankYouProvider />)
    expect(await screen.findByText(new RegExp(t.subscribed))).toBeTruthy()
    expect(document.body.textContent).not.toContain(t.general)
    expect(document.body.textContent).not.toMatch(/adviser|konsultan|provider|penyedia/i)
  })
})
