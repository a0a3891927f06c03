import { axeViolations, gotoSettled, openPage, site, type PortalKey } from './harness'
import { htmlcsErrors } from './htmlcs'
import { templatePages } from './pages'

/** What the two accessibility engines found on a portal's template pages, each finding prefixed with its page's path. */
export interface TemplateFindings {
  pages: string[]
  axe: string[]
  htmlcs: string[]
}

// One visit of each template page serves both engines (docs/testing.md, "One visit, two engines"):
// the page is loaded once, with the cookie notice shown and the site script started, and axe-core
// then HTML_CodeSniffer read the same document. Kept for the worker, so the axe test and the
// HTML_CodeSniffer test of a portal (tests/e2e/foundation.test.ts) share the visit.
const findings = new Map<PortalKey, Promise<TemplateFindings>>()

async function visit(portal: PortalKey): Promise<TemplateFindings> {
  const { origins } = await site()
  const { page, context } = await openPage()
  const result: TemplateFindings = { pages: [], axe: [], htmlcs: [] }
  try {
    for (const path of templatePages(portal)) {
      await gotoSettled(page, origins[portal] + path)
      result.pages.push(path)
      for (const violation of await axeViolations(page)) result.axe.push(`${path}: ${violation}`)
      for (const error of await htmlcsErrors(page)) result.htmlcs.push(`${path}: ${error}`)
    }
  } finally {
    await context.close()
  }
  return result
}

/** axe's and HTML_CodeSniffer's findings on every template page of a portal, from one visit a page. */
export function templateFindings(portal: PortalKey): Promise<TemplateFindings> {
  let found = findings.get(portal)
  if (!found) {
    found = visit(portal)
    // A visit that failed is not kept: the next test that asks tries again and reports its own error.
    found.catch(() => findings.delete(portal))
    findings.set(portal, found)
  }
  return found
}
