import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { installContactOpeners, onOpenRequest, type OpenRequest } from '../../../components/contact/openers'

const hydrate = vi.fn(async (_el: HTMLElement) => undefined)
beforeAll(() => installContactOpeners(hydrate))
afterEach(() => {
  document.body.innerHTML = ''
  hydrate.mockClear()
})

function page(withIsland: boolean) {
  document.body.innerHTML = `
    <a id="card" href="#call-schedule" data-banner="aub" data-product="Classic Mastercard" data-vertical="2" data-partner="aub">Apply</a>
    <a id="plain" href="#call-schedule">Plain</a>
    <a id="affiliated" href="#call-schedule" data-banner="credit-card" data-affiliate=" ABC123 ">Apply</a>
    <a id="referral" href="#call-schedule" data-banner="axa" data-product="Smart Traveller Asia" data-referral="new-tab">Apply</a>
    ${withIsland ? '<div data-island="ContactModal" data-when="idle"></div>' : ''}`
}

function click(id: string, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  document.getElementById(id)?.dispatchEvent(event)
  return event
}

describe('Contact-Me openers', () => {
  test("a click on a[data-banner] loads the modal island and hands it the link's data, even before the modal listens", () => {
    page(true)
    const event = click('card')
    expect(event.defaultPrevented).toBe(true)
    expect(hydrate).toHaveBeenCalledWith(document.querySelector('[data-island="ContactModal"]'))
    const received: OpenRequest[] = []
    const stop = onOpenRequest((request) => received.push(request))
    // A link without data-affiliate names no affiliate (the lead then sends AffiliateGuid "", whatever the refCode cookie holds).
    expect(received).toEqual([
      {
        banner: 'aub',
        productName: 'Classic Mastercard',
        verticalId: 2,
        partner: 'aub',
        company: null,
        affiliate: null,
        referralInNewTab: false,
        opener: document.getElementById('card'),
      },
    ])
    click('card')
    expect(received).toHaveLength(2)
    // docs/requirements/wire-contract.md#lead-fields: the opener's affiliate code is the lead's AffiliateGuid; the link may carry it.
    click('affiliated')
    expect(received).toHaveLength(3)
    expect(received[2]).toMatchObject({ banner: 'credit-card', affiliate: 'ABC123', opener: document.getElementById('affiliated') })
    // A card flagged referralInNewTab in its data (docs/data.md) carries data-referral="new-tab" to the modal.
    click('referral')
    expect(received[3]).toMatchObject({ banner: 'axa', productName: 'Smart Traveller Asia', referralInNewTab: true })
    stop()
  })

  test.each([
    { name: 'a link without a banner', id: 'plain', init: {}, island: true },
    { name: 'a ctrl-click (new tab)', id: 'card', init: { ctrlKey: true }, island: true },
    { name: 'a page without the modal island', id: 'card', init: {}, island: false },
  ])('$name keeps its own behaviour', ({ id, init, island }) => {
    page(island)
    const event = click(id, init)
    expect(event.defaultPrevented).toBe(false)
    expect(hydrate).not.toHaveBeenCalled()
  })
})
