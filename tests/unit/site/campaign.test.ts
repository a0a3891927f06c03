import { describe, expect, test, vi } from 'vitest'
import { CAMPAIGN_COOKIE_DAYS, captureCampaign, isIpAddress, rememberClientIp } from '../../../renderer/site/campaign'
import { memoryJar, memoryStorage, stubFetch } from './memory'

// docs/requirements/wire-contract.md#utm-cookie: the UTM cookie is JSON with utm_source, utm_medium, utm_term,
// utm_content, utm_campaign; refCode holds the referral code as a JSON string ("AB12").
// docs/requirements/wire-contract.md#utm-cookie: a corrupt UTM cookie is logged and ignored.

describe('campaign capture', () => {
  test('utm_* values are stored as one JSON cookie with the five fields, refcode in refCode', () => {
    const jar = memoryJar()
    const warn = vi.fn()
    captureCampaign('?utm_source=newsletter&utm_medium=email&utm_campaign=cards-june&refcode=AB12&x=1', jar, warn)
    expect(JSON.parse(jar.data.get('UTM') ?? '')).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_term: null,
      utm_content: null,
      utm_campaign: 'cards-june',
    })
    expect(jar.data.get('refCode')).toBe('"AB12"')
    expect(jar.days.get('UTM')).toBe(CAMPAIGN_COOKIE_DAYS)
    expect(warn).not.toHaveBeenCalled()
  })

  test('a new campaign replaces the stored one as a whole (last touch)', () => {
    const jar = memoryJar({ UTM: JSON.stringify({ utm_source: 'old', utm_medium: 'cpc', utm_term: 'loan', utm_content: null, utm_campaign: 'x' }) })
    captureCampaign('?utm_source=fb', jar, vi.fn())
    expect(JSON.parse(jar.data.get('UTM') ?? '')).toEqual({ utm_source: 'fb', utm_medium: null, utm_term: null, utm_content: null, utm_campaign: null })
  })

  test('a visit without utm_* keeps the stored campaign and referral untouched', () => {
    const stored = JSON.stringify({ utm_source: 'old', utm_medium: null, utm_term: null, utm_content: null, utm_campaign: null })
    const jar = memoryJar({ UTM: stored, refCode: 'KEEP' })
    captureCampaign('?q=credit', jar, vi.fn())
    expect(jar.data.get('UTM')).toBe(stored)
    expect(jar.data.get('refCode')).toBe('KEEP')
    expect(jar.days.size).toBe(0)
  })

  test.each(['{not json', '[1,2]', '"text"', '{"source":"old-shape"}'])('a corrupt UTM cookie (%s) is reported with a warning and ignored', (raw) => {
    const jar = memoryJar({ UTM: raw })
    const warn = vi.fn()
    captureCampaign('', jar, warn)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(jar.data.get('UTM')).toBe(raw)
  })

  test('a corrupt cookie is overwritten by the next campaign visit without a warning', () => {
    const jar = memoryJar({ UTM: '{broken' })
    const warn = vi.fn()
    captureCampaign('?utm_medium=email', jar, warn)
    expect(JSON.parse(jar.data.get('UTM') ?? '').utm_medium).toBe('email')
    expect(warn).not.toHaveBeenCalled()
  })

  test('a refcode that is not a plain code is not stored', () => {
    const jar = memoryJar()
    captureCampaign('?refcode=%3Cscript%3E', jar, vi.fn())
    expect(jar.data.has('refCode')).toBe(false)
  })
})

describe('client IP (ECM, docs/requirements/wire-contract.md#client-ip)', () => {
  test.each([
    ['203.0.113.7', true],
    ['2001:db8::1', true],
    ['::ffff:192.0.2.1', true],
    ['<html>', false],
    ['', false],
    ['not an ip', false],
  ])('%s is an IP address: %s', (text, expected) => {
    expect(isIpAddress(text)).toBe(expected)
  })

  test('asks once and stores the plain string', async () => {
    const local = memoryStorage()
    const fetchFn = stubFetch(() => new Response('203.0.113.7\n', { status: 200 }))
    await rememberClientIp(local, fetchFn)
    expect(fetchFn.calls.map((c) => c.url)).toEqual(['/get/clientipaddress'])
    expect(local.data.get('IPAddress')).toBe('203.0.113.7')
    await rememberClientIp(local, fetchFn)
    expect(fetchFn.calls).toHaveLength(1)
  })

  test.each([
    ['an error status', () => new Response('oops', { status: 502 })],
    ['an answer that is not an IP', () => new Response('<html>', { status: 200 })],
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
  ])('stores nothing on %s', async (_name, respond) => {
    const local = memoryStorage()
    await rememberClientIp(local, stubFetch(respond))
    expect(local.data.has('IPAddress')).toBe(false)
  })

  test('without storage the call is not made', async () => {
    const fetchFn = stubFetch(() => new Response('203.0.113.7'))
    await rememberClientIp(memoryStorage({}, false), fetchFn)
    expect(fetchFn.calls).toHaveLength(0)
  })
})
