import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path, out)
    else if (entry.name.endsWith('.html')) out.push(path)
  }
  return out
}

// Pages that leave for a partner's site by themselves after a second (SPEC.md §2 apply landing, marked
// data-partner-redirect): a sweep of pages cannot wait on them; their own tests cover them.
function redirectsByItself(file: string): boolean {
  return readFileSync(file, 'utf8').includes('data-partner-redirect=')
}

/** Every prerendered page of a built portal folder, as URL paths (the 404 page as /404.html). */
export function builtPages(siteDir: string, { includeRedirecting = false } = {}): string[] {
  return walk(siteDir)
    .filter((file) => includeRedirecting || !redirectsByItself(file))
    .map((file) => '/' + relative(siteDir, file).replace(/index\.html$/, '').replace(/\/$/, ''))
    .sort()
}

/** One page per template: a page in a folder of many (products/x, ...) stands for all of them. */
export function templatePages(siteDir: string): string[] {
  const seen = new Set<string>()
  return builtPages(siteDir).filter((path) => {
    const parts = path.split('/')
    const template = parts.length > 2 ? `/${parts[1]}/*` : path
    if (seen.has(template)) return false
    seen.add(template)
    return true
  })
}
