import { join } from 'node:path'
import { builtPages as built, templatePages as templates } from '../../scripts/sitePages'
import type { PortalKey } from './harness'

/** Every prerendered page of a portal, as URL paths. */
export function builtPages(portal: PortalKey): string[] {
  return built(join('dist', portal))
}

/** One page of each template of a portal. */
export function templatePages(portal: PortalKey): string[] {
  return templates(join('dist', portal))
}
