import { afterEach, describe, expect, test, vi } from 'vitest'
import { PARTNER_REDIRECT_DELAY_MS, startPartnerRedirect } from '../../../pages/apply-partner/partnerRedirect'
import { installDialogPolyfill } from '../fields/browserStubs'

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('partner apply landing', () => {
  test('shows the partner dialog as a modal, then after 1 second (docs/requirements/forms-and-leads.md#partner-completions) leaves for the partner and says so to analytics', () => {
    installDialogPolyfill()
    vi.useFakeTimers()
    window.dataLayer = []
    document.body.innerHTML =
      '<dialog open data-partner-redirect="/extern/redirection-aub?url=x" data-vertical="CLO" data-product="Asia United Bank"><a href="#">Go</a></dialog>'
    const go = vi.fn()
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    startPartnerRedirect(document, go)
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(PARTNER_REDIRECT_DELAY_MS).toBe(1000)
    vi.advanceTimersByTime(999)
    expect(go).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(go).toHaveBeenCalledWith('/extern/redirection-aub?url=x')
    expect(window.dataLayer).toEqual([{ event: 'contact_redirect', vertical: 'CLO', productName: 'Asia United Bank' }])
  })
})
