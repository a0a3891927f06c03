import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import ckjJson from '../../../data/portals/ckj.json'
import ecmJson from '../../../data/portals/ecm.json'
import { PortalConfigSchema } from '../../../domain/portal'
import { subscribeOnArrival } from '../../../renderer/site/arrivalSubscription'
import { memoryStorage, stubFetch } from './memory'

// docs/requirements/wire-contract.md#newsletter-on-arrival: GET /sendy/subscribe?list=&name=&email= on page load, only with vertical, name
// and email in the query and utm_medium=email; the list from the vertical code map (the lists of
// data/portals/*.json: CC -> GMeKPfzetOCTz1mNpF892KEw on both, the live service's id) or the list parameter; at most once per
// address and list (the issue); the lead API also takes the portal (?portal=).
const NOW = Date.UTC(2026, 10, 1)
const PORTALS = [
  { name: 'ECM', portal: v.parse(PortalConfigSchema, ecmJson), ccList: 'GMeKPfzetOCTz1mNpF892KEw' },
  { name: 'CKJ', portal: v.parse(PortalConfigSchema, ckjJson), ccList: 'GMeKPfzetOCTz1mNpF892KEw' },
]
const ok = () => new Response('{"ok":true}', { status: 200 })

describe.each(PORTALS)('$name arrival subscription', ({ name, portal, ccList }) => {
  const query = '?vertical=CC&name=Maria%20Santos&email=maria%40example.com&utm_medium=email&utm_source=newsletter'

  test('subscribes to the vertical list once per address and list', async () => {
    const local = memoryStorage()
    const fetchFn = stubFetch(ok)
    expect(await subscribeOnArrival(query, portal, local, fetchFn, NOW)).toBe(true)
    expect(await subscribeOnArrival(query, portal, local, fetchFn, NOW)).toBe(false)
    expect(fetchFn.calls).toHaveLength(1)
    const url = new URL(fetchFn.calls[0]!.url, 'https://portal.test')
    expect(url.pathname).toBe('/sendy/subscribe')
    expect(Object.fromEntries(url.searchParams)).toEqual({ list: ccList, name: 'Maria Santos', email: 'maria@example.com', portal: name })
  })

  test('the list parameter wins over the vertical map, and another list is another subscription', async () => {
    const local = memoryStorage()
    const fetchFn = stubFetch(ok)
    await subscribeOnArrival(query, portal, local, fetchFn, NOW)
    await subscribeOnArrival(`${query}&list=promo-2026`, portal, local, fetchFn, NOW)
    expect(fetchFn.calls.map((c) => new URL(c.url, 'https://portal.test').searchParams.get('list'))).toEqual([ccList, 'promo-2026'])
  })

  test.each([
    ['utm_medium is not email', '?vertical=CC&name=Maria&email=maria%40example.com&utm_medium=cpc'],
    ['no vertical', '?name=Maria&email=maria%40example.com&utm_medium=email'],
    ['no name', '?vertical=CC&email=maria%40example.com&utm_medium=email'],
    ['no e-mail', '?vertical=CC&name=Maria&utm_medium=email'],
  ])('makes no call when %s', async (_why, search) => {
    const fetchFn = stubFetch(ok)
    expect(await subscribeOnArrival(search, portal, memoryStorage(), fetchFn, NOW)).toBe(false)
    expect(fetchFn.calls).toHaveLength(0)
  })

  test('a failed call is ignored and still counts as made', async () => {
    const local = memoryStorage()
    const fetchFn = stubFetch(() => Promise.reject(new TypeError('offline')))
    await expect(subscribeOnArrival(query, portal, local, fetchFn, NOW)).resolves.toBe(true)
    expect(await subscribeOnArrival(query, portal, local, fetchFn, NOW)).toBe(false)
  })

  test('without storage the call is still made (the lead API keeps one row per list and address)', async () => {
    const fetchFn = stubFetch(ok)
    await subscribeOnArrival(query, portal, memoryStorage({}, false), fetchFn, NOW)
    expect(fetchFn.calls).toHaveLength(1)
  })
})
