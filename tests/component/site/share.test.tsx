import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ShareLinks } from '../../../components/widgets/ShareLinks'
import { fillShareCounts } from '../../../renderer/site/share'
import { renderInPortal, type PortalKey } from '../portalHarness'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

// docs/api.md "GET /api/share-count" and docs/security.md "Share counts": only Facebook's count is
// asked, of the lead API on the page's own origin (which holds the token); the other networks show no
// count (the counter hidden, never '-': issue 49), counts of 1000 or more are abbreviated (1234 -> '1.2k', domain/format/numbers.ts
// abbreviateCount); a failed count is logged to the console only.
const URL_OF: Record<PortalKey, string> = { ecm: 'https://www.ecomparemo.com/guides', ckj: 'https://www.cekaja.com/panduan' }

/** Each network's counter as shown: its text, or null while it is hidden (no count known). */
function counts(): Record<string, string | null> {
  return Object.fromEntries(
    [...document.querySelectorAll<HTMLElement>('[data-share-count]')].map((el) => [
      el.dataset.shareCount,
      el.closest<HTMLElement>('.share-count')!.hidden ? null : el.textContent,
    ]),
  )
}

function stub(respond: () => Promise<Response>) {
  return vi.fn<typeof fetch>(respond)
}

describe.each(['ecm', 'ckj'] as const)('%s share widget', (key) => {
  test('Facebook shows the count the lead API answers, abbreviated, and the others no count', async () => {
    renderInPortal(key, <ShareLinks id="share" url={URL_OF[key]} text="Guides" heading="Share" />)
    const fetchFn = stub(async () => new Response(JSON.stringify({ count: 1234 })))
    await fillShareCounts(document, fetchFn)
    expect(counts()).toEqual({ facebook: '1.2k', x: null, linkedin: null, whatsapp: null })
    expect(fetchFn).toHaveBeenCalledTimes(1)
    const asked = new URL(String(fetchFn.mock.calls[0]?.[0]), 'https://page.test')
    // The page's own origin (a relative address), the shared page as the only parameter.
    expect(String(fetchFn.mock.calls[0]?.[0]).startsWith('/api/share-count?')).toBe(true)
    expect(Object.fromEntries(asked.searchParams)).toEqual({ url: URL_OF[key] })
    expect(fetchFn.mock.calls[0]?.[1]?.credentials).toBe('omit')
  })

  test('the widget carries no token and no address of the Graph API', () => {
    const { container } = renderInPortal(key, <ShareLinks id="share" url={URL_OF[key]} text="Guides" heading="Share" />)
    expect(document.querySelector('[data-share]')?.hasAttribute('data-count-token')).toBe(false)
    expect(container.innerHTML).not.toMatch(/access_token|graph\.facebook\.com|token/i)
  })

  test('no count known (the API answers null): no counter shows anything', async () => {
    renderInPortal(key, <ShareLinks id="share" url={URL_OF[key]} text="Guides" heading="Share" />)
    await fillShareCounts(
      document,
      stub(async () => new Response(JSON.stringify({ count: null }))),
    )
    expect(counts()).toEqual({ facebook: null, x: null, linkedin: null, whatsapp: null })
    expect(document.querySelector('.share-list')?.textContent).not.toContain('-')
  })

  test.each([
    ['the API cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the API refuses the address', () => Promise.resolve(new Response('{"error":"x"}', { status: 400 }))],
  ])('%s: a console warning, never an error, and the counter stays hidden', async (_name, respond) => {
    renderInPortal(key, <ShareLinks id="share" url={URL_OF[key]} text="Guides" heading="Share" />)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error')
    await fillShareCounts(document, stub(respond))
    expect(counts().facebook).toBeNull()
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
