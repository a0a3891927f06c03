import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * Every file under a built site folder, recursively, whose name passes `keep`. `skipAssets` leaves the
 * top-level assets/ folder out (scripts and stylesheets, hundreds of files and no page).
 */
export function siteFiles(siteDir: string, keep: (name: string) => boolean = () => true, { skipAssets = false } = {}): string[] {
  const out: string[] = []
  const visit = (dir: string, top: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!(skipAssets && top && entry.name === 'assets')) visit(path, false)
      } else if (keep(entry.name)) out.push(path)
    }
  }
  visit(siteDir, true)
  return out
}

/** The HTML files of a built site folder (its pages, the 404 page included). */
export function htmlFiles(siteDir: string): string[] {
  return siteFiles(siteDir, (name) => name.endsWith('.html'), { skipAssets: true })
}

/** The address of a page file of a site folder: `{siteDir}/credit-cards/index.html` is /credit-cards, the home page /. */
export function pagePath(siteDir: string, file: string): string {
  return (
    '/' +
    relative(siteDir, file)
      .replace(/index\.html$/, '')
      .replace(/\/$/, '')
  )
}

// Pages that leave for a partner's site by themselves after a second (docs/requirements/pages-and-portals.md#apply-landing, marked
// data-partner-redirect): a sweep of pages cannot wait on them; their own tests cover them.
function redirectsByItself(file: string): boolean {
  return readFileSync(file, 'utf8').includes('data-partner-redirect=')
}

/** Every prerendered page of a built portal folder, as URL paths (the 404 page as /404.html). */
export function builtPages(siteDir: string, { includeRedirecting = false } = {}): string[] {
  return htmlFiles(siteDir)
    .filter((file) => includeRedirecting || !redirectsByItself(file))
    .map((file) => pagePath(siteDir, file))
    .sort()
}

/** The facet pages of a built portal (its _facets.json, written by the build: decision 013). */
export function facetPages(siteDir: string): Set<string> {
  const file = join(siteDir, '_facets.json')
  if (!existsSync(file)) return new Set()
  const lists = JSON.parse(readFileSync(file, 'utf8')) as { facets: { path: string }[] }[]
  return new Set(lists.flatMap((list) => list.facets.map((facet) => facet.path)))
}

/**
 * One page per template: a page in a folder of many (products/x, ...) stands for all of them, and one
 * facet page (/credit-cards/bdo) for the facet pages of every vertical, and one further page of a list
 * (/credit-cards/page/2, /credit-cards/bdo/page/2) for all of them.
 */
export function templatePages(siteDir: string): string[] {
  const seen = new Set<string>()
  const facets = facetPages(siteDir)
  return builtPages(siteDir).filter((path) => {
    const parts = path.split('/')
    const template = /\/page\/\d+$/.test(path) ? 'list page' : facets.has(path) ? 'facet' : parts.length > 2 ? `/${parts[1]}/*` : path
    if (seen.has(template)) return false
    seen.add(template)
    return true
  })
}
