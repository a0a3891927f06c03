import * as v from 'valibot'
import { VersionSchema, type Consents } from './consentSchema'
import { consentWording, everyConsentText } from './everyConsentText'

/** Where the ledger lives, as content staff see it in messages. */
export const CONSENT_LEDGER_FILE = 'data/consent/published.json'

const Sha256Schema = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'a sha256 of the text in lowercase hex (64 characters)'))

/**
 * data/consent/published.json: per portal code, every consent version ever published and the sha256
 * (hex, of the UTF-8 bytes of its wording: the summary sentence, a blank line and the text; the text alone before summaries) of its exact text. Append-only: an entry is never changed or removed.
 */
export const ConsentLedgerSchema = v.record(v.pipe(v.string(), v.regex(/^[A-Z]+$/, 'a portal code such as ECM')), v.record(VersionSchema, Sha256Schema))
export type ConsentLedger = v.InferOutput<typeof ConsentLedgerSchema>

/** Hex sha256 of a text's UTF-8 bytes; given by the caller, so domain/ needs no crypto module. */
export type Sha256 = (text: string) => string

export interface LedgerCheckOptions {
  /** The consent file as messages name it, e.g. data/consent/ecm.json. */
  file: string
  sha256: Sha256
  /** The ledger as messages name it; data/consent/published.json unless told. */
  ledgerFile?: string
}

/**
 * What breaks the append-only rule in one portal's consent file, one message per version: a published
 * version that left the file, a published text edited in place, a version the ledger has not recorded.
 */
export function consentLedgerProblems(ledger: ConsentLedger, consents: Consents, options: LedgerCheckOptions): string[] {
  const { file, sha256, ledgerFile = CONSENT_LEDGER_FILE } = options
  const published = ledger[consents.portal] ?? {}
  const texts = new Map(everyConsentText(consents).map((item) => [item.version, consentWording(item)]))
  const problems: string[] = []
  for (const [version, hash] of Object.entries(published)) {
    const text = texts.get(version)
    if (text === undefined) {
      problems.push(
        `${file}: ${consents.portal} consent version ${version} disappeared; ${ledgerFile} lists it, so keep its text word for word under "retired"`,
      )
    } else if (sha256(text) !== hash) {
      problems.push(
        `${file}: ${consents.portal} consent version ${version}: text changed; publish it under a new version id and keep the published text word for word (under "retired" once no page shows it)`,
      )
    }
  }
  for (const version of texts.keys()) {
    if (!Object.hasOwn(published, version)) problems.push(`${file}: ${consents.portal} consent version ${version} is not in ${ledgerFile}; add it`)
  }
  return problems
}

/** The ledger with every version of the file that it lacks added; entries already there are never changed. */
export function withUnpublishedVersions(ledger: ConsentLedger, consents: Consents, sha256: Sha256): ConsentLedger {
  const published = { ...(ledger[consents.portal] ?? {}) }
  for (const item of everyConsentText(consents)) {
    if (!Object.hasOwn(published, item.version)) published[item.version] = sha256(consentWording(item))
  }
  return { ...ledger, [consents.portal]: published }
}
