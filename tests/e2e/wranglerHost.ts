import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { reservePorts } from '../../scripts/servers/apiProcess'

// Cloudflare Pages' own runtime (workerd, through wrangler 4.76.0, the last release that runs on
// Node 20): `wrangler pages dev dist/<portal> --binding LEAD_API_ORIGIN=<the API>`, as an operator runs
// it (README "Deploying"). Nothing of ours stands between the browser and wrangler.
const WRANGLER = join(process.cwd(), 'node_modules', 'wrangler', 'bin', 'wrangler.js')

/** Where a run's wrangler process groups are noted, so the run's end stops them even if a worker was killed. */
function groupsFolder(label: string): string {
  return join(tmpdir(), `${label}-wrangler`)
}

/** Stops every wrangler a run started (tests/e2e/globalSetup.ts, at the run's end). */
export function stopRunWranglers(label: string): void {
  const folder = groupsFolder(label)
  let pids: string[] = []
  try {
    pids = readdirSync(folder)
  } catch {
    return
  }
  for (const pid of pids) {
    try {
      process.kill(-Number(pid), 'SIGKILL')
    } catch {
      // Ended already.
    }
    // The file holds the instance's own folder (its state and config).
    rmSync(readFileSync(join(folder, pid), 'utf8'), { recursive: true, force: true })
  }
  rmSync(folder, { recursive: true, force: true })
}

export interface WranglerSite {
  origin: string
  /** What wrangler printed (its warnings about _redirects included). */
  output(): string
  stop(): Promise<void>
}

/** Starts `wrangler pages dev` on a loopback port for one built portal and waits until it serves the home page. */
export async function startWrangler(siteDir: string, apiOrigin: string, runLabel: string): Promise<WranglerSite> {
  const [port, inspector] = await reservePorts(2)
  await port!.release()
  await inspector!.release()
  const state = mkdtempSync(join(tmpdir(), 'wrangler-'))
  const child: ChildProcess = spawn(
    process.execPath,
    [
      WRANGLER,
      'pages',
      'dev',
      resolve(siteDir),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port!.port),
      // Each instance its own inspector port (its default, 9229, is one for all).
      '--inspector-port',
      String(inspector!.port),
      '--binding',
      `LEAD_API_ORIGIN=${apiOrigin}`,
      '--compatibility-date',
      '2026-03-17',
      '--persist-to',
      join(state, 'state'),
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
    ],
    {
      // In a folder of its own: wrangler writes its bundles to .wrangler/ in the folder it runs in.
      cwd: state,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', XDG_CONFIG_HOME: join(state, 'config'), NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A process group of its own: wrangler, its workerd and their helpers end together (below).
      detached: true,
    },
  )
  mkdirSync(groupsFolder(runLabel), { recursive: true })
  writeFileSync(join(groupsFolder(runLabel), String(child.pid)), state)
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name)
    } catch {
      // Gone already.
    }
  }
  // The test worker may end without a teardown (tests/e2e/harness.ts): the group goes with it.
  const onExit = () => signal('SIGKILL')
  process.once('exit', onExit)
  let printed = ''
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const origin = `http://127.0.0.1:${port!.port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      signal('SIGTERM')
      const timer = setTimeout(() => signal('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    }
    signal('SIGKILL')
    process.removeListener('exit', onExit)
    rmSync(state, { recursive: true, force: true })
  }
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev ${siteDir} ended (${child.exitCode}):\n${printed}`)
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2_000) })
      if (response.status === 200) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`wrangler pages dev ${siteDir} did not serve ${origin}/ within 90 s:\n${printed}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { origin, output: () => printed, stop }
}
