import { randomUUID } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { Consents } from '../../../domain/consent/consentSchema'
import { checkConsentFiles, loadConsents, sha256Hex } from '../../../server/consents'
import type { Db } from '../../../server/db/db'
import { formEncoded, leadBody, TEST_DATABASES, testApp } from './serverTestKit'

// Issue 14 item 4: the lead API loads consent texts only when they keep the ledger of published texts
// (data/consent/published.json), and stores a lead that carries a retired version as a proven consent.

const dirs: string[] = []
/** A copy of data/consent in a temporary folder, with `change` applied to one portal's file. */
function consentCopy(file: 'ecm' | 'ckj', change: (consents: Consents) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'consent-'))
  dirs.push(dir)
  cpSync(join('data', 'consent'), dir, { recursive: true })
  const consents = JSON.parse(readFileSync(join(dir, `${file}.json`), 'utf8')) as Consents
  change(consents)
  writeFileSync(join(dir, `${file}.json`), JSON.stringify(consents, null, 2))
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('loadConsents and checkConsentFiles', () => {
  test('the real data/consent files keep their ledger', () => {
    expect(checkConsentFiles().problems).toEqual([])
    const consents = loadConsents()
    expect(Object.keys(consents)).toEqual(['ECM', 'CKJ'])
  })

  test('hashes a text as the sha256 of its UTF-8 bytes, in lowercase hex', () => {
    // sha256 of "abc": FIPS 180-2, appendix B.1.
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    // Indonesian and Filipino texts may hold non-ASCII letters: bytes, not UTF-16 code units, are hashed.
    // sha256 of the two bytes c3 a9 ("é" in UTF-8), from Python's hashlib.
    expect(sha256Hex('\u00e9')).toBe('4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c')
  })

  test('refuses to start on a published text edited in place, naming file, portal and version', () => {
    const dir = consentCopy('ckj', (consents) => {
      consents.partners.cimb!.text += ' Berlaku mulai 2027.'
    })
    expect(() => loadConsents(dir)).toThrow(/ckj\.json: CKJ consent version ckj-cimb-2026-12: text changed; publish it under a new version id/)
    expect(checkConsentFiles(dir, 'data/consent').problems).toEqual([
      expect.stringMatching(/^data\/consent\/ckj\.json: CKJ consent version ckj-cimb-2026-12: text changed/),
    ])
  })

  test('names a published version that left its file', () => {
    const dir = consentCopy('ecm', (consents) => {
      delete consents.partners.rcbc
    })
    expect(checkConsentFiles(dir, 'data/consent').problems).toEqual([
      expect.stringMatching(/^data\/consent\/ecm\.json: ECM consent version ecm-rcbc-2026-12 disappeared/),
    ])
  })

  test('names a version the ledger lacks', () => {
    const dir = consentCopy('ecm', (consents) => {
      consents.retired = [
        ...(consents.retired ?? []),
        { version: 'ecm-default-2026-05', text: consents.default.text.replace('eCompareMo', 'eCompareMo.com'), retiredOn: '2026-11-01' },
      ]
    })
    expect(checkConsentFiles(dir, 'data/consent').problems).toEqual([
      'data/consent/ecm.json: ECM consent version ecm-default-2026-05 is not in data/consent/published.json; add it',
    ])
  })

  test('a missing ledger is a problem, not an empty ledger', () => {
    const dir = consentCopy('ecm', () => {})
    rmSync(join(dir, 'published.json'))
    expect(checkConsentFiles(dir, 'data/consent').problems).toEqual(['data/consent/published.json: expected the file to exist'])
  })
})

// The lead's ConsentVersion is a retired version: a page cached on the CDN before the text changed.
describe.each(TEST_DATABASES)('a lead carrying a retired consent version on $name', (database) => {
  let app: FastifyInstance
  let db: Db
  let dispose: () => Promise<void>
  const real = loadConsents()
  const ecm = structuredClone(real.ECM!)
  // Vertical 2 (credit cards) is what the test kit's lead asks about.
  const current = ecm.verticals.find((family) => (family.verticalIds as readonly number[]).includes(2))!
  const retiredVersion = current.version
  // The text changed: the page now shows a new version, and the old one is kept under retired.
  ecm.retired = [...(ecm.retired ?? []), { version: retiredVersion, summary: current.summary, text: current.text, retiredOn: '2026-11-20' }]
  current.version = 'ecm-cards-2027-01'
  current.text = `${current.text} Updated.`

  // Given in full (with its id), as the lead payload's call window is being reworked in the test kit.
  const callWindow = { id: 'tomorrow-morning', start: new Date('2026-11-23T01:00:00.000Z'), end: new Date('2026-11-23T04:00:00.000Z') }

  beforeAll(async () => {
    ;({ db, dispose } = await database.open())
    app = await testApp(db, { consents: { ECM: ecm, CKJ: real.CKJ! } })
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await dispose?.()
  }, 60_000)

  async function post(version: string): Promise<{ status: number; row: { consent_version: string; consent_status: string } | undefined }> {
    const key = randomUUID()
    const body = { ...(await leadBody('ECM', { callWindow, gender: 'male' }, key)), ConsentVersion: version }
    const response = await app.inject({ method: 'POST', url: '/api/CallSchedules/AddCallSchedule', ...formEncoded(body) })
    const { rows } = await db.query<{ consent_version: string; consent_status: string }>(
      'SELECT consent_version, consent_status FROM leads WHERE idempotency_key = $1',
      [key],
    )
    return { status: response.statusCode, row: rows[0] }
  }

  test('is accepted and stored with that version, as a consent the portal can prove', async () => {
    expect(await post(retiredVersion)).toEqual({ status: 200, row: { consent_version: retiredVersion, consent_status: 'recorded' } })
  })

  test('unlike a version the portal never published', async () => {
    expect(await post('ecm-cards-2025-01')).toEqual({ status: 200, row: { consent_version: 'ecm-cards-2025-01', consent_status: 'unknown version' } })
  })
})
