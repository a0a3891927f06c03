import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { PortalKey } from './harness'

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path, out)
    else if (entry.name.endsWith('.html')) out.push(path)
  }
  return out
}

/** Every prerendered page of a portal, as URL paths (the 404 page as /404.html). */
export function builtPages(portal: PortalKey): string[] {
  const dir = join('dist', portal)
  return walk(dir)
    .map((file) => '/' + relative(dir, file).replace(/index\.html$/, '').replace(/\/$/, ''))
    .sort()
}

/** One page of each template: the first page of every top-level folder (products/x and so on count once). */
export function templatePages(portal: PortalKey): string[] {
  const seen = new Set<string>()
  return builtPages(portal).filter((path) => {
    const template = path.split('/').slice(0, 2).join('/') + (path.split('/').length > 2 ? '/*' : '')
    if (seen.has(template)) return false
    seen.add(template)
    return true
  })
}
