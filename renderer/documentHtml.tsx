import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import portalJson from '#portal-config'
import messages from '#portal-messages'
import { Layout } from '../components/Layout'
import { PortalProvider } from '../components/PortalContext'
import type { PortalConfig } from '../domain/portal'
import { breadcrumbList, jsonLdText, type JsonLd } from '../domain/seo/structuredData'
import { createTranslator } from '../components/translator'
import type { PageHead } from './types'
import { DataProvider } from './useData'

const portal = portalJson as PortalConfig
const t = createTranslator(portal.locale, messages)

/** The page's structured data: its BreadcrumbList (home > ... > the page), then what the page declares. */
function structuredData(head: PageHead, path: string, is404: boolean): JsonLd[] {
  if (is404) return []
  const home = { name: t('seo.crumb.home'), path: '/' }
  const suffix = ` | ${portal.brand}`
  const name = head.title.endsWith(suffix) ? head.title.slice(0, -suffix.length) : head.title
  const trail = path === '/' ? [home] : [home, ...(head.breadcrumbs ?? [{ name, path }])]
  return [breadcrumbList(portal, trail), ...(head.jsonLd ?? [])]
}

/** What a page needs to become a document: its component, its data (with the head) and its address. */
export interface DocumentInput {
  Page: ComponentType
  data: { head: PageHead }
  urlPathname: string
  is404: boolean
}

// The same escaping as vike's escapeInject, so moving a page between the two render paths changes no byte.
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;')
}

/**
 * Renders a page to a complete HTML document without asset tags. Both render paths use it: vike's
 * onRenderHtml (vike then adds the page's stylesheet and script tags) and the product-page loop of the
 * build (scripts/pipeline/productPages.ts), which adds the same tags itself.
 */
export function documentHtml({ Page, data, urlPathname, is404 }: DocumentInput): string {
  const head = data.head
  const path = is404 ? '/404' : urlPathname
  const canonical = escapeHtml(`${portal.siteOrigin}${path === '/' ? '/' : path}`)
  const body = renderToString(
    <PortalProvider portal={portal} messages={messages}>
      <Layout currentPath={path}>
        <DataProvider data={data}>
          <Page />
        </DataProvider>
      </Layout>
    </PortalProvider>,
  )
  const robots = head.noindex || is404 ? 'noindex' : 'index,follow'
  const title = escapeHtml(head.title)
  const description = escapeHtml(head.description)
  const brand = escapeHtml(portal.brand)
  return `<!DOCTYPE html>
<html lang="${escapeHtml(portal.htmlLang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<meta name="robots" content="${robots}">
<link rel="canonical" href="${canonical}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta name="theme-color" content="#0b5cab">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${brand}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${canonical}">
<meta property="og:locale" content="${escapeHtml(portal.locale.replace('-', '_'))}">
${structuredData(head, path, is404)
  .map((block) => `<script type="application/ld+json">${jsonLdText(block)}</script>`)
  .join('\n')}
</head>
<body>${body}</body>
</html>`
}
