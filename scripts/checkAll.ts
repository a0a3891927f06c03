import { join } from 'node:path'
import * as v from 'valibot'
import { everyConsentText } from '../domain/consent/everyConsentText'
import { ContactVariantsSchema, checkVariants } from '../domain/contact/variantSchema'
import { LegalContentSchema } from '../domain/content/legalSchema'
import { formatProblem } from '../domain/content/problems'
import { portalFolder, type PortalConfig } from '../domain/portal'
import { checkConsentFiles } from '../server/consents'
import { checkPortalsAndMessages, formatProblems, readJson, schemaProblems, type InputProblem } from '../content/checks'
import { loadSnapshot, portalSnapshot, snapshotRecordCounts, SnapshotError, type Snapshot } from '../content/snapshot'
import { checkLandings } from '../content/landings'
import { MessagePartError, writeMessageCatalogues } from '../content/messages'
import { dataDirFromEnv } from '../content/portals'
import { isMain } from '../server/isMain'

export interface InputCheck {
  /** Every problem found, one line each, naming file, record and field. */
  problems: string[]
  portals: PortalConfig[]
  snapshot?: Snapshot
  /** Records per data file, for the build summary. */
  records: Record<string, number>
}

/**
 * Checks every input of the build before anything is rendered: portal configs, messages, legal
 * content, consent texts, landing pages and the data snapshot (lookups and products). Lists every problem.
 * First generates the message catalogues from their parts, so nothing reads a stale one.
 */
export async function checkAllInputs(dataDir: string): Promise<InputCheck> {
  const found: InputProblem[] = []
  const lines: string[] = []
  const records: Record<string, number> = {}
  try {
    writeMessageCatalogues(dataDir)
  } catch (error) {
    if (!(error instanceof MessagePartError)) throw error
    lines.push(`data/${error.file} (merging the message fragments): expected valid JSON (${error.reason})`)
  }
  const portals = checkPortalsAndMessages(dataDir, found)
  for (const portal of portals) {
    const rel = `content/${portalFolder(portal)}/legal.json`
    const legal = readJson(dataDir, rel, found)
    if (legal === undefined) continue
    const parsed = v.safeParse(LegalContentSchema, legal)
    if (parsed.success) records[`data/${rel}`] = parsed.output.terms.sections.length + parsed.output.privacy.sections.length
    else found.push(...schemaProblems(`data/${rel}`, LegalContentSchema, parsed.issues))
  }
  // Consent texts are append-only: a published text stays word for word (data/consent/published.json).
  const consents = checkConsentFiles(
    join(dataDir, 'consent'),
    'data/consent',
    portals.map((portal) => portal.code),
  )
  lines.push(...consents.problems)
  for (const [code, file] of Object.entries(consents.consents)) if (file) records[`data/consent/${portalFolder({ code })}.json`] = everyConsentText(file).length
  const landings = checkLandings(dataDir, portals)
  found.push(...landings.problems)
  for (const landing of landings.landings) records[landing.file] = 1
  let snapshot: Snapshot | undefined
  try {
    snapshot = await loadSnapshot(dataDir)
    for (const count of snapshotRecordCounts(snapshot, 'data')) records[count.file] = count.records
    for (const [folder, portalSnapshot] of Object.entries(snapshot)) {
      for (const [key, cards] of Object.entries(portalSnapshot.products)) records[`data/products/${folder}/${key}.json`] = cards.length
    }
    // Every Contact-Me banner a product card uses must have a variant (fields, consent, completion).
    for (const portal of portals) {
      const folder = portalFolder(portal)
      const rel = `contact/variants.${folder}.json`
      const raw = readJson(dataDir, rel, found)
      if (raw === undefined) continue
      const parsed = v.safeParse(ContactVariantsSchema, raw)
      if (!parsed.success) {
        found.push(...schemaProblems(`data/${rel}`, ContactVariantsSchema, parsed.issues))
        continue
      }
      const banners = Object.values(portalSnapshot(snapshot, folder).products).flatMap((cards) => cards.map((card) => card.bannerKey))
      for (const problem of checkVariants(parsed.output, portal, banners)) found.push({ file: `data/${rel}`, expected: problem })
      records[`data/${rel}`] = Object.keys(parsed.output).length
    }
  } catch (error) {
    if (!(error instanceof SnapshotError)) throw error
    lines.push(...error.problems.map((p) => formatProblem({ ...p, file: `data/${p.file}` })))
  }
  if (found.length > 0) lines.unshift(...formatProblems(found).split('\n'))
  return { problems: lines, portals, snapshot, records }
}

// The build runs the checks in a process of their own (scripts/build.ts), so the whole snapshot they
// read is freed with it before any page is rendered: `tsx scripts/checkAll.ts` (DATA_DIR, else data/)
// prints the problems and the records per file as one JSON line.
if (isMain(import.meta.url)) {
  checkAllInputs(dataDirFromEnv()).then(
    ({ problems, records }) => console.log(JSON.stringify({ problems, records })),
    (error: Error) => {
      console.error(error.message)
      process.exit(1)
    },
  )
}
