// npm run bench:build -- --products N: builds both portals with N synthetic products per portal (the
// real cards cloned with new ids and slugs) and reports pages per second and peak memory (RSS of the
// build and every process it starts, sampled every 100 ms from /proc). With --change-one it then changes
// one product and builds again, and reports that build too: only a product file changed, so the published
// site is updated in place (decision 024). With --publish it then publishes a pulled change of one
// product with npm run regenerate (a local stand-in for the API serving the snapshot) and rolls it back
// with npm run rollback's function, and reports the time from the end of the pull to the publish, and
// of the rollback (decision 034). It reports each portal's files too: Cloudflare Pages takes at most
// 100,000 files a deployment (decision 050), and exits with 1 when a portal has more.
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { parseArgs } from 'node:util'
import { builtPages, siteFiles } from '../pipeline/sitePages'
import { formatJson } from '../pipeline/formatJson'
import { loadPortals } from '../../content/portals'
import { readSnapshotFiles } from '../../content/snapshot'
import { startFakeApi } from '../servers/fakeLookupApi'
import { regenerate } from '../pipeline/regenerate'
import { rollbackLatest } from '../pipeline/publishStore'

/** What a process of the build is, for the memory report: the script it runs. */
function processLabel(pid: number): string {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    const script = args.find((a) => /\.(ts|js|mjs)$/.test(a)) ?? args[0] ?? '?'
    const portal = args[args.indexOf('--portal') + 1]
    return `${script.replace(/^.*\/(node_modules\/)?/, '')}${args.includes('--portal') ? ` ${portal}` : ''}${args.includes('--bundle-only') ? ' (bundling)' : ''}`
  } catch {
    return '?'
  }
}

/** The largest RSS seen for each kind of process of the build. */
const peakByProcess = new Map<string, number>()
/** The RSS of each process in the latest sample, and in the sample with the largest total. */
let sample = new Map<string, number>()
let atPeak = new Map<string, number>()

function treeRssBytes(rootPid: number): number {
  let total = 0
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // the process ended while we looked
    }
  }
  const stack = [rootPid]
  while (stack.length > 0) {
    const pid = stack.pop()!
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      const rss = /VmRSS:\s+(\d+) kB/.exec(status)
      if (rss) {
        const bytes = Number(rss[1]) * 1024
        total += bytes
        const label = processLabel(pid)
        peakByProcess.set(label, Math.max(peakByProcess.get(label) ?? 0, bytes))
        sample.set(label, (sample.get(label) ?? 0) + bytes)
      }
    } catch {
      // ended
    }
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

/** The most files Cloudflare Pages takes in one deployment (20,000 on its free plan). */
const DEPLOYMENT_FILES = 100_000

/** Each portal's files (what a deployment uploads), its pages and its product data files, and whether it fits one deployment. */
function fileCounts(distDir: string): { lines: string[]; fits: boolean } {
  let fits = true
  const lines = loadPortals().map((portal) => {
    const site = join(distDir, portal.folder)
    const files = siteFiles(site)
    const data = files.filter((file) => relative(site, file).startsWith(join('data', 'products') + sep)).length
    if (files.length > DEPLOYMENT_FILES) fits = false
    const pages = files.filter((file) => file.endsWith('.html')).length
    return (
      `files ${portal.code}:`.padEnd(21) +
      `${files.length} (${pages} pages, ${data} product data files): ${files.length <= DEPLOYMENT_FILES ? 'within' : 'OVER'} the ${DEPLOYMENT_FILES.toLocaleString('en')} of a Cloudflare Pages deployment`
    )
  })
  return { lines, fits }
}

/** Clones each vertical's cards until the portal holds `perPortal` products in all. */
function synthesise(dataDir: string, perPortal: number): void {
  for (const { folder: portal } of loadPortals(dataDir)) {
    const dir = join(dataDir, 'products', portal)
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'))
    const perVertical = Math.max(15, Math.ceil(perPortal / files.length))
    let nextId = 1_000_000
    for (const file of files) {
      const cards = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { id: number; slug: string; name: string }[]
      const out = []
      for (let i = 0; i < perVertical; i++) {
        const base = cards[i % cards.length]!
        out.push(i < cards.length ? base : { ...base, id: nextId++, slug: `${base.slug}-${i}`, name: `${base.name} ${i}` })
      }
      // As npm run data:pull writes them: a pull of the same cards then leaves the file byte for byte.
      writeFileSync(join(dir, file), formatJson(out))
    }
  }
}

/** Runs the build on `dataDir` into `distDir` (with `args`), sampling the RSS of its process tree; returns its output, time and peak. */
/**
 * CPU-seconds of this process's finished children and theirs (user, kernel), from /proc/self/stat
 * (cutime and cstime, in USER_HZ: 100 a second on Linux). The build's processes all wait for theirs.
 */
function childCpuSeconds(): { user: number; kernel: number } {
  const stat = readFileSync('/proc/self/stat', 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { user: Number(fields[13]) / 100, kernel: Number(fields[14]) / 100 }
}

async function timedBuild(
  dataDir: string,
  distDir: string,
  args: string[] = [],
): Promise<{ output: string; seconds: number; peak: number; peakAt: number; cpu: { user: number; kernel: number } }> {
  const cpuBefore = childCpuSeconds()
  peakByProcess.clear()
  atPeak = new Map()
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/pipeline/build.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let peak = 0
  let peakAt = 0
  const sampler = setInterval(() => {
    sample = new Map()
    const rss = treeRssBytes(child.pid!)
    if (rss > peak) [peak, peakAt, atPeak] = [rss, (performance.now() - started) / 1000, sample]
  }, 100)
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)))
  clearInterval(sampler)
  if (code !== 0) {
    console.error(output)
    throw new Error(`The build failed (exit ${code})`)
  }
  const cpuAfter = childCpuSeconds()
  const cpu = { user: cpuAfter.user - cpuBefore.user, kernel: cpuAfter.kernel - cpuBefore.kernel }
  return { output, seconds: (performance.now() - started) / 1000, peak, peakAt, cpu }
}

/** The build's CPU, split: its own work (user) and the kernel's (file system, mostly; docs/benchmarks.md). */
function cpuLine(cpu: { user: number; kernel: number }): string {
  return `CPU:                 ${cpu.user.toFixed(1)} s user, ${cpu.kernel.toFixed(1)} s kernel`
}

function printPeaks(peak: number, peakAt: number): void {
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`
  console.log(`peak memory (RSS):   ${mib(peak)} at ${peakAt.toFixed(1)} s (build and its child processes)`)
  console.log(
    `  at that moment: ${[...atPeak]
      .sort((a, b) => b[1] - a[1])
      .map(([label, bytes]) => `${label} ${mib(bytes)}`)
      .join(', ')}`,
  )
  for (const [label, bytes] of [...peakByProcess].filter(([, b]) => b > 50 * 1024 * 1024).sort((a, b) => b[1] - a[1])) {
    console.log(`  peak of ${label}: ${(bytes / 1024 / 1024).toFixed(0)} MiB`)
  }
}

/** --publish: one product changed at the API, regenerate (short path), then rollback; the times printed. */
async function benchPublish(dataDir: string, distDir: string, work: string): Promise<void> {
  const { files } = await readSnapshotFiles(dataDir)
  const portal = loadPortals(dataDir)[1] ?? loadPortals(dataDir)[0]!
  const vertical = portal.config.verticals[0]!
  const cards = files[`products/${portal.folder}/${vertical.key}.json`] as { name: string }[]
  cards[Math.floor(cards.length / 3)]!.name += ' (pulled change)'
  const api = await startFakeApi(files)
  let pulledAt = 0
  const started = performance.now()
  try {
    await regenerate({
      api: api.url,
      dataDir,
      distDir,
      reportsDir: join(work, 'reports'),
      timeoutMs: 120_000,
      log: (line) => {
        if (/^\[1\/5\] pull … \d+ files/.test(line)) pulledAt = performance.now()
        if (/^(\[[2-5]\/5\]| {2}[A-Z]+:|\[1\/5\] pull … \d)/.test(line)) console.log(`  ${line}`)
      },
    })
  } finally {
    await api.close()
  }
  const ended = performance.now()
  console.log('')
  console.log(
    `regenerate, one product changed (${portal.code} ${vertical.key}): ${((ended - pulledAt) / 1000).toFixed(1)} s from the end of the pull to the publish (${((ended - started) / 1000).toFixed(1)} s with the pull)`,
  )
  const rollbackStarted = performance.now()
  const result = rollbackLatest(distDir)
  console.log(`rollback: ${result.restored ? 'restored' : result.why} in ${((performance.now() - rollbackStarted) / 1000).toFixed(2)} s`)
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { products: { type: 'string', default: '1000' }, 'change-one': { type: 'boolean', default: false }, publish: { type: 'boolean', default: false } },
  })
  const perPortal = Number(values.products)
  if (!Number.isInteger(perPortal) || perPortal < 1) throw new Error('--products must be a whole number of at least 1')
  const work = mkdtempSync(join(tmpdir(), 'bench-build-'))
  const dataDir = join(work, 'data')
  const distDir = join(work, 'dist')
  try {
    cpSync('data', dataDir, { recursive: true })
    synthesise(dataDir, perPortal)
    // A full build first (--full: no earlier site to carry pages over from).
    const first = await timedBuild(dataDir, distDir, ['--full'])
    const pages = loadPortals().reduce((sum, portal) => sum + builtPages(join(distDir, portal.folder)).length, 0)
    console.log(`products per portal: ${perPortal}`)
    console.log(`pages built:         ${pages} (every portal)`)
    console.log(`time:                ${first.seconds.toFixed(1)} s`)
    console.log(`pages per second:    ${(pages / first.seconds).toFixed(0)}`)
    const counts = fileCounts(distDir)
    for (const line of counts.lines) console.log(line)
    if (!counts.fits) process.exitCode = 1
    console.log(cpuLine(first.cpu))
    printPeaks(first.peak, first.peakAt)
    for (const line of first.output.split('\n').filter((l) => l.includes('page loop:') || l.startsWith('Built in'))) console.log(`  ${line.trim()}`)
    if (values['change-one']) {
      // --change-one: one product of the first portal's second vertical gets a new name (its product page
      // and the list pages that show it change), then the build runs again, carrying the rest over.
      const portal = loadPortals(dataDir)[0]!
      const vertical = portal.config.verticals[1] ?? portal.config.verticals[0]!
      const file = join(dataDir, 'products', portal.folder, `${vertical.key}.json`)
      const cards = JSON.parse(readFileSync(file, 'utf8')) as { name: string }[]
      const target = cards[Math.floor(cards.length / 2)]!
      target.name = `${target.name} (changed)`
      writeFileSync(file, JSON.stringify(cards))
      const next = await timedBuild(dataDir, distDir)
      console.log('')
      console.log(`one product changed (${portal.code} ${vertical.key}), incremental build: ${next.seconds.toFixed(1)} s`)
      console.log(cpuLine(next.cpu))
      printPeaks(next.peak, next.peakAt)
      for (const line of next.output.split('\n').filter((l) => l.includes('page loop:') || l.includes('updated in place') || l.startsWith('Built in')))
        console.log(`  ${line.trim()}`)
    }
    if (values.publish) await benchPublish(dataDir, distDir, work)
  } finally {
    rmSync(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
