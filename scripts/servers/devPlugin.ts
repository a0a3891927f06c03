// The vite plugin behind `npm run dev` (scripts/servers/devPortal.ts): watches the data folder, runs the build's
// input checks (which regenerate the message catalogues) after every change and reloads the browser, shows a
// data problem in vite's error overlay (and on the terminal), and serves the static data files the
// build would write into dist (lookups and product cards) from memory.
import { relative, resolve, sep } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { Connect, Plugin, ViteDevServer } from 'vite'
import { checkAllInputs } from '../pipeline/checkAll'
import { lookupFiles } from '../pipeline/lookupFiles'
import type { PortalFolder } from '../../content/snapshot'
import { filterIndexFiles, productFiles } from '../pipeline/productFiles'

export interface DevDataOptions {
  /** The data folder the portal is rendered from (absolute, or relative to the working directory). */
  dataDir: string
  portal: PortalFolder
  /** Where terminal lines go (console.log by default). */
  log?: (line: string) => void
  /** Milliseconds to wait for more changes before checking (editors write a file in several steps). */
  debounceMs?: number
}

/** The state of the data after the last check: the problems (build wording) and the static files. */
interface DataState {
  problems: string[]
  files: Map<string, string>
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The overlay payload of vite's client: the message names file, record and field, one problem a line. */
function overlayError(problems: string[]): { type: 'error'; err: { message: string; stack: string; plugin: string } } {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`
  return { type: 'error', err: { message: `The data has ${count} (the build would stop here):\n${problems.join('\n')}`, stack: '', plugin: 'ecm-ckj:data' } }
}

/** A page answered while the data has problems: the list, and vite's client, which opens the overlay. */
function problemsPage(problems: string[]): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Data problems</title><script type="module" src="/@vite/client"></script></head>
<body><h1>The data has ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}</h1>
<p>Fix the file and save: the page reloads by itself.</p>
<ul>${problems.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
</body>
</html>`
}

/** Reads and checks everything the build checks; the static data files when the data is sound. */
async function checkData(dataDir: string, portal: PortalFolder): Promise<DataState> {
  const check = await checkAllInputs(dataDir)
  const problems = check.problems
  const files = new Map<string, string>()
  const snapshot = check.snapshot?.[portal]
  if (problems.length === 0 && snapshot) {
    for (const file of lookupFiles(snapshot.lookups)) files.set(file.path, JSON.stringify(file.json))
    for (const file of productFiles(snapshot.products)) files.set(`/${file.path}`, file.json)
    for (const [key, cards] of Object.entries(snapshot.products)) for (const file of filterIndexFiles(key, cards)) files.set(`/${file.path}`, file.json)
  }
  return { problems, files }
}

/**
 * The dev-only plugin: call it once per portal process. Data changes (data/**\/*.json) reload every
 * open page of the portal; code changes are vite's own hot module replacement.
 */
export function devData(options: DevDataOptions): Plugin {
  const dataDir = resolve(options.dataDir)
  const log = options.log ?? ((line: string) => console.log(line))
  let state: DataState = { problems: [], files: new Map() }
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  const pending = new Set<string>()

  const report = (server: ViteDevServer, next: DataState, changed: string[], started: number) => {
    const ms = (performance.now() - started).toFixed(0)
    const before = state.problems.join('\n')
    state = next
    if (next.problems.length > 0) {
      if (next.problems.join('\n') !== before) {
        log(`data: ${next.problems.length} problem(s) after a change to ${changed.join(', ')} (checked in ${ms} ms):`)
        for (const line of next.problems) log(`  ${line}`)
      }
      server.ws.send(overlayError(next.problems))
      // The pages show the problem list, which opens the overlay: reload them to it.
      server.ws.send({ type: 'full-reload', path: '*' })
      return
    }
    log(`data: ${changed.join(', ')} changed; checked in ${ms} ms, reloading the ${options.portal.toUpperCase()} pages`)
    // The pages' data hooks read the files on every request, and vite itself reloads the modules that
    // import a changed file (the messages), so a reload shows the edit. Invalidating every server module
    // here would be wrong: vike keeps the renderer it loaded, and a second copy of a React context breaks
    // the render. (New landing files and changed landing paths need a restart: +route.ts reads them once.)
    server.ws.send({ type: 'full-reload', path: '*' })
  }

  const schedule = (server: ViteDevServer, file: string) => {
    const rel = relative(dataDir, file)
    if (rel.startsWith('..') || !rel.endsWith('.json') || rel.endsWith('.tmp')) return
    pending.add(`data/${rel.split(sep).join('/')}`)
    clearTimeout(timer)
    timer = setTimeout(() => {
      const changed = [...pending]
      pending.clear()
      running = running.then(async () => {
        const started = performance.now()
        // The check rewrites a catalogue whose parts changed; its own change event finds nothing new.
        try {
          report(server, await checkData(dataDir, options.portal), changed, started)
        } catch (error) {
          report(server, { problems: [`data check failed: ${(error as Error).message}`], files: new Map() }, changed, started)
        }
      })
    }, options.debounceMs ?? 120)
  }

  return {
    name: 'ecm-ckj:dev-data',
    apply: 'serve',
    async configureServer(server) {
      const started = performance.now()
      state = await checkData(dataDir, options.portal)
      if (state.problems.length > 0) {
        log(`data: ${state.problems.length} problem(s) (checked in ${(performance.now() - started).toFixed(0)} ms):`)
        for (const line of state.problems) log(`  ${line}`)
      }
      server.watcher.add(dataDir)
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, (file: string) => schedule(server, file))
      // A page opened (or reloaded) while the data has problems gets the overlay as soon as it connects.
      server.ws.on('connection', (socket) => {
        if (state.problems.length > 0) socket.send(JSON.stringify(overlayError(state.problems)))
      })
      const middleware: Connect.NextHandleFunction = (req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/'
        const file = state.files.get(path)
        if (file !== undefined) {
          res.setHeader('content-type', 'application/json; charset=utf-8')
          res.setHeader('cache-control', 'no-store')
          res.end(file)
          return
        }
        const isPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html') && !path.startsWith('/@')
        if (state.problems.length > 0 && isPage) {
          res.statusCode = 500
          res.setHeader('content-type', 'text/html; charset=utf-8')
          res.end(problemsPage(state.problems))
          return
        }
        next()
      }
      // Before vite's and vike's own handlers, so the data files and the problem page come first.
      server.middlewares.use(middleware)
    },
  }
}
