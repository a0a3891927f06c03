// npm run regenerate -- --api URL [--dry-run] [--data-dir data] [--dist-dir dist] [--reports-dir reports/regenerate] [--timeout 15]
// Pull, validate, compare, build, publish: refreshes the data snapshot from the live API and rebuilds
// both portals, with a change report (reports/regenerate/<time>.md and .html) against the published
// snapshot. Everything happens in work folders; data/ and dist/ change only at the very end, and only
// when every step succeeded, in one journaled commit that keeps what it replaced for npm run rollback
// (scripts/pipeline/publishStore.ts, docs/operations.md). When only product files changed, only the pages of the
// changed verticals are rendered and only the files that differ are replaced (the short path, decision
// 034). --dry-run stops after the report.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { changeReportHtml, changeReportMarkdown } from '../../domain/content/changeReport'
import { diffSnapshots, type SnapshotDiff } from '../../domain/content/snapshotDiff'
import { checkAllInputs } from './checkAll'
import { comparableSnapshots } from '../../content/snapshot'
import { loadPortals } from '../../content/portals'
import { pullData } from './pullData'
import { isMain } from '../../server/isMain'
import { manifestName, productHashes, siteKey, stateName, writeState } from './buildState'
import { catalogueBuild, type InPlacePlan } from './catalogueBuild'
import { runProductPages } from './build'
import { abandonPublish, beginPublish, commitPublish, recoverPublishes, type Change, type PublishRecord } from './publishStore'
import { pageFile } from './sitePages'

export interface RegenerateOptions {
  api: string
  dataDir?: string
  distDir?: string
  reportsDir?: string
  dryRun?: boolean
  timeoutMs?: number
  log?: (line: string) => void
  /** The time in the report's name (tests). */
  now?: Date
}

export interface RegenerateResult {
  diff: SnapshotDiff
  report: { markdown: string; html: string }
  published: boolean
}

/** A step that failed: the message says which and why; data/ and dist/ are as they were. */
export class RegenerateError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RegenerateError'
  }
}

const STEPS = ['pull', 'validate', 'compare', 'build', 'publish'] as const

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`
}

/** Runs scripts/pipeline/build.ts with the work data and a staging dist; resolves with its summary lines. */
function runBuild(dataDir: string, distDir: string, publishedDir: string): Promise<string> {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'scripts', 'pipeline', 'build.ts')], {
      // The published sites and their page manifests: unchanged pages are carried over (decision 019).
      env: { ...process.env, DATA_DIR: dataDir, DIST_DIR: distDir, PREVIOUS_DIST_DIR: publishedDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? done(output) : reject(new Error(`the build failed (exit ${code}):\n${output.trim().split('\n').slice(-40).join('\n')}`)),
    )
  })
}

/** Every file under `dir/folder`, as paths relative to `dir`. */
function filesUnder(dir: string, folder: string): string[] {
  const root = join(dir, folder)
  if (!existsSync(root)) return []
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
}

/** The product files of the work copy (`products/ecm/deposits.json`) whose bytes are those of the same file in data/. */
function sameProductFiles(workData: string, dataDir: string): Set<string> {
  return new Set(
    filesUnder(workData, 'products').filter(
      (rel) => existsSync(join(dataDir, rel)) && readFileSync(join(dataDir, rel)).equals(readFileSync(join(workData, rel))),
    ),
  )
}

/** One line per portal for the publish record (what `npm run rollback` says it undid). */
function changeLines(diff: SnapshotDiff): string[] {
  const names = (refs: ReadonlyArray<{ id: number; name: string; vertical: string }>) =>
    refs.length === 0
      ? ''
      : `: ${refs
          .slice(0, 5)
          .map((ref) => `${ref.vertical} #${ref.id} "${ref.name}"`)
          .join(', ')}${refs.length > 5 ? ` and ${refs.length - 5} more` : ''}`
  return diff.portals.map(({ portal, products, lookups }) =>
    [
      `${portal.toUpperCase()}: ${products.changed.length} changed${names(products.changed)}`,
      `${products.added.length} added${names(products.added)}`,
      `${products.removed.length} removed${names(products.removed)}`,
      `${lookups.length} lookups changed${lookups.length > 0 ? ` (${lookups.map((l) => l.lookup).join(', ')})` : ''}`,
    ].join('; '),
  )
}

/** The snapshot files of `folders` that differ between the work copy and data/: staged in `staging`, as changes of data/. */
function dataChanges(workData: string, dataDir: string, folders: readonly string[], staging: string): Change[] {
  const changes: Change[] = []
  for (const folder of folders) {
    const incoming = new Set(filesUnder(workData, folder))
    for (const file of incoming) {
      const text = readFileSync(join(workData, file))
      const target = join(dataDir, file)
      if (existsSync(target) && readFileSync(target).equals(text)) continue
      const staged = join(staging, 'data', file)
      mkdirSync(join(staged, '..'), { recursive: true })
      writeFileSync(staged, text)
      changes.push({ target, staged })
    }
    for (const file of filesUnder(dataDir, folder)) if (!incoming.has(file)) changes.push({ target: join(dataDir, file), staged: null })
  }
  return changes
}

/** The short path's staged pages as changes of the published sites, with each site's new manifest and state. */
function siteChanges(plans: readonly InPlacePlan[], distDir: string, staging: string): Change[] {
  return plans.flatMap((plan) => {
    // Out of the catalogue build's staging folder (removed when it returns) into the publish's own.
    const staged = join(staging, 'sites', plan.folder)
    mkdirSync(join(staging, 'sites'), { recursive: true })
    renameSync(plan.staged, staged)
    const site = join(distDir, plan.folder)
    const manifest = join(staging, manifestName(plan.folder))
    writeFileSync(manifest, JSON.stringify(plan.manifest))
    writeState(staging, plan.folder, plan.state)
    return [
      ...plan.files.map((file) => ({ target: join(site, file), staged: join(staged, file) })),
      ...plan.removed.map((path) => ({ target: pageFile(site, path), staged: null })),
      ...plan.removedFiles.map((rel) => ({ target: join(site, rel), staged: null })),
      { target: join(distDir, manifestName(plan.folder)), staged: manifest },
      { target: join(distDir, stateName(plan.folder)), staged: join(staging, stateName(plan.folder)) },
    ]
  })
}

/** The whole run; throws RegenerateError naming the step that failed (nothing published then). */
export async function regenerate(options: RegenerateOptions): Promise<RegenerateResult> {
  const log = options.log ?? ((line: string) => console.log(line))
  const dataDir = resolve(options.dataDir ?? 'data')
  const distDir = resolve(options.distDir ?? 'dist')
  const reportsDir = resolve(options.reportsDir ?? join('reports', 'regenerate'))
  const now = options.now ?? new Date()
  const started = performance.now()
  const id = `${process.pid}-${Date.now()}`
  // The work copy of data/ goes in build/ (ignored by git, like the build's own work folders); what is
  // published is staged inside dist/ (dist/.published/), on the same file system, so that publishing is renames.
  const work = join(process.cwd(), 'build', `regenerate-${id}`)
  const workData = join(work, 'data')
  const shown = (dir: string) => (relative(process.cwd(), dir).startsWith('..') ? dir : relative(process.cwd(), dir) || '.')
  const untouched = `${shown(dataDir)}/ and ${shown(distDir)}/ were left unchanged.`

  let stepIndex = 0
  const step = async <T>(run: () => Promise<T> | T, describe: (value: T) => string): Promise<T> => {
    const name = STEPS[stepIndex]!
    const label = `[${stepIndex + 1}/${STEPS.length}] ${name}`
    stepIndex += 1
    const at = performance.now()
    log(`${label} …`)
    try {
      const value = await run()
      log(`${label} … ${describe(value)} (${seconds(at)})`)
      return value
    } catch (error) {
      log(`${label} … failed (${seconds(at)})`)
      throw new RegenerateError(`regenerate failed at step ${name}: ${(error as Error).message}\n${untouched}`)
    }
  }
  const skip = (why: string) => {
    log(`[${stepIndex + 1}/${STEPS.length}] ${STEPS[stepIndex]} … skipped (${why})`)
    stepIndex += 1
  }

  try {
    // 1. Pull into a copy of data/ (the portal configs, messages and content come along unchanged).
    await step(
      async () => {
        cpSync(dataDir, workData, { recursive: true })
        try {
          return await pullData({ api: options.api, dataDir: workData, timeoutMs: options.timeoutMs, log: (line) => log(`    ${line}`) })
        } catch (error) {
          // pullData's own last line names the work copy; the line about data/ and dist/ below says it all.
          throw new Error((error as Error).message.replace(/\nThe snapshot in .* was left unchanged\.$/, ''))
        }
      },
      (result) => `${result.files.length} files`,
    )
    // 2. Everything the build checks, with the new snapshot (landings, contact banners of the new cards...).
    await step(
      async () => {
        // A product file byte for byte the same as data/'s was checked when data/ was published, and is
        // checked again by the build below whenever it differs from the published build's (decision 034).
        const check = await checkAllInputs(workData, { trustedProducts: sameProductFiles(workData, dataDir) })
        if (check.problems.length > 0) throw new Error(`the data has ${check.problems.length} problem(s):\n${check.problems.join('\n')}`)
        return check
      },
      () => 'ok',
    )
    // 3. Compare with the published snapshot and write the report.
    const { diff, report, files } = await step(
      async () => {
        // Both checked already (data/ at its publish, the work copy in step 2): read, not checked again.
        const { before, after } = await comparableSnapshots(dataDir, workData)
        const diff = diffSnapshots(before, after)
        const meta = { api: options.api, pulledAt: now.toISOString(), dryRun: options.dryRun === true }
        const report = { markdown: changeReportMarkdown(diff, meta), html: changeReportHtml(diff, meta) }
        mkdirSync(reportsDir, { recursive: true })
        const stamp = now
          .toISOString()
          .replace(/\.\d+Z$/, 'Z')
          .replace(/:/g, '-')
        const files = [join(reportsDir, `${stamp}.md`), join(reportsDir, `${stamp}.html`)]
        writeFileSync(files[0]!, report.markdown)
        writeFileSync(files[1]!, report.html)
        return { diff, report, files }
      },
      ({ diff }) =>
        diff.portals
          .map(
            (p) =>
              `${p.portal}: ${p.products.added.length} added, ${p.products.removed.length} removed, ${p.products.changed.length} changed, ${p.lookups.length} lookups changed`,
          )
          .join('; '),
    )
    for (const file of files) log(`    report: ${shown(file)}`)

    if (options.dryRun) {
      skip('--dry-run')
      skip('--dry-run')
      log(`Dry run done in ${seconds(started)}: nothing was written to data/ or dist/.`)
      return { diff, report, published: false }
    }

    // 4. Build. Only product files changed and the published sites' build states match the work copy's
    // code and other data: the changed verticals' pages are rendered and staged (decision 034). Else
    // both portals are built whole into a staging dist, carrying unchanged pages over (decision 019).
    recoverPublishes(distDir)
    const entry = beginPublish(distDir, now)
    const stagingDist = join(entry.staging, 'dist')
    const registry = loadPortals(workData)
    let committed = false
    try {
      const built = await step(
        async (): Promise<{ kind: PublishRecord['kind']; changes: Change[]; lines: string[]; said: string }> => {
          let changes: Change[] | null = null
          const root = process.cwd()
          const key = siteKey(root, workData)
          const fast = await catalogueBuild({
            root,
            runId: id,
            dataDir: workData,
            dist: distDir,
            registry,
            siteKey: key,
            products: Object.fromEntries(registry.map((env) => [env.folder, productHashes(workData, env.folder, env.config)])),
            step: (_name, run) => run(),
            runLoop: runProductPages,
            // Called while the catalogue build's staging folders exist: their files move into the publish's entry.
            commit: (plans: InPlacePlan[]) => {
              changes = siteChanges(plans, distDir, entry.staging)
            },
          })
          if (typeof fast !== 'string' && changes !== null) {
            const lines = fast.map(({ portal, inPlace, productPages }) =>
              inPlace.verticals.length === 0
                ? `${portal}: no product file changed`
                : `${portal}: only ${inPlace.verticals.join(', ')} changed: ${productPages.rendered} ${productPages.rendered === 1 ? 'page' : 'pages'} rendered, ${inPlace.moved} files to replace, ${inPlace.removed} ${inPlace.removed === 1 ? 'page' : 'pages'} to remove${inPlace.filesRemoved > 0 ? ` and ${inPlace.filesRemoved} data ${inPlace.filesRemoved === 1 ? 'file' : 'files'}` : ''}`,
            )
            return { kind: 'files', changes, lines, said: 'short path: only product files changed' }
          }
          const output = await runBuild(workData, stagingDist, distDir)
          const swaps = registry.flatMap((env) =>
            [env.folder, manifestName(env.folder), stateName(env.folder)].map((name) => ({ target: join(distDir, name), staged: join(stagingDist, name) })),
          )
          return {
            kind: 'sites',
            changes: swaps,
            // Each portal's summary, and its page loop's (how many pages were carried over unchanged, or why none).
            lines: [`whole build: ${String(fast)}`, ...output.split('\n').filter((l) => /^ {2}[A-Z]{2,8}:|^ {4}page loop:/.test(l))],
            // The progress line keeps the total; the build's step times stay in its own output.
            said:
              output
                .split('\n')
                .find((line) => line.startsWith('Built in'))
                ?.replace(/ \(.*\)$/, '')
                .trim() ?? 'ok',
          }
        },
        (value) => value.said,
      )
      for (const line of built.lines) log(`  ${line.trim()}`)

      // 5. Publish: the sites' changes and the snapshot's in one journaled commit; what they replace is kept.
      await step(
        async () => {
          const folders = registry.flatMap((env) => [`lookups/${env.folder}`, `products/${env.folder}`])
          const changes = [...built.changes, ...dataChanges(workData, dataDir, folders, entry.staging)]
          const record: PublishRecord = { at: now.toISOString(), source: options.api, kind: built.kind, changes: changeLines(diff) }
          commitPublish(
            distDir,
            entry,
            changes,
            record,
            registry.map((env) => join(distDir, stateName(env.folder))),
          )
          committed = true
          return changes
        },
        (changes) => {
          const sites = registry.map((env) => `dist/${env.folder}`).join(', ')
          const data = changes.filter((change) => change.target.startsWith(`${dataDir}/`)).length
          return built.kind === 'sites'
            ? `${sites} and the snapshot in data/ replaced`
            : `${changes.length - data} files of ${sites} and ${data} files of data/ replaced or removed`
        },
      )
    } finally {
      if (!committed) abandonPublish(entry)
    }
    log(`Regenerated in ${seconds(started)}. npm run rollback puts back the sites and data as they were before.`)
    return { diff, report, published: true }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/** CLI entry: returns the exit code (0 done, 1 failed, 2 bad usage). */
export async function runRegenerateCli(argv: readonly string[], log = console.log, logError = console.error): Promise<number> {
  const usage = 'Usage: npm run regenerate -- --api URL [--dry-run] [--data-dir data] [--dist-dir dist] [--reports-dir reports/regenerate] [--timeout 15]'
  let values
  try {
    ;({ values } = parseArgs({
      args: [...argv],
      options: {
        api: { type: 'string' },
        'dry-run': { type: 'boolean' },
        'data-dir': { type: 'string' },
        'dist-dir': { type: 'string' },
        'reports-dir': { type: 'string' },
        timeout: { type: 'string' },
      },
    }))
  } catch (error) {
    logError(`${(error as Error).message}\n${usage}`)
    return 2
  }
  if (values.api === undefined) {
    logError(usage)
    return 2
  }
  const timeout = values.timeout === undefined ? 15 : Number(values.timeout)
  if (!(timeout > 0)) {
    logError(`--timeout must be a number of seconds above 0, got "${values.timeout}".`)
    return 2
  }
  try {
    await regenerate({
      api: values.api,
      dataDir: values['data-dir'],
      distDir: values['dist-dir'],
      reportsDir: values['reports-dir'],
      dryRun: values['dry-run'] === true,
      timeoutMs: timeout * 1000,
      log,
    })
    return 0
  } catch (error) {
    logError(error instanceof RegenerateError ? error.message : `regenerate failed: ${(error as Error).stack ?? String(error)}`)
    return 1
  }
}

if (isMain(import.meta.url)) {
  process.exitCode = await runRegenerateCli(process.argv.slice(2))
}
