import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadPortals } from '../../../content/portals'
import { formatProblem } from '../../../domain/content/problems'
import { checkSnapshotFiles, loadSnapshot, readSnapshotFiles, SnapshotError } from '../../../content/snapshot'

// The messages below are written out by hand in the format the brief gives for content staff:
// `file › record N (id X) › field: expected E, got R`, records counted from 1 as people count them.

type Files = Record<string, unknown>
let realFiles: Files

beforeAll(async () => {
  const read = await readSnapshotFiles('data')
  expect(read.problems).toEqual([])
  realFiles = read.files
})

function cards(files: Files, file: string): Array<Record<string, unknown>> {
  return files[file] as Array<Record<string, unknown>>
}

function messagesAfter(mutate: (files: Files) => void): string[] {
  const files = structuredClone(realFiles)
  mutate(files)
  return checkSnapshotFiles(files).problems.map(formatProblem)
}

describe('checkSnapshot: each kind of bad data gives its message', () => {
  it.each<{ name: string; mutate: (files: Files) => void; message: string }>([
    {
      name: 'wrong type (ECM)',
      mutate: (f) => {
        cards(f, 'products/ecm/credit-cards.json')[2]!.annualFee = 'abc'
      },
      message: 'products/ecm/credit-cards.json › record 3 (id 1203) › annualFee: expected an amount ≥ 0, got "abc"',
    },
    {
      name: 'wrong type (CKJ)',
      mutate: (f) => {
        cards(f, 'products/ckj/deposits.json')[0]!.depositRatePct = '4%'
      },
      message: 'products/ckj/deposits.json › record 1 (id 3301) › depositRatePct: expected a percentage from 0 to 100, got "4%"',
    },
    {
      name: 'value out of range',
      mutate: (f) => {
        cards(f, 'products/ecm/credit-cards.json')[0]!.rating = 5.5
      },
      message: 'products/ecm/credit-cards.json › record 1 (id 1201) › rating: expected a rating from 0 to 5 with at most one decimal, got 5.5',
    },
    {
      name: 'missing field',
      mutate: (f) => {
        delete cards(f, 'products/ecm/personal-loans.json')[1]!.name
      },
      message:
        'products/ecm/personal-loans.json › record 2 (id 1102) › name: expected a non-empty product name of at most 120 characters, got nothing (the field is missing)',
    },
    {
      name: 'misspelt field',
      mutate: (f) => {
        cards(f, 'products/ckj/credit-cards.json')[0]!.anualFee = 0
      },
      message: 'products/ckj/credit-cards.json › record 1 (id 3201) › anualFee: expected only the known fields, got an unknown field (misspelt?)',
    },
    {
      name: 'nested field',
      mutate: (f) => {
        cards(f, 'products/ecm/personal-loans.json')[0]!.tenorMonths = { min: 36, max: 12 }
      },
      message: 'products/ecm/personal-loans.json › record 1 (id 1101) › tenorMonths.max: expected a maximum not below the minimum, got 12',
    },
    {
      name: 'list item',
      mutate: (f) => {
        ;(cards(f, 'products/ckj/deposits.json')[1]!.perks as string[])[1] = ' '
      },
      message: 'products/ckj/deposits.json › record 2 (id 3302) › perks item 2: expected a non-empty perk of at most 160 characters, got " "',
    },
    // The product page's decision fields (decision 064): required on every contract type.
    {
      name: 'missing fees',
      mutate: (f) => {
        delete cards(f, 'products/ecm/deposits.json')[0]!.fees
      },
      message: 'products/ecm/deposits.json › record 1 (id 1301) › fees: expected a list of 1 to 10 fees, got nothing (the field is missing)',
    },
    {
      name: 'a fee with both an amount and a percent',
      mutate: (f) => {
        ;(cards(f, 'products/ecm/credit-cards.json')[0]!.fees as object[])[1] = { label: 'Interest', amount: 1, percent: 3 }
      },
      message:
        'products/ecm/credit-cards.json › record 1 (id 1201) › fees item 2: expected a fee { label, amount or percent, basis?, note? } with either an amount ≥ 0 or a percentage from 0 to 100, got {"label":"Interest","amount":1,"percent":3}',
    },
    {
      name: 'a fee percent above 100',
      mutate: (f) => {
        Object.assign((cards(f, 'products/ckj/personal-loans.json')[0]!.fees as object[])[0]!, { percent: 120 })
      },
      message: 'products/ckj/personal-loans.json › record 1 (id 3101) › fees item 1.percent: expected a percentage from 0 to 100, got 120',
    },
    {
      name: 'too many documents',
      mutate: (f) => {
        cards(f, 'products/ckj/credit-cards.json')[0]!.documents = Array.from({ length: 9 }, (_, i) => `Dokumen ${i + 1}`)
      },
      message: 'products/ckj/credit-cards.json › record 1 (id 3201) › documents: expected a list of 1 to 8 documents, got 9',
    },
    {
      name: 'no pros',
      mutate: (f) => {
        cards(f, 'products/ecm/car-insurance.json')[0]!.pros = []
      },
      message: 'products/ecm/car-insurance.json › record 1 (id 1401) › pros: expected a list of 1 to 4 pros, got 0',
    },
    {
      name: 'a blank con',
      mutate: (f) => {
        ;(cards(f, 'products/ckj/deposits.json')[0]!.cons as string[])[0] = ''
      },
      message: 'products/ckj/deposits.json › record 1 (id 3301) › cons item 1: expected a non-empty con of at most 120 characters, got ""',
    },
    {
      name: 'duplicate id across files',
      mutate: (f) => {
        cards(f, 'products/ckj/house-loans.json')[1]!.id = 3201
      },
      message:
        'products/ckj/house-loans.json › record 2 (id 3201) › id: expected an id used by no other card of CKJ, got 3201 (also record 1 (id 3201) of credit-cards.json)',
    },
    {
      name: 'duplicate slug',
      mutate: (f) => {
        cards(f, 'products/ckj/house-loans.json')[0]!.slug = 'mandiri-kpr'
      },
      message:
        'products/ckj/house-loans.json › record 2 (id 3602) › slug: expected a slug used by no other card of CKJ, got "mandiri-kpr" (also record 1 (id 3601) of house-loans.json)',
    },
    {
      name: 'card of a vertical the portal does not offer',
      mutate: (f) => {
        Object.assign(cards(f, 'products/ecm/personal-loans.json')[0]!, { verticalId: 10 })
      },
      message:
        'products/ecm/personal-loans.json › record 1 (id 1101) › verticalId: expected 1, the vertical of personal-loans.json, got 10; 10 is not a vertical of ECM (2, 1, 6, 7, 4, 5, 3, 8, 9)',
    },
    {
      name: 'file of a vertical the portal does not offer',
      mutate: (f) => {
        f['products/ecm/business-loans.json'] = []
      },
      message:
        'products/ecm/business-loans.json › expected a file named after a vertical of ECM: credit-cards.json, personal-loans.json, house-loans.json, car-loans.json, car-insurance.json, travel-insurance.json, deposits.json, health-insurance.json, accident-insurance.json, got business-loans.json',
    },
    {
      name: 'contract type that does not fit the vertical',
      mutate: (f) => {
        const deposit = cards(f, 'products/ckj/deposits.json')[0]!
        Object.assign(deposit, { verticalId: 2 })
        cards(f, 'products/ckj/credit-cards.json').push(deposit)
      },
      message: 'products/ckj/credit-cards.json › record 18 (id 3301) › contractType: expected "credit-card" for vertical 2, got "deposit"',
    },
    {
      name: 'too few cards in a vertical (issue 4: at least 15)',
      mutate: (f) => {
        f['products/ecm/deposits.json'] = cards(f, 'products/ecm/deposits.json').slice(0, 14)
      },
      message: 'products/ecm/deposits.json › expected at least 15 product cards (minCardsPerVertical of ECM), got 14',
    },
    {
      name: "the fewest cards a vertical may hold is the portal's data (minCardsPerVertical, docs/data.md)",
      mutate: (f) => {
        ;(f['portals/ecm.json'] as Files).minCardsPerVertical = 30
      },
      message: 'products/ecm/deposits.json › expected at least 30 product cards (minCardsPerVertical of ECM), got 16',
    },
    {
      name: 'vertical file missing',
      mutate: (f) => {
        delete f['products/ckj/business-loans.json']
      },
      message: 'products/ckj/business-loans.json › expected this file: CKJ offers the vertical business-loans, got no such file',
    },
    {
      name: 'unknown partner code',
      mutate: (f) => {
        cards(f, 'products/ecm/credit-cards.json')[0]!.providerCode = 'bdo'
      },
      message: 'products/ecm/credit-cards.json › record 1 (id 1201) › providerCode: expected a partner code of ECM: aub, rcbc, axa, got "bdo"',
    },
    {
      name: 'partner wizard without a partner that has one',
      mutate: (f) => {
        cards(f, 'products/ckj/credit-cards.json')[0]!.applyType = 'partner-wizard'
      },
      message:
        'products/ckj/credit-cards.json › record 1 (id 3201) › applyType: expected "wizard" or "contact", or a providerCode whose partner has a white-label wizard (bank-mega, cimb), got "partner-wizard" with providerCode missing',
    },
    {
      name: 'region list for an unknown province',
      mutate: (f) => {
        ;(f['lookups/ckj/regions.json'] as Files)['99'] = [{ RegionId: '99.01', DisplayedName: 'Kota Contoh' }]
      },
      message: 'lookups/ckj/regions.json › 99 (the key): expected a ProvinceId listed in provinces.json, got "99"',
    },
    {
      name: 'province without a region list',
      mutate: (f) => {
        delete (f['lookups/ecm/regions.json'] as Files)['1300000000']
      },
      message:
        'lookups/ecm/regions.json › 1300000000: expected the regions of Metro Manila (record 68 (ProvinceId 1300000000) of provinces.json), got nothing (the field is missing)',
    },
    {
      name: 'duplicate province id',
      mutate: (f) => {
        ;(f['lookups/ckj/provinces.json'] as Array<Record<string, unknown>>)[1]!.ProvinceId = '11'
      },
      message: 'lookups/ckj/provinces.json › record 2 (ProvinceId 11) › ProvinceId: expected an id used by no other province, got "11" (also record 1)',
    },
    {
      name: 'models for a year not listed for the make',
      mutate: (f) => {
        ;((f['lookups/ecm/vehicles.json'] as Files).models as Files)['1:2010'] = [{ VehicleTypeModelId: 101, DisplayedName: 'Wigo' }]
      },
      message: 'lookups/ecm/vehicles.json › models.1:2010 (the key): expected a year listed in years.1, got "1:2010"',
    },
    {
      name: 'models for a make not listed',
      mutate: (f) => {
        ;((f['lookups/ckj/vehicles.json'] as Files).models as Files)['99:2024'] = [{ VehicleTypeModelId: 9901, DisplayedName: 'Contoh' }]
      },
      message: 'lookups/ckj/vehicles.json › models.99:2024 (the key): expected a key "makeId:year" whose make is listed in makes, got "99:2024"',
    },
    {
      name: 'bad lookup key format',
      mutate: (f) => {
        ;((f['lookups/ecm/vehicles.json'] as Files).models as Files)['1-2024'] = [{ VehicleTypeModelId: 101, DisplayedName: 'Wigo' }]
      },
      message: 'lookups/ecm/vehicles.json › models.1-2024 (the key): expected a key "makeId:year", e.g. "3:2024", got "1-2024"',
    },
    {
      name: 'employment type renamed in one list only',
      mutate: (f) => {
        ;((f['lookups/ecm/employmentTypes.json'] as Files)['2'] as Array<Record<string, unknown>>)[0]!.DisplayedName = 'Private employee'
      },
      message:
        'lookups/ecm/employmentTypes.json › 2 › record 1 (EmploymentTypeId 1) › DisplayedName: expected "Employed - private", the name this id has at general › record 1 (EmploymentTypeId 1), got "Private employee"',
    },
    {
      name: 'lookup file missing',
      mutate: (f) => {
        delete f['lookups/ckj/vehicles.json']
      },
      message: 'lookups/ckj/vehicles.json › expected this file: every portal needs it, got no such file',
    },
    {
      name: 'portal config checked with PortalConfigSchema',
      mutate: (f) => {
        ;(f['portals/ckj.json'] as Files).currency = 'usd'
      },
      message: 'portals/ckj.json › currency: expected an ISO 4217 currency code, got "usd"',
    },
    // Provider marks (docs/data.md, "Provider marks"): every card's provider needs one, and a logo
    // only from a host the portal allows (the CSP's img-src takes the same list).
    {
      name: 'a provider without a mark (ECM)',
      mutate: (f) => {
        cards(f, 'products/ecm/credit-cards.json')[1]!.provider = 'Bank Nobody Drew'
      },
      message:
        'products/ecm/credit-cards.json › record 2 (id 1202) › provider: expected a provider with a mark in data/portals/ecm.json › providers (name, initials, colour), got "Bank Nobody Drew"',
    },
    {
      name: 'a provider without a mark (CKJ)',
      mutate: (f) => {
        ;(f['portals/ckj.json'] as { providers: { name: string }[] }).providers = (f['portals/ckj.json'] as { providers: { name: string }[] }).providers.filter(
          (mark) => mark.name !== 'BCA',
        )
      },
      message:
        'products/ckj/credit-cards.json › record 1 (id 3201) › provider: expected a provider with a mark in data/portals/ckj.json › providers (name, initials, colour), got "BCA"',
    },
    {
      name: 'a logo on a host the portal does not allow (ECM)',
      mutate: (f) => {
        cards(f, 'products/ecm/credit-cards.json')[0]!.logoUrl = 'https://tracker.example.net/bpi.png'
      },
      message:
        'products/ecm/credit-cards.json › record 1 (id 1201) › logoUrl: expected an address on an image host of ECM (imageHosts of data/portals/ecm.json: none listed), got "https://tracker.example.net/bpi.png"',
    },
    {
      name: 'a logo on a host the portal does not allow (CKJ, another host allowed)',
      mutate: (f) => {
        ;(f['portals/ckj.json'] as Files).imageHosts = ['images.cekaja.com']
        cards(f, 'products/ckj/deposits.json')[0]!.logoUrl = 'https://images.example.org/jago.svg'
      },
      message:
        'products/ckj/deposits.json › record 1 (id 3301) › logoUrl: expected an address on an image host of CKJ (imageHosts of data/portals/ckj.json: images.cekaja.com), got "https://images.example.org/jago.svg"',
    },
    {
      name: 'a logo that is no https address',
      mutate: (f) => {
        cards(f, 'products/ckj/credit-cards.json')[0]!.logoUrl = 'http://images.cekaja.com/bca.svg'
      },
      message:
        'products/ckj/credit-cards.json › record 1 (id 3201) › logoUrl: expected an https address of an image, e.g. "https://images.example.com/logos/bpi.svg", got "http://images.cekaja.com/bca.svg"',
    },
    {
      name: 'a bad card face colour',
      mutate: (f) => {
        cards(f, 'products/ecm/credit-cards.json')[0]!.cardColour = 'red'
      },
      message: 'products/ecm/credit-cards.json › record 1 (id 1201) › cardColour: expected a colour written #RRGGBB, e.g. "#0060AF", got "red"',
    },
    {
      name: 'a Best-for label too long for the card',
      mutate: (f) => {
        cards(f, 'products/ckj/credit-cards.json')[0]!.bestFor = 'cashback di minimarket, SPBU, restoran dan belanja online'
      },
      message:
        // The converter reports a text's length for a length limit, as for perks.
        'products/ckj/credit-cards.json › record 1 (id 3201) › bestFor: expected a short text of at most 40 characters, e.g. "cashback", got 57',
    },
    // Who a card is for (docs/data.md, "Figures by contract type"; docs/requirements/eligibility.md).
    {
      name: 'an applicant age under 18',
      mutate: (f) => {
        cards(f, 'products/ecm/credit-cards.json')[0]!.minAge = 17
      },
      message: 'products/ecm/credit-cards.json › record 1 (id 1201) › minAge: expected a whole number of years from 18 to 99, got 17',
    },
    {
      name: 'an applicant age range upside down',
      mutate: (f) => {
        Object.assign(cards(f, 'products/ckj/personal-loans.json')[0]!, { minAge: 55, maxAge: 21 })
      },
      message: 'products/ckj/personal-loans.json › record 1 (id 3101) › maxAge: expected an age not below minAge, got 21',
    },
    {
      name: 'a kind of work repeated',
      mutate: (f) => {
        cards(f, 'products/ecm/personal-loans.json')[0]!.employmentTypes = ['employed', 'employed']
      },
      message:
        'products/ecm/personal-loans.json › record 1 (id 1101) › employmentTypes: expected a list of at least one of employed, self-employed, business-owner, ofw, none repeated, got ["employed","employed"]',
    },
    {
      name: 'a kind of work the portal does not have (OFW on CKJ)',
      mutate: (f) => {
        cards(f, 'products/ckj/credit-cards.json')[0]!.employmentTypes = ['employed', 'ofw']
      },
      message:
        'products/ckj/credit-cards.json › record 1 (id 3201) › employmentTypes: expected kinds of work of CKJ (eligibility.employmentTypes of data/portals/ckj.json: employed, self-employed, business-owner), got "ofw"',
    },
    {
      name: 'a provider mark with a bad colour',
      mutate: (f) => {
        ;(f['portals/ecm.json'] as { providers: { colour: string }[] }).providers[0]!.colour = '#12345'
      },
      message: 'portals/ecm.json › providers › record 1 › colour: expected a colour written #RRGGBB, e.g. "#0060AF", got "#12345"',
    },
    {
      name: 'file in an unknown portal folder',
      mutate: (f) => {
        f['products/xyz/credit-cards.json'] = []
      },
      message: `products/xyz/credit-cards.json › expected a folder named after a portal (${loadPortals('data')
        .map((portal) => portal.folder)
        .sort()
        .join(', ')}), got "xyz"`,
    },
  ])('$name', ({ mutate, message }) => {
    expect(messagesAfter(mutate)).toContain(message)
  })

  it('lists every problem, not only the first', () => {
    const messages = messagesAfter((f) => {
      cards(f, 'products/ecm/credit-cards.json')[2]!.annualFee = 'abc'
      delete cards(f, 'products/ckj/car-loans.json')[0]!.loanMax
      f['products/ecm/deposits.json'] = cards(f, 'products/ecm/deposits.json').slice(0, 3)
    })
    expect(messages).toHaveLength(3)
  })
})

describe('checkSnapshot with trusted product files (npm run regenerate: the same bytes as data/)', () => {
  it('a trusted file skips the card schema, on both portals; the same file not trusted is reported', () => {
    for (const file of ['products/ecm/credit-cards.json', 'products/ckj/deposits.json']) {
      const files = structuredClone(realFiles)
      cards(files, file)[0]!.rating = 5.5
      expect(checkSnapshotFiles(files, new Set([file])).problems).toEqual([])
      expect(checkSnapshotFiles(files).problems.map(formatProblem)).toEqual([expect.stringMatching(new RegExp(`^${file} › record 1 .* › rating: `))])
    }
  })

  it('a trusted file still counts in the checks across files: an id it shares with another file is reported', () => {
    const files = structuredClone(realFiles)
    const trusted = 'products/ckj/deposits.json'
    cards(files, 'products/ckj/credit-cards.json')[0]!.id = cards(files, trusted)[0]!.id
    const problems = checkSnapshotFiles(files, new Set([trusted])).problems.map(formatProblem)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(' › id: ')
  })
})

describe('the real snapshot', () => {
  it('passes every check and loads typed for both portals', async () => {
    const snapshot = await loadSnapshot('data')
    // Row counts from data/reference/README.md: 102 PH provinces, 38 ID provinces, 1,642 PH cities, 514 ID regencies.
    expect(snapshot.ecm!.lookups.provinces).toHaveLength(102)
    expect(snapshot.ckj!.lookups.provinces).toHaveLength(38)
    expect(Object.values(snapshot.ecm!.lookups.regions).flat()).toHaveLength(1642)
    expect(Object.values(snapshot.ckj!.lookups.regions).flat()).toHaveLength(514)
    // Verticals of data/portals/*.json.
    expect(Object.keys(snapshot.ecm!.products)).toEqual([
      'credit-cards',
      'personal-loans',
      'house-loans',
      'car-loans',
      'car-insurance',
      'travel-insurance',
      'deposits',
      'health-insurance',
      'accident-insurance',
    ])
    expect(Object.keys(snapshot.ckj!.products)).toEqual([
      'credit-cards',
      'personal-loans',
      'house-loans',
      'car-loans',
      'car-insurance',
      'travel-insurance',
      'deposits',
      'health-insurance',
      'business-loans',
    ])
  })
})

describe('loadSnapshot on a copy with a broken file', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'snapshot-'))
    await cp('data', path.join(dir, 'data'), { recursive: true })
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('names the file, line and column of invalid JSON and every other problem, one per line', async () => {
    const dataDir = path.join(dir, 'data')
    // RFC 8259 allows no trailing comma; the "}" after it is on line 2 at column 14 (two spaces, then `{ "id": 1, }`).
    await writeFile(path.join(dataDir, 'products/ecm/deposits.json'), '[\n  { "id": 1, }\n]\n')
    await writeFile(path.join(dataDir, 'lookups/ckj/provinces.json'), '[{ "ProvinceId": 11, "DisplayedName": "Aceh" }]\n')
    const error: unknown = await loadSnapshot(dataDir).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SnapshotError)
    const lines = (error as SnapshotError).message.split('\n')
    expect(lines).toContain(
      `${dataDir}/products/ecm/deposits.json › expected valid JSON, got a syntax error at line 2, column 14 (Expected double-quoted property name)`,
    )
    expect(lines).toContain(
      `${dataDir}/lookups/ckj/provinces.json › record 1 (ProvinceId 11) › ProvinceId: expected a province code of digits, e.g. "0102800000" or "32", got 11`,
    )
    // A file that cannot be parsed is not reported a second time as missing.
    expect(lines).toEqual([
      `The data snapshot in ${dataDir}/ has 2 problems:`,
      expect.stringContaining('lookups/ckj/provinces.json'),
      expect.stringContaining('products/ecm/deposits.json'),
    ])
  })
})
