// npm run regenerate -- --api URL [--dry-run] [--data-dir data] [--dist-dir dist] [--reports-dir reports/regenerate] [--timeout 15]
// Pull, validate, compare, build, publish: refreshes the data snapshot from the live API and rebuilds
// both portals, with a change report (reports/regenerate/<time>.md and .html) against the published
// snapshot. Everything happens in work folders; data/ and dist/ change only at the very end, and only
// when every step succeeded. --dry-run stops after the report.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { changeReportHtml, changeReportMarkdown } from '../domain/content/changeReport'
import { diffSnapshots, type SnapshotDiff } from '../domain/content/snapshotDiff'
import { checkAllInputs } from './checkAll'
import { loadSnapshot } from '../content/snapshot'
import { loadPortals } from '../content/portals'
import { pullData } from './pullData'
import { replaceFilesAtomically } from './replaceFiles'
import { isMain } from '../server/isMain'
import { manifestName, stateName } from './buildState'

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

/** Runs scripts/build.ts with the work data and a staging dist; resolves with its summary lines. */
function runBuild(dataDir: string, distDir: string, publishedDir: string): Promise<string> {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'scripts', 'build.ts')], {
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

/**
 * Moves the staged sites into dist/{ecm,ckj} with renames (the old sites aside first), each with its
 * page manifest (the next build's incremental base must describe the site it sits beside); undoes the
 * moves already made if one fails. Returns the old sites and manifests, to remove once all is published.
 */
function swapSites(stagingDist: string, distDir: string, id: string, folders: readonly string[]): { undo: () => void; old: string[] } {
  const done: { target: string; old: string | null }[] = []
  const undo = () => {
    for (const { target, old } of done.reverse()) {
      rmSync(target, { recursive: true, force: true })
      if (old) renameSync(old, target)
    }
  }
  const move = (from: string, target: string, old: string) => {
    const had = existsSync(target)
    if (had) renameSync(target, old)
    done.push({ target, old: had ? old : null })
    if (existsSync(from)) renameSync(from, target)
  }
  try {
    for (const folder of folders) {
      move(join(stagingDist, folder), join(distDir, folder), join(distDir, `.${folder}-replaced-${id}`))
      const manifest = manifestName(folder)
      move(join(stagingDist, manifest), join(distDir, manifest), join(distDir, `.${folder}-pages-replaced-${id}.json`))
      // And its build state: the base of a later build in which only product files changed (decision 024).
      const state = stateName(folder)
      move(join(stagingDist, state), join(distDir, state), join(distDir, `.${folder}-build-replaced-${id}.json`))
    }
  } catch (error) {
    undo()
    throw error
  }
  return { undo, old: done.flatMap(({ old }) => (old ? [old] : [])) }
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
  // The work copy of data/ goes in build/ (ignored by git, like the build's own work folders); the staging
  // sites inside dist/, on the same file system, so that publishing them is a rename.
  const work = join(process.cwd(), 'build', `regenerate-${id}`)
  const workData = join(work, 'data')
  const stagingDist = join(distDir, `.regenerate-${id}`)
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
        const check = await checkAllInputs(workData)
        if (check.problems.length > 0) throw new Error(`the data has ${check.problems.length} problem(s):\n${check.problems.join('\n')}`)
        return check
      },
      () => 'ok',
    )
    // 3. Compare with the published snapshot and write the report.
    const { diff, report, files } = await step(
      async () => {
        const diff = diffSnapshots(await loadSnapshot(dataDir), await loadSnapshot(workData))
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

    // 4. Build both portals from the work copy into the staging dist.
    const buildOutput = await step(
      () => runBuild(workData, stagingDist, distDir),
      (output) =>
        output
          .split('\n')
          .find((line) => line.startsWith('Built in'))
          // The progress line keeps the total; the build's step times stay in its own output.
          ?.replace(/ \(.*\)$/, '')
          .trim() ?? 'ok',
    )
    // Each portal's summary, and its page loop's (how many pages were carried over unchanged, or why none).
    for (const line of buildOutput.split('\n').filter((l) => /^ {2}[A-Z]{2,8}:|^ {4}page loop:/.test(l))) log(`  ${line.trim()}`)

    // 5. Publish: the sites into dist/, then the snapshot files into data/ (dist moved back if that fails).
    await step(
      async () => {
        const portalFolders = loadPortals(dataDir).map((portal) => portal.folder)
        const sites = swapSites(stagingDist, distDir, id, portalFolders)
        try {
          const folders = portalFolders.flatMap((folder) => [`lookups/${folder}`, `products/${folder}`])
          const written = folders.flatMap((folder) => filesUnder(workData, folder)).map((file) => ({ file, text: readFileSync(join(workData, file), 'utf8') }))
          await replaceFilesAtomically(dataDir, written, folders)
        } catch (error) {
          sites.undo()
          throw error
        }
        for (const old of sites.old) rmSync(old, { recursive: true, force: true })
        return sites
      },
      () =>
        `${loadPortals(dataDir)
          .map((portal) => `dist/${portal.folder}`)
          .join(', ')} and the snapshot in data/ replaced`,
    )
    log(`Regenerated in ${seconds(started)}.`)
    return { diff, report, published: true }
  } finally {
    rmSync(work, { recursive: true, force: true })
    rmSync(stagingDist, { recursive: true, force: true })
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
