import { createHash } from 'node:crypto'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import ckjConsentJson from '../../../../data/consent/ckj.json'
import ecmConsentJson from '../../../../data/consent/ecm.json'
import publishedJson from '../../../../data/consent/published.json'
import { chooseConsent, consentByVersion } from '../../../../domain/consent/chooseConsent'
import { ConsentLedgerSchema, consentLedgerProblems, withUnpublishedVersions } from '../../../../domain/consent/consentLedger'
import { ConsentSchema, type Consents } from '../../../../domain/consent/consentSchema'

// Issue 14 item 4: consent texts are append-only. Every lead stores the version it showed; the text of
// that version must stay provable, and a page cached before a change may still post an old version.

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')
const LEDGER = v.parse(ConsentLedgerSchema, publishedJson)
const ECM = v.parse(ConsentSchema, ecmConsentJson)
const CKJ = v.parse(ConsentSchema, ckjConsentJson)
const FILE = 'data/consent/ecm.json'

function problems(consents: Consents, ledger = LEDGER): string[] {
  return consentLedgerProblems(ledger, consents, { file: consents === CKJ ? 'data/consent/ckj.json' : FILE, sha256 })
}

/** A deep copy of the real ECM file, to change one thing in it. */
function ecmCopy(): Consents {
  return structuredClone(ECM)
}

const NEW_LOANS_TEXT = `${ECM.verticals[0]!.text} We may also share your details with our loan partners' collection agencies.`

describe('consentLedgerProblems (data/consent/published.json)', () => {
  it.each([
    ['ECM', ECM],
    ['CKJ', CKJ],
  ] as const)('%s: the ledger matches the real consent file', (_code, consents) => {
    expect(problems(consents)).toEqual([])
  })

  it('names the file, portal and version of a published text that left the file', () => {
    const file = ecmCopy()
    delete file.partners.axa
    expect(problems(file)).toEqual([expect.stringMatching(/^data\/consent\/ecm\.json: ECM consent version ecm-axa-2026-12 disappeared/)])
  })

  it('names the version of a published text edited in place, and asks for a new version id', () => {
    const file = ecmCopy()
    file.verticals[0]!.text = NEW_LOANS_TEXT
    const found = problems(file)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(/^data\/consent\/ecm\.json: ECM consent version ecm-loans-2026-12: text changed; publish it under a new version id/)
  })

  it('treats a one-character edit (a trailing space) as a changed text', () => {
    const file = ecmCopy()
    file.default.text += ' '
    expect(problems(file)).toEqual([expect.stringContaining('ecm-default-2026-12: text changed')])
  })

  it.each([
    [
      'a new partner text',
      (file: Consents) => (file.partners.bdo = { version: 'ecm-bdo-2027-01', summary: ECM.verticals[0]!.summary, text: NEW_LOANS_TEXT }),
      'ecm-bdo-2027-01',
    ],
    [
      'a retired text never published',
      (file: Consents) => (file.retired = [...(file.retired ?? []), { version: 'ecm-old-2020-01', text: NEW_LOANS_TEXT, retiredOn: '2020-02-01' }]),
      'ecm-old-2020-01',
    ],
  ])('asks for %s to be recorded in the ledger', (_name, change, version) => {
    const file = ecmCopy()
    change(file)
    expect(problems(file)).toEqual([`${FILE}: ECM consent version ${version} is not in data/consent/published.json; add it`])
  })

  it('lists every version of a portal the ledger has never seen', () => {
    const { ECM: _dropped, ...withoutEcm } = LEDGER
    expect(problems(ECM, withoutEcm)).toHaveLength(17) // 9 shown (the advisers' one of decision 055 among them), 8 retired
  })

  it('accepts the proper change: the new version shown, the old text retired word for word, the new version recorded', () => {
    const file = ecmCopy()
    const old = file.verticals[0]!
    file.retired = [...(file.retired ?? []), { version: old.version, summary: old.summary, text: old.text, retiredOn: '2027-01-15' }]
    file.verticals[0] = { ...old, version: 'ecm-loans-2027-01', text: NEW_LOANS_TEXT }
    expect(problems(file)).toEqual([`${FILE}: ECM consent version ecm-loans-2027-01 is not in data/consent/published.json; add it`])
    const ledger = withUnpublishedVersions(LEDGER, file, sha256)
    expect(problems(file, ledger)).toEqual([])
    // What is recorded is the wording agreed to: the sentence beside the box, a blank line, the whole text.
    expect(ledger.ECM?.['ecm-loans-2027-01']).toBe(sha256(`${old.summary}\n\n${NEW_LOANS_TEXT}`))
    expect(ledger.ECM?.['ecm-loans-2026-12']).toBe(LEDGER.ECM?.['ecm-loans-2026-12'])
    expect(ledger.CKJ).toEqual(LEDGER.CKJ)
  })

  it('treats an edit of the sentence beside the box as a changed text: it is part of what the visitor agreed to', () => {
    const file = ecmCopy()
    file.verticals[1]!.summary = file.verticals[1]!.summary.replace('may call me', 'will call me')
    expect(problems(file)).toEqual([expect.stringMatching(/ECM consent version ecm-cards-2026-12: text changed; publish it under a new version id/)])
  })

  it('keeps the texts published before the sentence provable by their text alone (retired word for word)', () => {
    const retired = ECM.retired?.find((item) => item.version === 'ecm-cards-2026-11')
    expect(retired?.summary).toBeUndefined()
    expect(sha256(retired!.text)).toBe(LEDGER.ECM?.['ecm-cards-2026-11'])
    expect(consentByVersion(ECM, 'ecm-cards-2026-11')?.text).toBe(retired!.text)
  })

  it('never rewrites a published hash when recording new versions', () => {
    const file = ecmCopy()
    file.default.text += ' '
    const ledger = withUnpublishedVersions(LEDGER, file, sha256)
    expect(ledger).toEqual(LEDGER)
    expect(problems(file, ledger)).toEqual([expect.stringContaining('ecm-default-2026-12: text changed')])
  })
})

describe('retired consent texts', () => {
  const file = ecmCopy()
  file.retired = [{ version: 'ecm-loans-2026-05', text: NEW_LOANS_TEXT, retiredOn: '2026-11-01' }]
  const parsed = v.parse(ConsentSchema, file)

  it('are found by consentByVersion, so a lead from a page cached before the change names a provable text', () => {
    expect(consentByVersion(parsed, 'ecm-loans-2026-05')).toEqual({ version: 'ecm-loans-2026-05', text: NEW_LOANS_TEXT })
  })

  it('are never shown on a page', () => {
    const shown = [null, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].flatMap((verticalId) =>
      [null, 'aub', 'rcbc', 'axa'].map((partner) => chooseConsent(parsed, verticalId, partner).version),
    )
    expect(shown).not.toContain('ecm-loans-2026-05')
  })

  it.each([
    [
      'the version of a current text',
      [{ version: 'ecm-loans-2026-12', text: NEW_LOANS_TEXT, retiredOn: '2026-11-01' }],
      'every consent version id appears once',
    ],
    [
      'one version twice',
      [
        { version: 'ecm-a-1', text: NEW_LOANS_TEXT, retiredOn: '2026-11-01' },
        { version: 'ecm-a-1', text: NEW_LOANS_TEXT, retiredOn: '2026-12-01' },
      ],
      'every consent version id appears once',
    ],
    ['30 February', [{ version: 'ecm-a-1', text: NEW_LOANS_TEXT, retiredOn: '2026-02-30' }], 'a calendar date written yyyy-mm-dd'],
    ['a dd/mm/yyyy date', [{ version: 'ecm-a-1', text: NEW_LOANS_TEXT, retiredOn: '15/01/2027' }], 'a calendar date written yyyy-mm-dd'],
    ['a short text', [{ version: 'ecm-a-1', text: 'too short', retiredOn: '2026-11-01' }], 'a consent text of at least 200 characters'],
  ])('a consent file whose retired texts hold %s is refused', (_name, retired, message) => {
    const result = v.safeParse(ConsentSchema, { ...ecmCopy(), retired })
    expect(result.issues?.map((issue) => issue.message)).toContain(message)
  })
})

describe('ConsentLedgerSchema', () => {
  it.each([
    [{ ECM: { 'ecm-a-1': 'ABC' } }, 'a sha256 of the text in lowercase hex (64 characters)'],
    [{ ECM: { 'ecm-a-1': sha256('x').toUpperCase() } }, 'a sha256 of the text in lowercase hex (64 characters)'],
    [{ ECM: { 'Not An Id': sha256('x') } }, 'a version id such as ecm-default-2026-11'],
  ])('%#: refuses %j', (ledger, message) => {
    expect(v.safeParse(ConsentLedgerSchema, ledger).issues?.map((issue) => issue.message)).toContain(message)
  })
})
