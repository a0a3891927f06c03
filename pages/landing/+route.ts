// https://vike.dev/route-function
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PageContextServer } from 'vike/types'
import { dataDirFromEnv } from '../../content/portals.ts'
import { routePortal } from '../portalPaths'

// Route files are evaluated before vite's aliases exist, so the landing files are read directly; the
// paths only: content/landings.ts checks the files before the build and +onBeforePrerenderStart.ts
// loads them (and `npm run dev` shows a broken file in its overlay, so one is skipped here).
const dir = join(dataDirFromEnv(), 'landings', routePortal.folder)

function landingPaths(): Set<string> {
  if (!existsSync(dir)) return new Set()
  const paths = new Set<string>()
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    try {
      const path = (JSON.parse(readFileSync(join(dir, name), 'utf8')) as { path?: unknown }).path
      if (typeof path === 'string') paths.add(path)
    } catch {
      // Not JSON: the input checks name the file.
    }
  }
  return paths
}

// The build reads the folder once; `npm run dev` on every request, so a landing file added while it
// runs has its page at once, without a restart.
const built = process.env.NODE_ENV === 'production' ? landingPaths() : null

/** One page for every landing file of the portal (data/landings/{portal}/*.json). */
export default function route(pageContext: PageContextServer) {
  return (built ?? landingPaths()).has(pageContext.urlPathname)
}
