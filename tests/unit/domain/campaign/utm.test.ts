import { describe, expect, it } from 'vitest'
import { currentUtm, EMPTY_UTM, hasUtm, parseUtmCookie, serialiseUtmCookie, utmFromQuery } from '../../../../domain/campaign/utm'

const FULL = { utm_source: 'google', utm_medium: 'cpc', utm_term: 'credit card', utm_content: 'ad-1', utm_campaign: 'summer' }

describe('campaign model (docs/requirements/wire-contract.md#utm-cookie)', () => {
  it('reads the five utm_* parameters of a query string, each a value or null', () => {
    expect(utmFromQuery('?utm_source=google&utm_medium=cpc&utm_term=credit+card&utm_content=ad-1&utm_campaign=summer')).toEqual(FULL)
    expect(utmFromQuery('utm_source=newsletter&utm_medium=%20&vertical=CC')).toEqual({ ...EMPTY_UTM, utm_source: 'newsletter' })
    expect(utmFromQuery('')).toEqual(EMPTY_UTM)
  })

  it('caps a value at 200 characters', () => {
    expect(utmFromQuery(`utm_campaign=${'x'.repeat(300)}`).utm_campaign).toHaveLength(200)
  })

  it('stores utm_source, utm_medium, utm_term, utm_content and utm_campaign in the UTM cookie (docs/requirements/wire-contract.md#utm-cookie), and reads them back', () => {
    const text = serialiseUtmCookie(FULL)
    expect(JSON.parse(text)).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_term: 'credit card', utm_content: 'ad-1', utm_campaign: 'summer' })
    expect(parseUtmCookie(text)).toEqual({ utm: FULL })
  })

  it.each([
    [undefined, EMPTY_UTM],
    ['', EMPTY_UTM],
    ['{"utm_source":"fb","utm_medium":7,"utm_campaign":null}', { ...EMPTY_UTM, utm_source: 'fb' }],
  ])('cookie %j -> %j without error', (raw, utm) => {
    expect(parseUtmCookie(raw)).toEqual({ utm })
  })

  it('a cookie in another shape (the keys without utm_) is ignored and reported, never a failure', () => {
    expect(parseUtmCookie('{"source":"fb","medium":"cpc"}')).toEqual({ utm: EMPTY_UTM, error: expect.stringMatching(/none of the keys utm_source/) })
  })

  // docs/requirements/wire-contract.md#utm-cookie: corrupt UTM cookie JSON is logged and ignored.
  it.each([['{source:'], ['"just a string"'], ['[1,2]'], ['null']])('corrupt cookie %j is reported and ignored', (raw) => {
    const result = parseUtmCookie(raw)
    expect(result.utm).toEqual(EMPTY_UTM)
    expect(result.error).toMatch(/UTM cookie/)
  })

  it('a visit with utm values replaces the stored campaign; one without keeps it', () => {
    const stored = { ...EMPTY_UTM, utm_source: 'old' }
    expect(currentUtm(stored, EMPTY_UTM)).toBe(stored)
    expect(currentUtm(stored, FULL)).toBe(FULL)
    expect(hasUtm(EMPTY_UTM)).toBe(false)
  })
})
