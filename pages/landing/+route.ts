// https://vike.dev/route-function
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PageContextServer } from 'vike/types'
import { portalFromEnv } from '../../scripts/portalEnv.ts'

// Route files are evaluated before vite's aliases exist, so the landing files are read directly; the
// paths only: scripts/landings.ts checks the files before the build and +onBeforePrerenderStart.ts
// loads them.
const dir = join(process.env.DATA_DIR ?? join(process.cwd(), 'data'), 'landings', portalFromEnv().file)
const paths = new Set(
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => (JSON.parse(readFileSync(join(dir, name), 'utf8')) as { path?: unknown }).path)
        .filter((path): path is string => typeof path === 'string')
    : [],
)

/** One page for every landing file of the portal (data/landings/{portal}/*.json). */
export default function route(pageContext: PageContextServer) {
  return paths.has(pageContext.urlPathname)
}
