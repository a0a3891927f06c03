// https://vike.dev/onRenderHtml
import type { ComponentType } from 'react'
import { dangerouslySkipEscape } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { documentHtml } from './documentHtml'
import { withIslandPreloads } from './islandPreloads'

/** Renders a page to a complete HTML document; vike adds the asset tags of its islands, if any. */
export function onRenderHtml(pageContext: PageContextServer) {
  const Page = pageContext.Page as ComponentType | undefined
  if (!Page) throw new Error(`No +Page for ${pageContext.urlPathname}`)
  const data = pageContext.data
  if (!data?.head) throw new Error(`Page ${pageContext.urlPathname} has no head (title and description) in its +data.ts`)
  // documentHtml escapes every value it puts in the head itself.
  // Forms and calculators: their code is fetched while the page loads, not run (renderer/islandPreloads.ts).
  return dangerouslySkipEscape(withIslandPreloads(documentHtml({ Page, data, urlPathname: pageContext.urlPathname, is404: pageContext.is404 === true })))
}
