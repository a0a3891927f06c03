import { describe, expect, test } from 'vitest'
import { popupFeatures } from '../../../renderer/site/share'
import { shareCountOf } from '../../../server/share/shareCounts'

// The share popup is 600 x 600 (SHARE_POPUP of renderer/site/share.ts). The Graph API's answer is read by the lead API
// (server/share/shareCounts.ts, docs/api.md GET /api/share-count): engagement.share_count.
describe('share links', () => {
  test.each([
    [{ engagement: { share_count: 1234, reaction_count: 9 }, id: 'x' }, 1234],
    [{ engagement: { share_count: 0 } }, 0],
  ])('the lead API reads engagement.share_count of %j', (body, expected) => {
    expect(shareCountOf(body)).toBe(expected)
  })

  test.each([
    [{}],
    [{ engagement: {} }],
    [{ engagement: { share_count: '12' } }],
    [{ engagement: { share_count: -1 } }],
    [null],
    [{ error: { message: 'Invalid OAuth access token' } }],
  ])('an answer without a count is no count: %j', (body) => {
    expect(shareCountOf(body)).toBeNull()
  })

  test('the popup is 600 x 600, centred on the window and cut off from this page', () => {
    const features = popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 900 })
    expect(features).toContain('width=600,height=600')
    // (1400 - 600) / 2 + 100 = 500; (900 - 600) / 2 + 50 = 200
    expect(features).toContain('left=500,top=200')
    expect(features).toContain('noopener')
  })
})
