import { readFileSync } from 'node:fs'
import { symlinksUnder } from '../../content/symlinks'
import { join } from 'node:path'
import * as v from 'valibot'
import { everyConsentText } from '../../domain/consent/everyConsentText'
import { ContactVariantsSchema, checkVariants } from '../../domain/contact/variantSchema'
import { GuidesContentSchema } from '../../domain/content/guidesSchema'
import { LegalContentSchema } from '../../domain/content/legalSchema'
import { legalTexts, placeholdersIn, unknownPlaceholders } from '../../domain/content/operatorText'
import { TrustContentSchema, trustProblems } from '../../domain/content/trustSchema'
import { offeredCalculators } from '../../domain/calculators/registry'
import { productCrossProblems } from '../../domain/content/checkProducts'
import { formatProblem, parseJsonText, schemaProblems as snapshotSchemaProblems, type SnapshotProblem } from '../../domain/content/problems'
import { ProductsFileSchema } from '../../domain/content/schemas'
import { portalFolder, type PortalConfig } from '../../domain/portal'
import { checkConsentFiles } from '../../server/consents'
import { checkPortalsAndMessages, checkRequiredMessages, formatProblems, readJson, schemaProblems, type InputProblem } from '../../content/checks'
import { loadSnapshot, portalSnapshot, snapshotRecordCounts, SnapshotError, type Snapshot } from '../../content/snapshot'
import { checkLandings } from '../../content/landings'
import { checkWizards } from '../../content/wizards'
import { applyProblems } from '../../domain/wizards/applyChecks'
import { MessagePartError, writeMessageCatalogues } from '../../content/messages'
import { dataDirFromEnv } from '../../content/portals'
import { isMain } from '../../server/isMain'

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
 * `trustedProducts`: product files (`products/ecm/deposits.json`) checked before and unchanged since,
 * which skip the card schema (npm run regenerate: those the same as data/'s).
 */
export async function checkAllInputs(
  dataDir: string,
  { trustedProducts = new Set<string>() }: { trustedProducts?: ReadonlySet<string> } = {},
): Promise<InputCheck> {
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
    if (parsed.success) {
      records[`data/${rel}`] = parsed.output.terms.sections.length + parsed.output.privacy.sections.length
      // {operator} and {operatorAddress} come from the trust file (domain/content/operatorText.ts): a portal without one may use none.
      const hasTrust = portal.paths.about !== undefined
      for (const kind of ['terms', 'privacy'] as const)
        for (const [where, text] of legalTexts(parsed.output[kind])) {
          const wrong = hasTrust ? unknownPlaceholders(text) : placeholdersIn(text)
          for (const name of wrong)
            found.push({
              file: `data/${rel}`,
              record: kind,
              field: where,
              expected: hasTrust
                ? `only the placeholders {operator} and {operatorAddress}, not {${name}}`
                : `no placeholder ({${name}}): this portal has no trust file to fill it from`,
            })
        }
    } else found.push(...schemaProblems(`data/${rel}`, LegalContentSchema, parsed.issues))
  }
  checkGuides(dataDir, portals, found, records)
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
  // The application wizards (data/wizards): a card whose Apply opens one needs its vertical's.
  const wizards = checkWizards(dataDir, portals)
  found.push(...wizards.problems)
  for (const [code, file] of wizards.wizards) records[`data/wizards/${portalFolder({ code })}.json`] = Object.keys(file.verticals).length
  let snapshot: Snapshot | undefined
  try {
    snapshot = await loadSnapshot(dataDir, { trusted: trustedProducts })
    for (const count of snapshotRecordCounts(snapshot, 'data')) records[count.file] = count.records
    for (const [folder, portalSnapshot] of Object.entries(snapshot)) {
      for (const [key, cards] of Object.entries(portalSnapshot.products)) records[`data/products/${folder}/${key}.json`] = cards.length
    }
    for (const portal of portals) {
      const loaded = snapshot
      const count = checkBannerVariants(dataDir, portal, () => Object.values(portalSnapshot(loaded, portalFolder(portal)).products).flat(), found)
      if (count !== undefined) records[`data/contact/variants.${portalFolder(portal)}.json`] = count
      // A bad wizards file is named above; its cards are not called dead ends too.
      if (!wizards.problems.some((problem) => problem.file === `data/wizards/${portalFolder(portal)}.json`)) {
        const files = new Map(Object.entries(portalSnapshot(loaded, portalFolder(portal)).products))
        const offered = new Set(Object.keys(wizards.wizards.get(portal.code)?.verticals ?? {}))
        lines.push(...applyProblems(portal, files, offered).map((problem) => formatProblem({ ...problem, file: `data/${problem.file}` })))
      }
    }
  } catch (error) {
    if (!(error instanceof SnapshotError)) throw error
    lines.push(...error.problems.map((p) => formatProblem({ ...p, file: `data/${p.file}` })))
  }
  // Who runs each portal, how it earns and rates, its providers' licences (decision 067).
  for (const portal of portals) lines.push(...checkTrust(dataDir, portal, snapshot, found, records))
  // The messages the data asks for: the tags from the snapshot when it read, else none.
  found.push(
    ...checkRequiredMessages(dataDir, portals, (portal) => {
      const tags = new Map<string, string>()
      const folder = portalFolder(portal)
      const products = snapshot?.[folder]?.products ?? {}
      for (const [key, cards] of Object.entries(products))
        for (const card of cards) for (const tag of card.tags) if (!tags.has(tag)) tags.set(tag, `data/products/${folder}/${key}.json`)
      return tags
    }),
  )
  if (found.length > 0) lines.unshift(...formatProblems(found).split('\n'))
  return { problems: lines, portals, snapshot, records }
}

/**
 * trust.json of a portal against its schema, then across files: a methodology for every vertical, a
 * byline for the guides page and each calculator offered, a licence for every provider of its product
 * files (named by product file and record). Schema problems go to `found`; the rest are returned as lines.
 */
export function checkTrust(
  dataDir: string,
  portal: PortalConfig,
  snapshot: Snapshot | undefined,
  found: InputProblem[],
  records: Record<string, number>,
): string[] {
  // A portal without the trust pages (the xth fixture) has no trust file yet.
  if (portal.paths.about === undefined) return []
  const rel = `content/${portalFolder(portal)}/trust.json`
  const trust = readJson(dataDir, rel, found)
  if (trust === undefined) return []
  const parsed = v.safeParse(TrustContentSchema, trust)
  if (!parsed.success) {
    found.push(...schemaProblems(`data/${rel}`, TrustContentSchema, parsed.issues))
    return []
  }
  records[`data/${rel}`] = Object.keys(parsed.output.licences).length
  const folder = portalFolder(portal)
  const products = new Map<string, { id: number; provider: string }[]>()
  for (const [key, cards] of Object.entries(snapshot?.[folder]?.products ?? {}))
    products.set(
      `data/products/${folder}/${key}.json`,
      cards.map((card) => ({ id: card.id, provider: card.provider })),
    )
  const coverage = {
    verticals: portal.verticals.map((vertical) => vertical.key),
    products,
    bylinePages: ['guides', ...offeredCalculators(portal.paths).map((calculator) => calculator.entry.path)],
  }
  return trustProblems(`data/${rel}`, parsed.output, coverage).map(formatProblem)
}

/** guides.json of each portal against its schema, its links against the portal's verticals; counts its records. */
function checkGuides(dataDir: string, portals: readonly PortalConfig[], found: InputProblem[], records: Record<string, number>): void {
  for (const portal of portals) {
    const rel = `content/${portalFolder(portal)}/guides.json`
    const guides = readJson(dataDir, rel, found)
    if (guides === undefined) continue
    const parsed = v.safeParse(GuidesContentSchema, guides)
    if (!parsed.success) {
      found.push(...schemaProblems(`data/${rel}`, GuidesContentSchema, parsed.issues))
      continue
    }
    records[`data/${rel}`] = parsed.output.topics.items.length + parsed.output.faq.items.length
    const verticals = new Set(portal.verticals.map((vertical) => vertical.key))
    const links = [...parsed.output.topics.items.flatMap((topic) => topic.links), ...parsed.output.help.links]
    for (const link of links)
      if (!verticals.has(link.vertical))
        found.push({
          file: `data/${rel}`,
          field: 'links.vertical',
          expected: `a vertical key of ${portal.code} (${[...verticals].join(', ')}), got "${link.vertical}"`,
        })
  }
}

/**
 * The checks of the portal configs and their messages alone (the registry, Intl, addresses, the
 * messages the configs ask for, guides.json), without the snapshot: what the build runs first, so
 * that such a mistake is named in a moment. checkAllInputs runs them again with everything else.
 */
export function earlyPortalProblems(dataDir: string): string[] {
  // First: nothing below is read through a link out of the data folder.
  const links = symlinksUnder(dataDir)
  if (links.length > 0)
    return links.map((link) => `data/${link}: a symbolic link; the build reads only files inside data/, never through a link (put the file itself there)`)
  const found: InputProblem[] = []
  try {
    writeMessageCatalogues(dataDir)
  } catch (error) {
    if (!(error instanceof MessagePartError)) throw error
    return [`data/${error.file} (merging the message fragments): expected valid JSON (${error.reason})`]
  }
  const portals = checkPortalsAndMessages(dataDir, found)
  checkGuides(dataDir, portals, found, {})
  found.push(...checkRequiredMessages(dataDir, portals, () => new Map()))
  return found.length === 0 ? [] : formatProblems(found).split('\n')
}

/** Every Contact-Me banner a product card uses must have a variant (fields, consent, completion); the variants counted when they read. */
function checkBannerVariants(dataDir: string, portal: PortalConfig, cards: () => readonly { bannerKey: string }[], found: InputProblem[]): number | undefined {
  const rel = `contact/variants.${portalFolder(portal)}.json`
  const raw = readJson(dataDir, rel, found)
  if (raw === undefined) return undefined
  const parsed = v.safeParse(ContactVariantsSchema, raw)
  if (!parsed.success) {
    found.push(...schemaProblems(`data/${rel}`, ContactVariantsSchema, parsed.issues))
    return undefined
  }
  for (const problem of checkVariants(
    parsed.output,
    portal,
    cards().map((card) => card.bannerKey),
  ))
    found.push({ file: `data/${rel}`, expected: problem })
  return Object.keys(parsed.output).length
}

/**
 * The checks of a build in which only product files changed since the last one (decision 024): every
 * other input is byte for byte what the last build checked, with the same code. Each changed file is
 * checked against the card schema; the checks across files (ids, slugs, counts, partners) and the
 * banners' variants run over every product file of the portal, the unchanged ones trusted to match the
 * schema. The problems are worded as checkAllInputs words them.
 */
export function checkChangedProducts(dataDir: string, portal: PortalConfig, changed: ReadonlySet<string>): string[] {
  const folder = portalFolder(portal)
  const problems: SnapshotProblem[] = []
  const files = new Map<string, unknown>()
  for (const vertical of portal.verticals) {
    const rel = `products/${folder}/${vertical.key}.json`
    let text: string
    try {
      text = readFileSync(join(dataDir, rel), 'utf8')
    } catch (error) {
      // A missing file is named by productCrossProblems.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        problems.push({ file: rel, record: null, field: '', expected: 'a readable file', received: String(error) })
      continue
    }
    const parsed = parseJsonText(rel, text)
    if (!parsed.ok) {
      problems.push(parsed.problem)
      continue
    }
    files.set(vertical.key, parsed.value)
    if (changed.has(vertical.key)) problems.push(...snapshotSchemaProblems(rel, ProductsFileSchema, parsed.value))
  }
  const trusted = new Set(portal.verticals.map((vertical) => vertical.key).filter((key) => !changed.has(key)))
  // A file that exists but does not read or parse is already named: not called missing too (as loadSnapshot does).
  const unreadable = new Set(problems.map((problem) => problem.file))
  problems.push(...productCrossProblems(portal, files, trusted).filter((problem) => !(problem.received === 'no such file' && unreadable.has(problem.file))))
  // The short path checks the wizards too: a changed card may now open a wizard its vertical has not.
  const wizards = checkWizards(dataDir, [portal])
  if (wizards.problems.length === 0) problems.push(...applyProblems(portal, files, new Set(Object.keys(wizards.wizards.get(portal.code)?.verticals ?? {}))))
  const lines = problems.map((problem) => formatProblem({ ...problem, file: `data/${problem.file}` }))
  const found: InputProblem[] = [...wizards.problems]
  if (problems.length === 0) {
    const cards = [...files.values()].flatMap((value) => value as { bannerKey: string }[])
    checkBannerVariants(dataDir, portal, () => cards, found)
  }
  if (found.length > 0) lines.unshift(...formatProblems(found).split('\n'))
  return lines
}

// The build runs the checks in a process of their own (scripts/pipeline/build.ts), so the whole snapshot they
// read is freed with it before any page is rendered: `tsx scripts/pipeline/checkAll.ts` (DATA_DIR, else data/)
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
