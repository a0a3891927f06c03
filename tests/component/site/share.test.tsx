import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ShareLinks } from '../../../components/widgets/ShareLinks'
import { fillShareCounts } from '../../../renderer/site/share'
import { renderInPortal, type PortalKey } from '../portalHarness'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

// docs/requirements/wire-contract.md#share-counts and the notes under it: only Facebook's count is asked (with the configured
// token), the other networks show '-', counts of 1000 or more are abbreviated (1234 -> '1.2k', the
// abbreviateCount contract); a failed count is logged to the console only.
const URL_OF: Record<PortalKey, string> = { ecm: 'https://www.ecomparemo.com/guides', ckj: 'https://www.cekaja.com/panduan' }

function counts(): Record<string, string> {
  return Object.fromEntries([...document.querySelectorAll<HTMLElement>('[data-share-count]')].map((el) => [el.dataset.shareCount, el.textContent]))
}

function stub(respond: () => Promise<Response>) {
  return vi.fn<typeof fetch>(respond)
}

describe.each(['ecm', 'ckj'] as const)('%s share widget', (key) => {
  test('with the token configured, Facebook shows its abbreviated count and the others "-"', async () => {
    renderInPortal(key, <ShareLinks id="share" url={URL_OF[key]} text="Guides" heading="Share" />, { share: { countAccessToken: 'app|token' } })
    const fetchFn = stub(async () => new Response(JSON.stringify({ engagement: { share_count: 1234 }, id: URL_OF[key] })))
    await fillShareCounts(document, fetchFn)
    expect(counts()).toEqual({ facebook: '1.2k', x: '-', linkedin: '-', whatsapp: '-' })
    expect(fetchFn).toHaveBeenCalledTimes(1)
    const asked = new URL(String(fetchFn.mock.calls[0]?.[0]))
    expect(asked.searchParams.get('id')).toBe(URL_OF[key])
    expect(asked.searchParams.get('access_token')).toBe('app|token')
  })

  test('without a token (our configs) nothing is asked and every counter shows "-"', async () => {
    renderInPortal(key, <ShareLinks id="share" url={URL_OF[key]} text="Guides" heading="Share" />)
    expect(document.querySelector('[data-share]')?.hasAttribute('data-count-token')).toBe(false)
    const fetchFn = stub(async () => new Response('{}'))
    await fillShareCounts(document, fetchFn)
    expect(fetchFn).not.toHaveBeenCalled()
    expect(counts()).toEqual({ facebook: '-', x: '-', linkedin: '-', whatsapp: '-' })
  })

  test('a failed count is a console warning, never an error, and the counter keeps "-"', async () => {
    renderInPortal(key, <ShareLinks id="share" url={URL_OF[key]} text="Guides" heading="Share" />, { share: { countAccessToken: 'app|token' } })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error')
    await fillShareCounts(
      document,
      stub(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    expect(counts().facebook).toBe('-')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(error).not.toHaveBeenCalled()
  })

  test('share links name their network and say they open a new window', () => {
    renderInPortal(key, <ShareLinks id="share" url={URL_OF[key]} text="Guides" heading="Share" />)
    const facebook = screen.getByRole('link', { name: /^Facebook/ })
    expect(facebook.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL_OF[key])}`)
    expect(facebook.getAttribute('target')).toBe('_blank')
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer')
  })
})
