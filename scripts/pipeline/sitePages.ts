import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

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

/** The 404 page's address in the lists of pages: its file's name, as the server answers it for any unknown address. */
const NOT_FOUND_PAGE = '/404.html'

/**
 * The file of the page at an address (decision 046): a page is a file named for its address, `/credit-cards`
 * in `credit-cards.html`, `/credit-cards/page/2` in `credit-cards/page/2.html`, the home page in
 * `index.html`; the 404 page is `404.html`, whose address here is /404.html. Not a folder per page: the
 * addresses have no trailing slash, which is what a CDN serves from `name.html` without a redirect, and
 * a page costs one file, not a file and a folder.
 */
export function pageFile(siteDir: string, path: string): string {
  if (path === '/') return join(siteDir, 'index.html')
  if (path === NOT_FOUND_PAGE) return join(siteDir, '404.html')
  return join(siteDir, `${path.slice(1)}.html`)
}

/** The address of a page file of a site folder, the inverse of pageFile: `{siteDir}/credit-cards.html` is /credit-cards. */
export function pagePath(siteDir: string, file: string): string {
  const rel = relative(siteDir, file).split(sep).join('/')
  if (rel === 'index.html') return '/'
  if (rel === '404.html') return NOT_FOUND_PAGE
  return `/${rel.replace(/\.html$/, '')}`
}

/** The page files of a built site folder: every HTML file outside assets/ but the 404 page. */
export function pageFiles(siteDir: string): string[] {
  return htmlFiles(siteDir).filter((file) => pagePath(siteDir, file) !== NOT_FOUND_PAGE)
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
