import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import ckjJson from '../../../../data/portals/ckj.json'
import ecmJson from '../../../../data/portals/ecm.json'
import { PortalConfigSchema } from '../../../../domain/portal'
import { genderOfTitle, titleFor } from '../../../../domain/leads/title'

const PORTALS = { ECM: v.parse(PortalConfigSchema, ecmJson), CKJ: v.parse(PortalConfigSchema, ckjJson) }

describe('titleFor (docs/requirements/wire-contract.md#titles: Mr./Ms./Mrs. on ECM; Bapak or Nona/Nyonya on CKJ)', () => {
  it.each([
    ['ECM', 'male', undefined, 'Mr.'],
    ['ECM', 'male', 'married', 'Mr.'],
    ['ECM', 'female', 'single', 'Ms.'],
    ['ECM', 'female', undefined, 'Ms.'],
    ['ECM', 'female', 'married', 'Mrs.'],
    ['CKJ', 'male', 'single', 'Bapak'],
    ['CKJ', 'female', 'single', 'Nona'],
    ['CKJ', 'female', 'married', 'Nyonya'],
  ] as const)('%s %s %s -> %s', (portal, gender, marital, title) => {
    expect(titleFor(PORTALS[portal], gender, marital)).toBe(title)
  })

  it('falls back to the one female title a portal may have, and throws when there is none', () => {
    expect(titleFor({ titles: { male: ['Mr.'], female: ['Ms.'] } }, 'female', 'married')).toBe('Ms.')
    expect(() => titleFor({ titles: { male: [], female: [] } }, 'male')).toThrow(/no male title/)
  })

  it.each([
    ['ECM', 'Mr.', 'male'],
    ['ECM', 'Mrs.', 'female'],
    ['CKJ', 'Nyonya', 'female'],
    ['CKJ', 'Mr.', null],
  ] as const)('genderOfTitle %s %s -> %s', (portal, title, gender) => {
    expect(genderOfTitle(PORTALS[portal], title)).toBe(gender)
  })
})
