// One portal of `npm run dev` (scripts/servers/dev.ts starts one process per portal: vike keeps one portal's
// config per process). Usage: PORTAL=<portal folder> tsx scripts/servers/devPortal.ts --port 4100 --api http://127.0.0.1:4300 [--data-dir data]
// Prints one JSON line {"ready": origin, "seconds": n} once it listens, for the parent process.
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { dev } from 'vike/api'
import type { ViteDevServer } from 'vite'
import { devData } from './devPlugin'
import { portalFromEnv } from '../../content/portals'
import { API_PREFIXES } from '../../domain/apiPaths'

const started = performance.now()
const { values } = parseArgs({ options: { port: { type: 'string' }, api: { type: 'string' }, 'data-dir': { type: 'string' } } })
const portal = portalFromEnv()
const port = Number(values.port)
if (!values.port || !Number.isInteger(port) || !values.api) {
  console.error('Usage: PORTAL=<portal folder> tsx scripts/servers/devPortal.ts --port N --api ORIGIN [--data-dir data]')
  process.exit(2)
}
const root = process.cwd()
const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? 'data')
// vite.config.ts and the pages (pages/serverPortal.ts) read the data folder from DATA_DIR.
process.env.DATA_DIR = dataDir

// The paths the CDN routes to the lead API (scripts/servers/serve.ts) go to it in development too.
const apiPattern = `^(${API_PREFIXES.map((prefix) => prefix.replace(/\/$/, '(/|$)')).join('|')})`

// Vike's API, not vite's createServer: vike leaves its plugin out of a plain vite server started with
// VITEST in the environment (a test that runs npm run dev).
let server: ViteDevServer
try {
  ;({ viteServer: server } = await dev({
    viteConfig: {
      configFile: join(root, 'vite.config.ts'),
      mode: 'development',
      // One dependency cache per portal: two portals optimising into one folder at once would clash.
      cacheDir: join(root, 'node_modules', '.vite', `dev-${portal.folder}`),
      plugins: [devData({ dataDir, portal: portal.folder, log: (line) => console.log(line) })],
      server: {
        host: '127.0.0.1',
        port,
        strictPort: true,
        proxy: { [apiPattern]: { target: values.api, xfwd: true } },
        fs: { allow: [root, dataDir] },
      },
    },
  }))
} catch (error) {
  console.error(`The ${portal.code} dev server could not start on 127.0.0.1:${port}: ${(error as Error).message}`)
  process.exit(1)
}
console.log(JSON.stringify({ ready: `http://127.0.0.1:${port}`, seconds: Number(((performance.now() - started) / 1000).toFixed(2)) }))

const stop = () => {
  void server.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// The parent's end is ours too (its stdin pipe closes when it dies, even by SIGKILL).
process.stdin.on('end', stop)
process.stdin.resume()
