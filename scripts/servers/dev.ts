// npm run dev: both portals in development mode (vike's dev server, hot reload) with the lead API, on
// loopback. Usage: npm run dev [-- --data-dir DIR]   Ports: ECM_PORT (4100), CKJ_PORT (4200), API_PORT (4300).
// A change under data/ (messages, landings, products, lookups, consent texts) is checked as the build
// checks it and reloads the open pages; a problem shows in the browser's error overlay and here.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer as createNetServer } from 'node:net'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { startApiProcess, type ApiProcess } from './apiProcess'
import { loadPortals, localPort, portalLabel, type Portal } from '../../content/portals'

const started = performance.now()
const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } })
const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? 'data')
const portals = loadPortals(dataDir)
const ports = Object.fromEntries(portals.map((portal) => [portal.folder, localPort(portal)]))
const apiPort = Number(process.env.API_PORT ?? 4300)

const children: ChildProcess[] = []
let api: ApiProcess | undefined
let stopping = false

/** Starts one portal's dev server and resolves with its origin once it listens. */
function startPortal(env: Portal, apiOrigin: string): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(process.cwd(), 'scripts', 'servers', 'devPortal.ts'),
      '--port',
      String(ports[env.folder]),
      '--api',
      apiOrigin,
      '--data-dir',
      dataDir,
    ],
    {
      env: { ...process.env, PORTAL: env.folder, DATA_DIR: dataDir, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  )
  children.push(child)
  return new Promise((resolvePortal, reject) => {
    let ready = false
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        if (!ready && line.startsWith('{"ready"')) {
          ready = true
          const { ready: origin, seconds } = JSON.parse(line) as { ready: string; seconds: number }
          console.log(`${env.code} dev server ready in ${seconds.toFixed(1)} s`)
          resolvePortal(origin)
          return
        }
        console.log(`[${env.folder}] ${line}`)
      })
    }
    child.on('exit', (code) => {
      if (!ready) reject(new Error(`The ${env.code} dev server exited (${code}) before it listened on port ${ports[env.folder]}.`))
      else if (!stopping) {
        console.error(`[${env.folder}] the dev server exited (${code}); stopping.`)
        void stop(1)
      }
    })
  })
}

async function stop(code: number): Promise<never> {
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  await Promise.all([api?.stop(), ...children.map((child) => (child.exitCode !== null ? undefined : new Promise((done) => child.once('exit', done))))])
  process.exit(code)
}

/** Fails early, naming the variable to change, when a port is taken (say, by `npm start`). */
function checkPortFree(port: number, variable: string): Promise<void> {
  return new Promise((done, reject) => {
    const probe = createNetServer()
    probe.once('error', () => reject(new Error(`Port ${port} on 127.0.0.1 is in use (another npm run dev or npm start?): stop it, or set ${variable}.`)))
    probe.listen(port, '127.0.0.1', () => probe.close(() => done()))
  })
}

async function main(): Promise<void> {
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))
  await checkPortFree(apiPort, 'API_PORT')
  for (const portal of portals) await checkPortFree(ports[portal.folder]!, `${portal.code}_PORT`)
  // The API starts beside the first portal (its address is known before it listens). The portals start
  // one after the other: vike transpiles the +config and +route files into temporary files beside
  // them, and two processes starting at once would delete each other's.
  const apiOrigin = `http://127.0.0.1:${apiPort}`
  const apiReady = startApiProcess({ port: apiPort, env: { DATA_DIR: dataDir, TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback' } }).then((process_) => {
    api = process_
    console.log(`Lead API ready in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  })
  apiReady.catch(() => undefined)
  const origins: string[] = []
  for (const env of portals) origins.push(await startPortal(env, apiOrigin))
  await apiReady
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log('')
  portals.forEach((portal, i) => console.log(`${portalLabel(portal)}: ${origins[i]}`))
  console.log(`Lead API:                        ${apiOrigin}`)
  console.log(`Development mode, data from ${dataDir}; ready in ${seconds} s. Edits reload the open pages. Press Ctrl+C to stop.`)
}

main().catch((error: Error) => {
  console.error(error.message)
  void stop(1)
})
