import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { builtPages as built, htmlFiles, pagePath, templatePages as templates } from '../../scripts/pipeline/sitePages'
import type { PortalKey } from './harness'

/** Every prerendered page of a portal, as URL paths. */
export function builtPages(portal: PortalKey): string[] {
  return built(join('dist', portal))
}

/** One page of each template of a portal. */
export function templatePages(portal: PortalKey): string[] {
  return templates(join('dist', portal))
}

/** Every page file of a portal as built (the 404 page and the partner redirects included), with its HTML. */
export function builtPageHtml(portal: PortalKey): { path: string; html: string }[] {
  const siteDir = join('dist', portal)
  return htmlFiles(siteDir).map((file) => ({ path: pagePath(siteDir, file), html: readFileSync(file, 'utf8') }))
}
