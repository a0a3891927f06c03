import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import ckjJson from '../../../../data/portals/ckj.json'
import ecmJson from '../../../../data/portals/ecm.json'
import { newsletterOnArrival, newsletterOnArrivalKey, newsletterOnArrivalPath } from '../../../../domain/campaign/newsletterOnArrival'
import { refCodeFromQuery } from '../../../../domain/campaign/refCode'
import { PortalConfigSchema } from '../../../../domain/portal'

const PORTALS = { ECM: v.parse(PortalConfigSchema, ecmJson), CKJ: v.parse(PortalConfigSchema, ckjJson) }

describe('newsletterOnArrival (docs/requirements/wire-contract.md#newsletter-on-arrival)', () => {
  it.each([
    // The live service's list ids (docs/requirements/wire-contract.md#newsletter): CC GMeKPfzetOCTz1mNpF892KEw, SMEB l5UNHl25m5eRQ7TPns4glg, CLO bfUQXsVhz9I20uHWXR9O0g.
    [
      'ECM',
      '?vertical=CC&name=Juan+Cruz&email=juan@example.com&utm_medium=email',
      { list: 'GMeKPfzetOCTz1mNpF892KEw', name: 'Juan Cruz', email: 'juan@example.com' },
    ],
    [
      'CKJ',
      '?vertical=SMEB&name=Siti&email=siti@example.co.id&utm_medium=email',
      { list: 'l5UNHl25m5eRQ7TPns4glg', name: 'Siti', email: 'siti@example.co.id' },
    ],
    ['CKJ', '?vertical=clo&name=Siti&email=siti@example.co.id&utm_medium=Email', { list: 'bfUQXsVhz9I20uHWXR9O0g', name: 'Siti', email: 'siti@example.co.id' }],
    ['ECM', '?vertical=2&name=Juan&email=juan@example.com&utm_medium=email', { list: 'GMeKPfzetOCTz1mNpF892KEw', name: 'Juan', email: 'juan@example.com' }], // vertical id 2 = CC
    [
      'ECM',
      '?vertical=CC&name=Juan&email=juan@example.com&utm_medium=email&list=spring-promo',
      { list: 'spring-promo', name: 'Juan', email: 'juan@example.com' },
    ], // list parameter wins
    ['ECM', '?vertical=XYZ&name=Juan&email=juan@example.com&utm_medium=email&list=ecm-main', { list: 'ecm-main', name: 'Juan', email: 'juan@example.com' }],
  ] as const)('%s %s subscribes', (code, query, expected) => {
    expect(newsletterOnArrival(query, PORTALS[code])).toEqual(expected)
  })

  it.each([
    ['?vertical=CC&name=Juan&email=juan@example.com&utm_medium=cpc'], // medium is not email
    ['?vertical=CC&name=Juan&email=juan@example.com'],
    ['?name=Juan&email=juan@example.com&utm_medium=email'], // no vertical
    ['?vertical=CC&email=juan@example.com&utm_medium=email'], // no name
    ['?vertical=CC&name=Juan&utm_medium=email'], // no email
    ['?vertical=CC&name=Juan&email=not-an-email&utm_medium=email'],
    ['?vertical=CC&name=<script>&email=juan@example.com&utm_medium=email'],
    ['?vertical=XYZ&name=Juan&email=juan@example.com&utm_medium=email'], // unknown vertical, no list
    ['?vertical=CC&name=Juan&email=juan@example.com&utm_medium=email&list=a/b'], // malformed list id
  ])('%s does not subscribe', (query) => {
    expect(newsletterOnArrival(query, PORTALS.ECM)).toBeNull()
  })

  it('builds the call path and the once-only mark', () => {
    const subscription = { list: 'GMeKPfzetOCTz1mNpF892KEw', name: 'Juan Cruz', email: 'Juan@Example.com' }
    expect(newsletterOnArrivalPath(subscription, PORTALS.ECM)).toBe('/sendy/subscribe?list=GMeKPfzetOCTz1mNpF892KEw&name=Juan+Cruz&email=Juan%40Example.com')
    expect(newsletterOnArrivalKey('ecm-cc', ' Juan@Example.com ')).toBe('newsletter-arrival:ecm-cc:juan@example.com')
  })
})

describe('refCodeFromQuery (docs/requirements/pages-and-portals.md#query-parameters refcode parameter)', () => {
  it.each([
    ['?refcode=ABC123', 'ABC123'],
    ['?refCode=agent_7-x', 'agent_7-x'],
    ['?refcode=', null],
    ['?refcode=%3Cscript%3E', null],
    [`?refcode=${'a'.repeat(65)}`, null],
    ['', null],
  ])('%s -> %j', (query, code) => {
    expect(refCodeFromQuery(query)).toBe(code)
  })
})
