import { afterEach, describe, expect, test, vi } from 'vitest'
import { fetchShareCount, shareCountOf, shareCountUrl } from '../../../renderer/site/shareCount'
import { popupFeatures } from '../../../renderer/site/share'
import { stubFetch } from './memory'

afterEach(() => vi.restoreAllMocks())

// docs/requirements/wire-contract.md#share-counts: the graph endpoint with fields engagement, id (the shared URL) and an access
// token; engagement.share_count is the count. docs/requirements/pages-and-portals.md#share-links: the share popup is 600 x 600.
describe('share count', () => {
  test('asks the Graph API for the engagement of the shared URL with the token', () => {
    const url = new URL(shareCountUrl('https://www.ecomparemo.com/guides', 'app|secret'))
    expect(url.origin + url.pathname).toBe('https://graph.facebook.com/')
    expect(Object.fromEntries(url.searchParams)).toEqual({ id: 'https://www.ecomparemo.com/guides', fields: 'engagement', access_token: 'app|secret' })
  })

  test.each([
    [{ engagement: { share_count: 1234, reaction_count: 9 }, id: 'x' }, 1234],
    [{ engagement: { share_count: 0 } }, 0],
  ])('reads engagement.share_count of %j', (body, expected) => {
    expect(shareCountOf(body)).toBe(expected)
  })

  test.each([[{}], [{ engagement: {} }], [{ engagement: { share_count: '12' } }], [null], [{ error: { message: 'Invalid OAuth access token' } }]])(
    'rejects an answer without a count: %j',
    (body) => {
      expect(() => shareCountOf(body)).toThrow()
    },
  )

  test('fetches without cookies and rejects an error status', async () => {
    const good = stubFetch(() => new Response(JSON.stringify({ engagement: { share_count: 42 } })))
    await expect(fetchShareCount('https://www.cekaja.com/panduan', 't', good)).resolves.toBe(42)
    expect(good.calls[0]?.init?.credentials).toBe('omit')
    await expect(
      fetchShareCount(
        'https://www.cekaja.com/panduan',
        't',
        stubFetch(() => new Response('{}', { status: 400 })),
      ),
    ).rejects.toThrow('HTTP 400')
  })

  test('the popup is 600 x 600, centred on the window and cut off from this page', () => {
    const features = popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 900 })
    expect(features).toContain('width=600,height=600')
    // (1400 - 600) / 2 + 100 = 500; (900 - 600) / 2 + 50 = 200
    expect(features).toContain('left=500,top=200')
    expect(features).toContain('noopener')
  })
})
