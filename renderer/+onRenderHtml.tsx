// https://vike.dev/onRenderHtml
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import portalJson from '#portal-config'
import messages from '#portal-messages'
import { Layout } from '../components/Layout'
import { PortalProvider } from '../components/PortalContext'
import type { PortalConfig } from '../domain/portal'
import type { PageHead } from './types'
import { DataProvider } from './useData'

const portal = portalJson as PortalConfig

/** Renders a page to a complete HTML document; vike adds the asset tags of its islands, if any. */
export function onRenderHtml(pageContext: PageContextServer) {
  const Page = pageContext.Page as ComponentType | undefined
  if (!Page) throw new Error(`No +Page for ${pageContext.urlPathname}`)
  const head = pageContext.data?.head as PageHead | undefined
  if (!head) throw new Error(`Page ${pageContext.urlPathname} has no head (title and description) in its +data.ts`)
  const is404 = pageContext.is404 === true
  const path = is404 ? '/404' : pageContext.urlPathname
  const canonical = `${portal.siteOrigin}${path === '/' ? '/' : path}`
  const body = renderToString(
    <PortalProvider portal={portal} messages={messages}>
      <Layout currentPath={path}>
        <DataProvider data={pageContext.data}>
          <Page />
        </DataProvider>
      </Layout>
    </PortalProvider>,
  )
  const robots = head.noindex || is404 ? 'noindex' : 'index,follow'
  const ogLocale = portal.locale.replace('-', '_')
  return escapeInject`<!DOCTYPE html>
<html lang="${portal.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${head.title}</title>
<meta name="description" content="${head.description}">
<meta name="robots" content="${robots}">
<link rel="canonical" href="${canonical}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta name="theme-color" content="#0b5cab">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${portal.brand}">
<meta property="og:title" content="${head.title}">
<meta property="og:description" content="${head.description}">
<meta property="og:url" content="${canonical}">
<meta property="og:locale" content="${ogLocale}">
</head>
<body>${dangerouslySkipEscape(body)}</body>
</html>`
}
