// npx tsx scripts/pipeline/publishConsents.ts [--dir data/consent]
// Records new consent texts in data/consent/published.json: adds every version of the consent files
// that the ledger lacks, with the sha256 of its text. It never changes or removes an entry, and writes
// nothing while a published text was edited in place or left its file.
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { consentLedgerProblems, withUnpublishedVersions, type ConsentLedger } from '../../domain/consent/consentLedger'
import { portalFolder } from '../../domain/portal'
import { loadPortals } from '../../content/portals'
import { checkConsentFiles, sha256Hex } from '../../server/consents'
import { formatJson } from './formatJson'

const { values } = parseArgs({ options: { dir: { type: 'string', default: join('data', 'consent') } } })
const dir = values.dir
const ledgerPath = join(dir, 'published.json')
const codes = loadPortals().map((portal) => portal.code)
const check = checkConsentFiles(dir, dir, codes)
// The very first run has no ledger yet; any other unreadable ledger is a problem to fix by hand.
const ledger: ConsentLedger | null = check.ledger ?? (existsSync(ledgerPath) ? null : {})
const files = codes.flatMap((code) => check.consents[code] ?? [])
if (ledger === null || files.length < codes.length) {
  console.error(check.problems.join('\n'))
  process.exit(1)
}
const next = files.reduce((current, file) => withUnpublishedVersions(current, file, sha256Hex), ledger)
// With every version recorded, what is left is an edited or vanished text: never written over.
const problems = files.flatMap((file) =>
  consentLedgerProblems(next, file, { file: join(dir, `${portalFolder({ code: file.portal })}.json`), ledgerFile: ledgerPath, sha256: sha256Hex }),
)
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
const added = files.flatMap((file) => Object.keys(next[file.portal] ?? {}).filter((version) => !Object.hasOwn(ledger[file.portal] ?? {}, version)))
if (added.length === 0) console.log(`${ledgerPath} already lists every consent version`)
else {
  writeFileSync(ledgerPath, formatJson(next))
  console.log(`${ledgerPath}: added ${added.join(', ')}`)
}
